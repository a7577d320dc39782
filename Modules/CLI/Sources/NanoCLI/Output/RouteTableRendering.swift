import NanoComposition
import NanoCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// Rendering the route table for `nvc routes`: the command line's job, not the engine's (the
// engine only lists what it composed, `RouteTable`).
extension RouteTable {
    /// The library `feature` was loaded from, if it came from a plugin.
    func pluginPath(of feature: String) -> String? {
        plugins?.first { $0.feature == feature }?.path
    }

    /// An aligned text table.
    var text: String {
        let header = ["ROUTE", "FEATURE", "PARENT", "GUARD", "SHOWN", "SUMMARY"]
        let rows = routes.map { route in
            [
                route.pattern,
                route.feature + (pluginPath(of: route.feature) == nil ? "" : " (plugin)")
                    + (route.enabled ? "" : " (disabled)"),
                route.parent ?? "-",
                route.guard ?? "-", route.presentation.rawValue, route.summary,
            ]
        }
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        let lines = ([header] + rows).map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell.padded(toLength: widths[column])
            }.joined(separator: "  ").trimmingSpaces()
        }
        let guardLines = guards.map { "guard \($0.id) (\($0.feature)): flow \($0.flow)" }
        let pluginLines = (plugins ?? []).map { "plugin \($0.feature) \($0.version): \($0.path)" }
        return (lines + (guardLines.isEmpty ? [] : [""] + guardLines) + (pluginLines.isEmpty ? [] : [""] + pluginLines))
            .joined(separator: "\n")
    }

    /// Stable, pretty-printed JSON with sorted keys.
    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    /// A Graphviz digraph: one cluster per feature, an edge from each parent to its child,
    /// guarded routes drawn with a double border and their guard's name, and each guard drawn
    /// once, with a dashed edge to the flow that satisfies it.
    var dot: String {
        func quoted(_ text: String) -> String {
            "\"" + text.replacingLiterally("\\", with: "\\\\").replacingLiterally("\"", with: "\\\"") + "\""
        }
        var lines = ["digraph routes {", "  rankdir=LR;", "  node [shape=box, fontname=\"Helvetica\"];"]
        let features = routes.map(\.feature).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        for (index, feature) in features.enumerated() {
            lines.append("  subgraph cluster_\(index) {")
            let source = pluginPath(of: feature).map { "\nplugin " + PathText.lastComponent(of: $0) } ?? ""
            lines.append("    label=\(quoted(feature + source));")
            for route in routes where route.feature == feature {
                var label = route.pattern
                if let gate = route.guard { label += "\n[\(gate)]" }
                if route.presentation != .push { label += "\n(\(route.presentation.rawValue))" }
                var attributes = ["label=\(quoted(label))"]
                if route.guard != nil { attributes.append("peripheries=2") }
                if !route.enabled { attributes.append("style=dashed") }
                lines.append("    \(quoted(route.pattern)) [\(attributes.joined(separator: ", "))];")
            }
            lines.append("  }")
        }
        for route in routes {
            if let parent = route.parent { lines.append("  \(quoted(parent)) -> \(quoted(route.pattern));") }
        }
        for gate in guards {
            let node = "guard " + gate.id
            lines.append("  \(quoted(node)) [shape=octagon, label=\(quoted("guard \(gate.id)"))];")
            if let flow = routes.first(where: { $0.pattern == gate.flow }) {
                lines.append("  \(quoted(node)) -> \(quoted(flow.pattern)) [style=dashed, label=\"flow\"];")
            }
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }
}
