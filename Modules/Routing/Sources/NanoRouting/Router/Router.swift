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
