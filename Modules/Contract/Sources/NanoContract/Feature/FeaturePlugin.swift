/// A feature package's contract with the app, in one typed place: its id, what it needs
/// (``needs``), and what it provides (``register(in:)``: routes, guards, and services other
/// features may use). It is the only type a feature package needs to make public, with the
/// interface types it declares.
///
/// ```swift
/// public struct SettingsPlugin: FeaturePlugin {
///     public init() {}
///     public let id = "settings"
///
///     public var needs: FeatureNeeds<Dependencies> {
///         FeatureNeeds((any SessionService).self, (any KeyValueStore).self) { Dependencies(sessions: $0, store: $1) }
///     }
///
///     public func register(in feature: inout FeatureRegistrar<Dependencies>) {
///         feature.route("settings", parent: "home", guard: .signedIn) { context in
///             try context.start { SettingsCoordinator(navigationStack: $0, dependencies: context.dependencies) }
///         }
///         feature.route("settings/notifications", parent: "settings", guard: .signedIn) { context in
///             try context.continueFlow(SettingsCoordinator.self) { $0.show(.notifications) }
///         }
///     }
/// }
/// ```
///
/// The app composes a list of plugins into a `NanoApp` (NanoComposition), which validates them
/// all at once (ids, patterns, parents, guards, needs and services) and throws one
/// `CompositionError` listing every problem.
@MainActor
public protocol FeaturePlugin {
    /// What the feature's handlers and guards receive, built once at composition from
    /// ``needs`` (a struct of the resolved services, usually).
    associatedtype Dependencies

    /// The feature's unique id (`settings`): `--disable-feature`, `nvc routes` and error
    /// messages use it.
    var id: String { get }

    /// The dependency types the feature needs, and how its ``Dependencies`` are built from them.
    var needs: FeatureNeeds<Dependencies> { get }

    /// Declares the feature's routes, guards and services.
    func register(in feature: inout FeatureRegistrar<Dependencies>)
}

extension FeaturePlugin where Dependencies == Void {
    /// A feature whose ``Dependencies`` is `Void` needs nothing.
    public var needs: FeatureNeeds<Void> { .nothing }
}

/// How a route's screens are shown when a link starts its flow.
public enum RoutePresentation: String, Sendable, Equatable, Codable {
    /// Pushed on the stack, above its parent's screens.
    case push
    /// Presented modally, on a new stack over its parent's.
    case modal
    /// Replaces every screen (a flow root such as sign-up).
    case root
}
