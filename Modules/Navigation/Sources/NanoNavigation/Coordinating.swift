import NanoCore

/// A coordinator: a ``BaseCoordinator`` subclass that knows how to start its flow, and a
/// `Stepper` whose steps (`navigator`) its parent routes.
///
/// ```swift
/// final class SettingsCoordinator: BaseCoordinator<SettingsCoordinator.Step>, Coordinating {
///     enum Step { case done }
///     func start() {
///         push(scene: SettingsScene.self, viewModel: SettingsViewModel()) { [unowned self] step in
///             switch step {
///             case .openNotifications: showNotifications()
///             case .close: finish(.done)
///             }
///         }
///     }
/// }
/// ```
///
/// Forgetting `start()` is a compile error, not a trap at run time.
@MainActor
public protocol Coordinating: CoordinatorNode, Stepper {
    /// Shows the flow's first scene (or starts its first child).
    func start()
}

/// How a child coordinator's flow is shown.
public enum CoordinatorTransition: String, Sendable, Equatable {
    /// On the parent's stack, above the parent's scenes.
    case push
    /// On a new modal stack presented over the parent's.
    case present
    /// On the parent's stack, replacing every scene there (and dismissing any modal).
    case replace
}
