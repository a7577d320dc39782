/// A route to register: a pattern, the feature that owns it and its value.
public struct RouteDefinition<Value> {
    /// The pattern text, e.g. `settings/appearance/:mode(enum: system|light|dark)`.
    public let pattern: String
    /// The owning feature's identifier, used in error messages.
    public let owner: String
    /// What the router returns for this route.
    public let value: Value

    /// Creates a definition.
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
    /// The route's value.
    public let value: Value

    @usableFromInline
    init(pattern: RoutePattern, owner: String, value: Value) {
        self.pattern = pattern
        self.owner = owner
        self.value = value
    }
}

extension RegisteredRoute: Sendable where Value: Sendable {}
