/// A string literal written where a route pattern or a link to one goes: the first, unlabelled
/// argument of `Route(...)`, `route(...)` (a registrar's or a stand-in's) or `open(...)`, and
/// any argument labelled `parent`, `flow` or `homeLink`. Its ``text`` is the literal's source
/// between the quotes (interpolations as written), without a `scheme://` prefix or a query.
public struct RouteLiteral: Sendable, Equatable, Codable {
    /// The calls whose first, unlabelled argument is a route.
    static let callees: Set<String> = ["Route", "route", "open"]
    /// The argument labels that take a route's path.
    static let labels: Set<String> = ["parent", "flow", "homeLink"]

    /// The route as written, without scheme or query (`settings/appearance`).
    public var text: String
    /// The 1-based line of the literal.
    public var line: Int

    /// A route literal from the literal's source text (`nvc://settings?tab=1` reads `settings`).
    public init(literal: String, line: Int) {
        var text = Substring(literal)
        if let scheme = text.range(of: "://") { text = text[scheme.upperBound...] }
        if let query = text.firstIndex(of: "?") { text = text[..<query] }
        self.text = String(text)
        self.line = line
    }
}

/// The rule that keeps a route declared once: a route pattern written as a literal in two
/// places (outside tests) under Features/, Interfaces/ or App/, or in the feature template's
/// sources, fails. Declare the route as a
/// `Route` value (in the feature, or in an interface package when other features reach it) and
/// register it and build its links from that value.
extension RuleContext {
    /// The folders whose production sources the rule reads.
    static let routeLiteralFolders = ["Features/", "Interfaces/", "App/", RepositoryTree.templateSources + "/"]

    /// Every route literal written more than once, each place reported.
    func duplicateRouteLiteralViolations() -> [Violation] {
        var places: [String: [String]] = [:]
        let template = facts.filter { $0.key.hasPrefix(RepositoryTree.templateSources + "/") }
            .sorted { $0.key < $1.key }.map { (path: $0.key, facts: $0.value) }
        for (path, facts) in productionSwiftFiles() + template
        where Self.routeLiteralFolders.contains(where: { path.hasPrefix($0) }) {
            for literal in facts.routeLiterals {
                places[literal.text, default: []].append("\(path):\(literal.line)")
            }
        }
        return places.filter { $0.value.count > 1 }.sorted { $0.key < $1.key }.flatMap { text, locations in
            locations.map { location in
                Violation(
                    rule: .routeLiteralTwice, location: location,
                    message: "route \"\(text)\" is written \(locations.count) times ("
                        + locations.joined(separator: ", ")
                        + "): declare it once as a Route value and register it and build its links from that value")
            }
        }
    }
}
