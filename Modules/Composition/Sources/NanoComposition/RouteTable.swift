import Foundation
import NanoContract
import NanoRouting

/// Every route of a composed app with its feature, parameters, parent and guard — what
/// `nvc routes` prints as text, JSON or Graphviz DOT.
public struct RouteTable: Sendable, Equatable, Codable {
    /// One registered route, as `nvc routes` lists it.
    public struct Route: Sendable, Equatable, Codable {
        /// The pattern as registered.
        public let pattern: String
        /// The owning feature's id.
        public let feature: String
        /// The parameters, in order.
        public let parameters: [Parameter]
        /// The parent route's pattern, if any.
        public let parent: String?
        /// The guard every link to the route must pass, if any.
        public let `guard`: String?
        /// How its screens are shown.
        public let presentation: RoutePresentation
        /// One line about the route.
        public let summary: String
        /// Whether the owning feature is enabled.
        public let enabled: Bool
    }

    /// A `:name(type)` segment of a route's pattern.
    public struct Parameter: Sendable, Equatable, Codable {
        /// The name a handler reads it by (`id` in `users/:id(int)`).
        public let name: String
        /// The type as written in patterns (`int`, `enum: a|b`, `catch-all`).
        public let type: String

        /// Creates a parameter description.
        public init(name: String, type: String) {
            self.name = name
            self.type = type
        }
    }

    /// A guard some feature provides, and the flow shown while it does not pass.
    public struct Guard: Sendable, Equatable, Codable {
        /// The id routes name in `guard:` (`signedIn`).
        public let id: String
        /// The feature that registered it.
        public let feature: String
        /// The path of the flow that satisfies it.
        public let flow: String

        /// Creates a guard description.
        public init(id: String, feature: String, flow: String) {
            self.id = id
            self.feature = feature
            self.flow = flow
        }
    }

    /// A feature that came from a plugin library rather than being built into the app.
    public struct Plugin: Sendable, Equatable, Codable {
        /// The id of the feature the library provided (`settings`).
        public let feature: String
        /// The library it was loaded from.
        public let path: String
        /// The feature's version, as the library reports it.
        public let version: String

        /// Creates a plugin description.
        public init(feature: String, path: String, version: String) {
            self.feature = feature
            self.path = path
            self.version = version
        }
    }

    /// The scheme a link must use, without `://` (`nvc`).
    public let scheme: String
    /// Every route, in registration order.
    public let routes: [Route]
    /// Every guard, sorted by id.
    public let guards: [Guard]
    /// The features loaded from plugin libraries, in load order; nil when there are none (the
    /// JSON then has no `plugins` key). The runtime that loaded them sets it.
    public var plugins: [Plugin]?

    /// The library `feature` was loaded from, if it came from a plugin.
    func pluginPath(of feature: String) -> String? {
        plugins?.first { $0.feature == feature }?.path
    }

    /// An aligned text table.
    public var text: String {
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
                column == row.count - 1 ? cell : cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
            }.joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        }
        let guardLines = guards.map { "guard \($0.id) (\($0.feature)): flow \($0.flow)" }
        let pluginLines = (plugins ?? []).map { "plugin \($0.feature) \($0.version): \($0.path)" }
        return (lines + (guardLines.isEmpty ? [] : [""] + guardLines) + (pluginLines.isEmpty ? [] : [""] + pluginLines))
            .joined(separator: "\n")
    }

    /// Stable, pretty-printed JSON with sorted keys.
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    /// A Graphviz digraph: one cluster per feature, an edge from each parent to its child,
    /// guarded routes drawn with a double border and their guard's name, and each guard drawn
    /// once, with a dashed edge to the flow that satisfies it.
    public var dot: String {
        func quoted(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        var lines = ["digraph routes {", "  rankdir=LR;", "  node [shape=box, fontname=\"Helvetica\"];"]
        let features = routes.map(\.feature).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        for (index, feature) in features.enumerated() {
            lines.append("  subgraph cluster_\(index) {")
            let source = pluginPath(of: feature).map { "\nplugin " + ($0 as NSString).lastPathComponent } ?? ""
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

extension NanoApp {
    /// The app's route table.
    public var routeTable: RouteTable {
        let registered = router.routes  // built once: `Router.routes` copies every route
        let routes = declarations.enumerated().map { position, declaration in
            let pattern = registered[position].pattern
            let parameters = pattern.segments.compactMap { segment -> RouteTable.Parameter? in
                switch segment {
                case .constant: nil
                case .parameter(let name, let type): .init(name: name, type: type.description)
                case .catchAll(let name): .init(name: name, type: "catch-all")
                }
            }
            return RouteTable.Route(
                pattern: declaration.pattern, feature: declaration.feature, parameters: parameters,
                parent: parentPatterns[position]?.source, guard: declaration.guardID?.rawValue,
                presentation: declaration.presentation, summary: declaration.summary,
                enabled: !disabledFeatures.contains(declaration.feature))
        }
        let guardList = guards.all.sorted { $0.id < $1.id }.map {
            RouteTable.Guard(id: $0.id.rawValue, feature: $0.feature, flow: $0.flow)
        }
        return RouteTable(scheme: scheme, routes: routes, guards: guardList, plugins: nil)
    }
}
