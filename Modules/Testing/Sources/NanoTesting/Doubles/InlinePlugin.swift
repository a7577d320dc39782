import NanoContract

/// A feature declared in place, for a test that needs routes of its own (a coordinator under
/// test behind a route, say) without writing a plugin type.
///
/// ```swift
/// let feature = InlinePlugin(id: "buttons") { feature in
///     feature.route("buttons") { context throws(RouteError) in
///         try context.start { ButtonCoordinator(navigationStack: $0) }
///     }
/// }
/// ```
public struct InlinePlugin: FeaturePlugin {
    /// The feature's id, as `--disable-feature` and error messages name it.
    public let id: String
    /// What the feature needs (nothing, unless given).
    public let needs: FeatureNeeds<Void>
    private let declare: @MainActor (inout FeatureRegistrar<Void>) -> Void

    /// A feature `id` needing `needs`, whose routes, guards and services `declare` registers.
    public init(
        id: String,
        needs: FeatureNeeds<Void> = .nothing,
        declare: @escaping @MainActor (inout FeatureRegistrar<Void>) -> Void
    ) {
        self.id = id
        self.needs = needs
        self.declare = declare
    }

    /// Runs the declaration closure.
    public func register(in feature: inout FeatureRegistrar<Void>) { declare(&feature) }
}
