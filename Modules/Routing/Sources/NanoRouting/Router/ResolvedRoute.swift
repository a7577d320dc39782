/// The result of resolving a link or path: the route's value, pattern and owner, the decoded
/// segments, typed access to parameters, and the query.
public struct ResolvedRoute<Value> {
    /// The value registered with the route.
    public let value: Value
    /// The decoded path segments that matched.
    public let segments: [String]
    /// The link's query items (empty for a bare path).
    public let query: QueryItems
    /// The router's entries (shared, so resolving retains one buffer, not a per-route object).
    @usableFromInline
    let entries: [CompiledRoute]
    @usableFromInline
    let index: Int

    @usableFromInline
    init(value: Value, entries: [CompiledRoute], index: Int, segments: [String], query: QueryItems) {
        self.value = value
        self.entries = entries
        self.index = index
        self.segments = segments
        self.query = query
    }

    /// What the router knows about the matched route.
    var entry: CompiledRoute { entries[index] }

    /// The pattern that matched.
    public var pattern: RoutePattern { entry.pattern }

    /// The feature that registered the route.
    public var owner: String { entry.owner }

    /// The matched segments joined by `/`.
    public var path: String { segments.joined(separator: "/") }

    /// Typed access to the route's parameters by name.
    public var parameters: RouteParameters { RouteParameters(entry: entry, segments: segments) }

    /// The resolved link in canonical form, without a scheme (``DeepLink`` of the segments and query).
    public var link: DeepLink { DeepLink(segments: segments, query: query) }
}

extension ResolvedRoute: Sendable where Value: Sendable {}
