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
    var table = RouteTrie()
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
        let route = try table.lookup(segments, limits: limits)
        return ResolvedRoute(
            value: values[route], entries: table.entries, index: route, segments: segments, query: query)
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
        try table.add(parsed, owner: owner, types: parameterTypes)
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

/// A route to register: a pattern, the feature that owns it and its value.
public struct RouteDefinition<Value> {
    /// The pattern text, e.g. `settings/appearance/:mode(enum: system|light|dark)`.
    public let pattern: String
    /// The owning feature's identifier, used in error messages.
    public let owner: String
    /// What the router returns for this route.
    public let value: Value

    /// A route to register: `pattern` is parsed (and may be rejected) at registration, `owner`
    /// names the feature in conflict messages, `value` is what a match returns.
    public init(_ pattern: String, owner: String, value: Value) {
        self.pattern = pattern
        self.owner = owner
        self.value = value
    }
}

extension RouteDefinition: Sendable where Value: Sendable {}

/// A route as registered: its parsed pattern, owner and value.
public struct RegisteredRoute<Value> {
    /// The parsed pattern.
    public let pattern: RoutePattern
    /// The owning feature's identifier.
    public let owner: String
    /// What the route was registered with and a match returns (Nano: the route's handler).
    public let value: Value

    @usableFromInline
    init(pattern: RoutePattern, owner: String, value: Value) {
        self.pattern = pattern
        self.owner = owner
        self.value = value
    }
}

extension RegisteredRoute: Sendable where Value: Sendable {}

/// Why a route could not be registered.
public enum RouteRegistrationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The pattern does not parse; `owner` is the feature that registered it.
    case invalidPattern(RoutePatternError, owner: String)
    /// The pattern has the same shape as one already registered (same constants, same
    /// parameter types at the same positions, names ignored), so the two would always tie.
    case ambiguous(pattern: String, owner: String, existingPattern: String, existingOwner: String)

    /// A one-line message naming the pattern(s) and owner(s).
    public var description: String {
        switch self {
        case .invalidPattern(let error, let owner):
            "\(error) [owner: \(owner)]"
        case .ambiguous(let pattern, let owner, let existing, let existingOwner):
            "ambiguous route '\(pattern)' [owner: \(owner)] always ties with '\(existing)' [owner: \(existingOwner)]"
        }
    }
}

/// Every problem found while registering a batch of routes, in registration order.
public struct RouteRegistrationErrors: Error, Sendable, Hashable, CustomStringConvertible {
    /// The individual errors; never empty when thrown.
    public let errors: [RouteRegistrationError]

    /// The errors of one registration batch, in the order they were found.
    public init(_ errors: [RouteRegistrationError]) { self.errors = errors }

    /// A header line counting the errors, then one `  - ` line per error.
    public var description: String {
        let header = errors.count == 1 ? "1 route registration error:" : "\(errors.count) route registration errors:"
        return ([header] + errors.map { "  - \($0)" }).joined(separator: "\n")
    }
}
