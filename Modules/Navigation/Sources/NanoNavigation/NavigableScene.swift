import NanoReactive
@_spi(Coordinating) import NanoUI

/// A scene a coordinator can create from a view model and listen to: every
/// `NanoViewController` subclass is one.
@MainActor
public protocol NavigableScene: SceneHosting {
    /// The view model the scene is created with.
    associatedtype ViewModel
    /// The navigation steps the scene's view model emits.
    associatedtype Step

    /// Creates the scene with its view model.
    init(viewModel: ViewModel)
    /// The view model's navigation steps.
    var navigation: AnyPublisher<Step, Never> { get }
    /// Sets the scene's test seams, `navigationHandler` and `modalNavigationHandler`
    /// (`@_spi(Testing)` on ``NanoViewController``); coordinators call it when they show the scene.
    @_spi(Coordinating)
    func setNavigationHandlers(
        _ handler: ((Step) -> Void)?, modal modalHandler: ((Step, @escaping DismissScene) -> Void)?)
}

extension NanoViewController: NavigableScene {}
