/// The app's dependency container: the app registers implementations, features declare
/// what they require, and `validate(_:)` checks every feature at once at composition.
///
/// Keys are types (`ObjectIdentifier`), usually protocol existentials:
/// ```swift
/// container.register((any NanoClock).self, LiveClock())
/// let clock = try container.resolve((any NanoClock).self)
/// ```
/// Not a global: the app creates one and hands it to features. Main-actor isolated, since
/// composition and resolution happen on the main actor.
@MainActor
public final class DependencyContainer {
    private enum Registration {
        case instance(AnyObject)
        case factory(@MainActor () -> AnyObject)
    }

    /// A registered value in a box typed by the type it was registered for. Resolving checks
    /// the box's class, not the value's conformance: a cast to a protocol existential would
    /// make the Swift runtime scan every conformance record of the binary on its first use,
    /// which grows with the number of features linked in (docs/performance.md, "Scale").
    private final class Box<T> {
        let value: T
        init(_ value: T) { self.value = value }
    }

    private var registrations: [ObjectIdentifier: (requirement: DependencyRequirement, registration: Registration)] =
        [:]

    /// Creates an empty container.
    public init() {}

    /// Every registered dependency, sorted by name.
    public var registered: [DependencyRequirement] {
        registrations.values.map(\.requirement).sorted { $0.name < $1.name }
    }

    /// Registers `instance` for `type`, replacing any earlier registration for it.
    public func register<T>(_ type: T.Type, _ instance: T) {
        let requirement = DependencyRequirement(type)
        registrations[requirement.id] = (requirement, .instance(Box(instance)))
    }

    /// Registers a factory for `type`, called on every ``resolve(_:)``; replaces any earlier
    /// registration for it.
    public func register<T>(_ type: T.Type, factory: @escaping @MainActor () -> T) {
        let requirement = DependencyRequirement(type)
        registrations[requirement.id] = (requirement, .factory { Box(factory()) })
    }

    /// Whether something is registered for `requirement`.
    public func contains(_ requirement: DependencyRequirement) -> Bool {
        registrations[requirement.id] != nil
    }

    /// Whether something is registered for `type`.
    public func contains<T>(_ type: T.Type) -> Bool {
        contains(DependencyRequirement(type))
    }

    /// The value registered for `type`.
    /// - Throws: ``DependencyError`` instead of crashing when nothing is registered.
    public func resolve<T>(_ type: T.Type) throws(DependencyError) -> T {
        let requirement = DependencyRequirement(type)
        guard let entry = registrations[requirement.id] else {
            throw .notRegistered(requirement)
        }
        let boxed: AnyObject
        switch entry.registration {
        case let .instance(instance): boxed = instance
        case let .factory(make): boxed = make()
        }
        guard let box = boxed as? Box<T> else {
            throw .typeMismatch(expected: requirement, actual: String(reflecting: Swift.type(of: boxed)))
        }
        return box.value
    }

    /// Checks every feature's requirements at once.
    /// - Throws: ONE ``MissingDependenciesError`` listing every missing dependency, grouped by
    ///   feature, when anything is missing.
    public func validate(_ features: [FeatureRequirements]) throws(MissingDependenciesError) {
        var missing: [FeatureRequirements] = []
        for feature in features {
            var seen = Set<DependencyRequirement>()
            let absent = feature.requires.filter { !contains($0) && seen.insert($0).inserted }
            if !absent.isEmpty {
                missing.append(FeatureRequirements(feature: feature.feature, requires: absent))
            }
        }
        if !missing.isEmpty {
            throw MissingDependenciesError(missing: missing)
        }
    }

    /// Checks every feature's requirements at once; tuple form of `validate(_:)` with ``FeatureRequirements``.
    public func validate(
        _ features: [(feature: String, requires: [DependencyRequirement])]
    ) throws(MissingDependenciesError) {
        try validate(features.map { FeatureRequirements(feature: $0.feature, requires: $0.requires) })
    }
}
