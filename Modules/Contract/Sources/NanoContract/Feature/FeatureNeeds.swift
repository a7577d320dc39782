import NanoDI

/// What a feature needs from the app (or from other features' services), and how to build the
/// feature's typed dependencies from it: the single list of a feature's requirements.
///
/// The types are listed once; the framework checks every feature's list at composition
/// (reporting every missing dependency of every feature at once), resolves each list once, and
/// hands the built value to the feature's route handlers and guards as
/// ``RouteContext/dependencies``. There is no second list to keep in step and no `try?` in a
/// handler: a handler only ever runs with its dependencies resolved.
///
/// ```swift
/// struct Dependencies {
///     let sessions: any SessionService
///     let store: any KeyValueStore
/// }
///
/// var needs: FeatureNeeds<Dependencies> {
///     FeatureNeeds((any SessionService).self, (any KeyValueStore).self) { sessions, store in
///         Dependencies(sessions: sessions, store: store)
///     }
/// }
/// ```
@MainActor
public struct FeatureNeeds<Dependencies> {
    /// The dependency types, in the order listed.
    public let requirements: [DependencyRequirement]
    /// Builds the dependencies from a container holding every type of ``requirements``: called
    /// once, by composition, which hands the value (a `Dependencies`, as `Any`) back to the
    /// closures ``FeatureRegistrar`` keeps. Not typed `Dependencies`, so composition never has
    /// to know the type: a value generic over it would make the runtime look up the plugin's
    /// `Dependencies` witness, and the metadata built from it, for every feature at every start.
    @_spi(Composition) public let resolve: @MainActor (DependencyContainer) throws(DependencyError) -> Any

    /// Needs `types`, and builds the feature's dependencies from their resolved values (passed
    /// to `build` in the same order, with the same types: the compiler keeps the two in step).
    public init<each Need>(
        _ types: repeat (each Need).Type,
        build: @escaping @MainActor (repeat each Need) -> Dependencies
    ) {
        var requirements: [DependencyRequirement] = []
        for type in repeat each types { requirements.append(DependencyRequirement(type)) }
        self.requirements = requirements
        resolve = { container throws(DependencyError) in
            build(repeat try container.resolve((each Need).self))
        }
    }
}

extension FeatureNeeds where Dependencies == Void {
    /// A feature that needs nothing from the app.
    public static var nothing: FeatureNeeds<Void> { FeatureNeeds<Void>(build: {}) }
}
