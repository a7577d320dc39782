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
