/// A type-erased reference to a dependency type: what a feature requires and what the
/// container is keyed by.
///
/// Works for existential protocol types: `DependencyRequirement((any NanoClock).self)`.
public struct DependencyRequirement: Hashable, Sendable, CustomStringConvertible {
    /// The identity of the type.
    public let id: ObjectIdentifier
    /// The fully qualified type name, e.g. `NanoDI.NanoClock`.
    public let name: String
    /// The short readable name used in messages, e.g. `NanoClock`.
    public let displayName: String

    /// The requirement for `type`.
    public init<T>(_ type: T.Type) {
        self.id = ObjectIdentifier(type)
        self.name = String(reflecting: type)
        self.displayName = Self.shortName(String(describing: type))
    }

    /// Same as ``displayName``.
    public var description: String { displayName }

    /// Two requirements are equal when they refer to the same type.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }

    /// Hashes the type identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    private static func shortName(_ name: String) -> String {
        let prefix = "any "
        return name.hasPrefix(prefix) ? String(name.dropFirst(prefix.count)) : name
    }
}

/// What one feature requires from the container.
public struct FeatureRequirements: Hashable, Sendable {
    /// The feature's name, as shown in error messages.
    public let feature: String
    /// The dependencies the feature resolves.
    public let requires: [DependencyRequirement]

    /// Declares that `feature` requires `requires`.
    public init(feature: String, requires: [DependencyRequirement]) {
        self.feature = feature
        self.requires = requires
    }
}
