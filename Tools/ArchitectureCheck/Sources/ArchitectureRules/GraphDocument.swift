import Foundation

/// The Mermaid graph in docs/architecture.md, checked against the real module graph so the
/// two cannot drift: every solid arrow drawn must be a production dependency the code has, and
/// every production dependency between drawn nodes must be drawn. Dashed arrows (`-. tests
/// only .->`) are commentary and not compared.
///
/// A node is a framework module (`Core[NanoCore]`: the label names the module), or a group:
/// a `subgraph Features`, a node labelled `Interfaces` or with `Interface` modules inside a
/// `subgraph Interfaces`, and `app` (the root package).
struct GraphDocument {
    /// A solid edge between two node labels (`NanoUI` → `NanoCore`, `Features` → `NanoUI`).
    struct Edge: Hashable, Comparable, CustomStringConvertible {
        var from: String
        var to: String
        static func < (lhs: Edge, rhs: Edge) -> Bool { (lhs.from, lhs.to) < (rhs.from, rhs.to) }
        var description: String { "\(from) --> \(to)" }
    }

    /// The group a node inside `subgraph Name` belongs to, by node id.
    var groupOf: [String: String] = [:]
    /// Node labels by id (`Core` → `NanoCore`; a group's own name for its subgraph).
    var labels: [String: String] = [:]
    /// The solid edges, by node label (a subgraph member counts as its group).
    var edges: Set<Edge> = []
    /// The line of each edge in the document.
    var lines: [Edge: Int] = [:]
    /// The line the graph block starts on.
    var line = 0

    /// The first ```mermaid block of `document`, or `nil` when there is none.
    init?(document: String) {
        let all = document.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = all.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "```mermaid" }) else {
            return nil
        }
        line = start + 1
        var group: String?
        var pending: [(from: String, to: String, line: Int)] = []
        var index = start + 1
        while index < all.count, all[index].trimmingCharacters(in: .whitespaces) != "```" {
            let text = all[index].trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("subgraph ") {
                let name = String(text.dropFirst("subgraph ".count)).trimmingCharacters(in: .whitespaces)
                group = name
                labels[name] = name
            } else if text == "end" {
                group = nil
            } else if text.contains("-.") {
                // A dashed arrow: commentary.
            } else if let arrow = text.range(of: "-->") {
                let from = Self.nodeID(String(text[..<arrow.lowerBound]))
                let to = Self.nodeID(String(text[arrow.upperBound...]))
                pending.append((from, to, index + 1))
                _ = Self.declare(String(text[..<arrow.lowerBound]), into: &labels)
                _ = Self.declare(String(text[arrow.upperBound...]), into: &labels)
            } else if let id = Self.declare(text, into: &labels), let group {
                groupOf[id] = group
            }
            index += 1
        }
        for edge in pending {
            let resolved = Edge(from: label(of: edge.from), to: label(of: edge.to))
            guard resolved.from != resolved.to else { continue }
            edges.insert(resolved)
            lines[resolved] = lines[resolved] ?? edge.line
        }
    }

    /// The label a node id stands for: its group's, else its own label, else the id.
    func label(of id: String) -> String {
        if id == "app" { return "app" }
        if let group = groupOf[id] { return labels[group] ?? group }
        return labels[id] ?? id
    }

    /// Every label drawn (modules and groups).
    var drawnLabels: Set<String> { Set(labels.keys.map { label(of: $0) }) }

    /// `Core[NanoCore]` / `app["nvc ..."]` / `Core`: the id.
    static func nodeID(_ text: String) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let end = trimmed.firstIndex { $0 == "[" || $0 == "(" || $0 == " " } ?? trimmed.endIndex
        return String(trimmed[..<end])
    }

    /// Records `id[Label]` in `labels` (the label's first word, quotes removed); returns the id.
    @discardableResult
    static func declare(_ text: String, into labels: inout [String: String]) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let id = nodeID(trimmed)
        guard !id.isEmpty, id.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        if let open = trimmed.firstIndex(of: "["), let close = trimmed.lastIndex(of: "]"), open < close {
            let inner = trimmed[trimmed.index(after: open)..<close].trimmingCharacters(
                in: CharacterSet(charactersIn: "\" "))
            let word = inner.split(separator: " ").first.map(String.init) ?? inner
            labels[id] = word
        } else if labels[id] == nil {
            labels[id] = id
        }
        return id
    }
}

extension RuleContext {
    /// The node a module is drawn as: its own name, or its group (`Features`, `Interfaces`,
    /// `app` for the root package's modules; an App/ package's modules, like NanoFramework, are
    /// drawn by name).
    func graphNode(of module: String) -> String {
        if isFeatureModule(module) { return "Features" }
        if isInterfaceModule(module) { return "Interfaces" }
        if let owner = owners[module], owner.isEmpty, packagesByDirectory[owner]?.kind == .root { return "app" }
        return module
    }

    /// The `stale-graph` violations: arrows drawn that the code does not have, and production
    /// dependencies between drawn nodes that are not drawn.
    func graphViolations(in tree: RepositoryTree) -> [Violation] {
        guard let document = tree.files[RepositoryTree.architectureDocument],
            let graph = GraphDocument(document: document)
        else { return [] }
        var real: Set<GraphDocument.Edge> = []
        for dependency in repository.moduleDependencies where !dependency.fromTest {
            let from = graphNode(of: dependency.from)
            let to = graphNode(of: dependency.to)
            if from != to { real.insert(.init(from: from, to: to)) }
        }
        let drawn = graph.drawnLabels
        real = real.filter { drawn.contains($0.from) && drawn.contains($0.to) }
        let file = RepositoryTree.architectureDocument
        var violations: [Violation] = []
        for edge in graph.edges.subtracting(real).sorted() {
            violations.append(
                Violation(
                    rule: .staleGraph, location: "\(file):\(graph.lines[edge] ?? graph.line)",
                    message: "the graph draws \(edge), which no production module has; remove the arrow"))
        }
        for edge in real.subtracting(graph.edges).sorted() {
            violations.append(
                Violation(
                    rule: .staleGraph, location: "\(file):\(graph.line)",
                    message: "the code has \(edge), which the graph does not draw; add the arrow"))
        }
        return violations
    }
}
