/// Maps route patterns to values and resolves deep links and paths to them.
///
/// ```swift
/// var router = Router<SceneID>()
/// try router.parameterTypes.register(Double.self, as: "double")
/// try router.register("settings/appearance/:mode(enum: system|light|dark)", owner: "Settings", value: .appearance)
/// let route = try router.resolve(link: "nvc://settings/appearance/dark", scheme: "nvc")
/// route.parameters.string("mode") // "dark"
/// ```
///
/// Matching is a trie walked depth-first with backtracking; at each segment the order is
/// constant > typed parameter (enum, int, uuid, custom) > string parameter > catch-all, and the
/// first complete match wins. Patterns that would always tie are rejected at registration.
/// See <doc:DeepLinkSyntax>.
public struct Router<Value> {
    /// Custom parameter types that patterns may name; register them before the patterns.
    public var parameterTypes = ParameterTypeRegistry()

    @usableFromInline
    var table = RouterCore()
    @usableFromInline
    var values: [Value] = []

    /// Creates an empty router.
    public init() {}

    /// The number of registered routes.
    public var count: Int { values.count }

    /// Every registered route, in registration order.
    @inlinable
    public var routes: [RegisteredRoute<Value>] {
        zip(table.entries, values).map { RegisteredRoute(pattern: $0.pattern, owner: $0.owner, value: $1) }
    }
}

extension Router: Sendable where Value: Sendable {}

extension Router {
    /// Parses `link` and resolves it: the one call behind `nvc open`.
    ///
    /// - Throws: any parse error of ``DeepLink/parse(_:scheme:limits:)``, then
    ///   ``DeepLinkError/badParameter(name:value:expected:)`` or ``DeepLinkError/noRoute(path:)``.
    @inlinable
    public func resolve(
        link: String,
        scheme: String,
        limits: DeepLinkLimits = .default
    ) throws(DeepLinkError) -> ResolvedRoute<Value> {
        let parsed = try DeepLink.parse(link, scheme: scheme, limits: limits)
        return try match(path: parsed.segments, query: parsed.query, limits: limits)
    }

    /// Resolves an already parsed link.
    @inlinable
    public func resolve(_ link: DeepLink, limits: DeepLinkLimits = .default) throws(DeepLinkError) -> ResolvedRoute<
        Value
    > {
        try match(path: link.segments, query: link.query, limits: limits)
    }

    /// Matches decoded path segments (no percent-decoding is done here).
    ///
    /// The segments are checked with the same rules a parsed link satisfies: at least one,
    /// at most ``DeepLinkLimits/maxSegments``, none empty, `.`/`..`, containing `/` or longer
    /// than ``DeepLinkLimits/maxSegmentBytes``. The result depends on the segments only.
    /// - Throws: a segment error, ``DeepLinkError/badParameter(name:value:expected:)`` when no
    ///   route matches but one would if a typed parameter accepted its segment, otherwise
    ///   ``DeepLinkError/noRoute(path:)``.
    @inlinable
    public func match(
        path segments: [String],
        query: QueryItems = QueryItems(),
        limits: DeepLinkLimits = .default
    ) throws(DeepLinkError) -> ResolvedRoute<Value> {
        let found = try table.lookup(segments, limits: limits)
        let value = Self.valuesInSlots ? Self.value(fromPayload: found.payload) : values[found.route]
        return ResolvedRoute(
            value: value, entries: table.entries, index: found.route, segments: segments, query: query)
    }
}

extension Router {
    /// Parses `pattern` and registers `value` under it.
    ///
    /// On error nothing is registered.
    /// - Parameters:
    ///   - pattern: The route pattern, e.g. `users/:id(int)`.
    ///   - owner: The registering feature's identifier, named in errors.
    ///   - value: What matching returns for this route.
    /// - Throws: ``RouteRegistrationError/invalidPattern(_:owner:)`` for a syntax error, or
    ///   ``RouteRegistrationError/ambiguous(pattern:owner:existingPattern:existingOwner:)`` when a
    ///   route of the same shape exists.
    ///
    /// Inlinable, so a caller's `Router<Int>` stores its value without the generic array's
    /// metadata look-up (about 450 instructions a route, at every start of an app).
    @inlinable
    public mutating func register(_ pattern: String, owner: String, value: Value) throws(RouteRegistrationError) {
        let parsed: RoutePattern
        do {
            parsed = try RoutePattern(parsing: pattern, types: parameterTypes)
        } catch {
            throw .invalidPattern(error, owner: owner)
        }
        _ = try table.add(
            parsed, owner: owner, types: parameterTypes, payload: Self.valuesInSlots ? Self.payload(of: value) : 0)
        values.append(value)
    }

    /// Registers every definition that is valid and reports all the others at once.
    ///
    /// - Throws: ``RouteRegistrationErrors`` listing every failed definition in order; the
    ///   valid ones are registered regardless.
    public mutating func register(
        contentsOf definitions: some Sequence<RouteDefinition<Value>>
    ) throws(RouteRegistrationErrors) {
        var errors: [RouteRegistrationError] = []
        for definition in definitions {
            do {
                try register(definition.pattern, owner: definition.owner, value: definition.value)
            } catch {
                errors.append(error)
            }
        }
        if !errors.isEmpty { throw RouteRegistrationErrors(errors) }
    }
}

extension Router {
    /// Whether a value is stored in its route's trie slot as well as in ``values``: when it is
    /// plain bits (no references, nothing to retain) of at most 8 bytes — an `Int`, a small
    /// enum. Resolving then takes the value from the slot it matched, already in cache, instead
    /// of loading `values[route]` after the slot has arrived (a cache miss in a large router).
    @inlinable
    static var valuesInSlots: Bool {
        _isPOD(Value.self) && MemoryLayout<Value>.size <= 8 && MemoryLayout<Value>.alignment <= 8
    }

    /// The bits of `value`, zero-padded to 8 bytes (only when ``valuesInSlots``).
    @inlinable
    static func payload(of value: Value) -> UInt64 {
        var payload: UInt64 = 0
        withUnsafeMutableBytes(of: &payload) { target in
            withUnsafeBytes(of: value) { target.copyMemory(from: $0) }
        }
        return payload
    }

    /// The value whose bits ``payload(of:)`` made (only when ``valuesInSlots``).
    @inlinable
    static func value(fromPayload payload: UInt64) -> Value {
        withUnsafeBytes(of: payload) { $0.load(as: Value.self) }
    }
}
