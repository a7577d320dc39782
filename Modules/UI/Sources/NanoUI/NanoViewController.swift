import NanoCore
import NanoReactive

/// The scene host: owns a view and its view model, binds them, and drives the lifecycle.
///
/// A scene is declared in one line, plus an optional static configuration:
///
/// ```swift
/// final class SignUpScene: NanoViewController<SignUpView>, ControllerConfigProviding {
///     static let config = ControllerConfig(title: "Sign Up")
/// }
/// ```
///
/// A screen that needs nothing of its own, or only a static config, has no subclass: the
/// coordinator shows `NanoViewController<AboutView>` itself, and the view, when it adopts
/// `ControllerConfigProviding`, brings the config (`static let config` on the view). Such a
/// host is named after its view, `AboutView` giving `AboutScene`, the name a one-line subclass
/// would have had (rendering, JSON, leak reports).
///
/// Created with its view model only. When a navigation stack first shows it, it builds its
/// view, calls `transform` exactly once, binds the output with the view's `populate(with:)`,
/// and fires `viewDidLoad`; then `viewWillAppear` / `viewDidAppear` each time it becomes the
/// top. It applies its `ControllerConfig` (title, bar buttons whose taps reach the view
/// model) and the view model's write-backs (title, bar-button content, toast). When it leaves
/// its stack every binding is released.
@MainActor
open class NanoViewController<View: ViewModelled>: SceneHosting {
    /// The view model type.
    public typealias ViewModel = View.ViewModel
    /// The navigation steps the view model emits.
    public typealias Step = ViewModel.NavigationStep

    /// The view model, created by the coordinator and handed to the scene.
    public let viewModel: ViewModel
    /// The view, once loaded.
    public private(set) var rootView: View?

    /// The left bar button, from the config or a write-back.
    public private(set) var leftBarButton: BarButton?
    /// The right bar button, from the config or a write-back.
    public private(set) var rightBarButton: BarButton?
    /// The last toast the view model showed.
    public private(set) var toast: Toast?
    /// Whether the scene is on a navigation stack.
    public private(set) var isOnStack = false
    /// Whether the scene has left a stack; a scene is shown once, so it never binds again.
    public private(set) var hasLeftStack = false

    /// The coordinator's step handler for this scene, set by `push(...)` and
    /// `pushSceneInstance(...)`: a test calls it to drive the coordinator's routing one step at
    /// a time without going through the view model (seed 000's test seam; `@_spi(Testing)
    /// import NanoUI`). Only Nano sets it; it goes when the scene leaves its stack.
    @_spi(Testing) public internal(set) var navigationHandler: ((Step) -> Void)?
    /// The coordinator's step handler for this scene with its ``DismissScene``, set by
    /// `modallyPresent(...)` and `replaceAllScenes(...)`; a test may pass a spy to observe the
    /// dismissal.
    @_spi(Testing) public internal(set) var modalNavigationHandler: ((Step, @escaping DismissScene) -> Void)?

    private let events = ControllerEvents()
    private var writtenTitle: String?
    private var navigationSteps: AnyPublisher<Step, Never>?
    private var bindings: [AnyCancellable] = []

    /// Creates the scene with its view model. Nothing is built until the scene is shown.
    public required init(viewModel: ViewModel) {
        self.viewModel = viewModel
        let config = Self.staticConfig
        leftBarButton = config.leftBarButton.map { BarButton(id: BarButton.leftID, content: $0) }
        rightBarButton = config.rightBarButton.map { BarButton(id: BarButton.rightID, content: $0) }
    }

    /// The scene's type name, as `String(describing:)` prints the type.
    ///
    /// A host without a subclass is named after its view: `AboutView` gives `AboutScene`.
    public var sceneName: String {
        let host = type(of: self)
        guard host == NanoViewController<View>.self else { return String(describing: host) }
        let view = String(describing: View.self)
        return (view.hasSuffix("View") ? String(view.dropLast(4)) : view) + "Scene"
    }
    /// The static configuration: the scene type's `ControllerConfigProviding/config`, else the
    /// view type's, else `ControllerConfig()`.
    public var config: ControllerConfig { Self.staticConfig }

    private static var staticConfig: ControllerConfig {
        (self as? any ControllerConfigProviding.Type)?.config
            ?? (View.self as? any ControllerConfigProviding.Type)?.config ?? ControllerConfig()
    }
    /// The view model's written-back title, else the configured one.
    public var title: String? { writtenTitle ?? config.title }
    /// The view's controls, or none before the view is loaded.
    public var controls: [any Control] { rootView?.controls ?? [] }
    /// The view model as an object, for leak tracking.
    public var viewModelObject: AnyObject { viewModel }
    /// Whether the view has been built and bound.
    public var isLoaded: Bool { rootView != nil }

    /// The view model's navigation steps. Loads the view first if needed, so a step emitted
    /// during `transform` is buffered by the `Navigator` and delivered to the subscriber.
    /// Empty once the scene has left its stack.
    public var navigation: AnyPublisher<Step, Never> {
        guard !hasLeftStack else { return Empty().eraseToAnyPublisher() }
        loadViewIfNeeded()
        return navigationSteps ?? Empty().eraseToAnyPublisher()
    }

    /// Builds the view, transforms, binds, fires `viewDidLoad`. Runs once.
    public func loadViewIfNeeded() {
        guard rootView == nil, !hasLeftStack else { return }
        let view = View()
        rootView = view
        let input = ViewModel.Input(fromView: view.inputFromView, fromController: events.input)
        let output = viewModel.transform(input: input)
        navigationSteps = output.navigation
        bindings = output.subscriptions + view.populate(with: output.publishers) + writeBackBindings()
        events.sendViewDidLoad()
    }

    /// Tells the view model the scene is about to show (`viewWillAppear`); the navigation
    /// stack calls it on every appearance, building the scene first if needed.
    public func viewWillAppear() {
        loadViewIfNeeded()
        events.sendViewWillAppear()
    }

    /// Tells the view model the scene has shown (`viewDidAppear`), after each appearance.
    public func viewDidAppear() { events.sendViewDidAppear() }

    /// Removes the current toast.
    public func dismissToast() { toast = nil }

    /// Shows `toast` as if the view model had (the app's own messages use it).
    public func show(_ toast: Toast) { self.toast = toast }

    /// Marks the scene as on a stack.
    public func didMoveToStack() { isOnStack = true }

    /// Sets the step handlers the ``navigationHandler`` and ``modalNavigationHandler`` seams
    /// expose; called by the coordinator that shows the scene (NanoNavigation), never by apps.
    @_spi(Coordinating)
    public func setNavigationHandlers(
        _ handler: ((Step) -> Void)?, modal modalHandler: ((Step, @escaping DismissScene) -> Void)?
    ) {
        navigationHandler = handler
        modalNavigationHandler = modalHandler
    }

    /// Releases every binding, the view model's side-effect subscriptions, and the navigation
    /// stream.
    public func didLeaveStack() {
        isOnStack = false
        hasLeftStack = true
        bindings.forEach { $0.cancel() }
        bindings = []
        navigationSteps = nil
        navigationHandler = nil
        modalNavigationHandler = nil
    }

    /// The number of live bindings (view bindings, view-model subscriptions, write-backs).
    public var bindingCount: Int { bindings.count }

    private func writeBackBindings() -> [AnyCancellable] {
        [
            events.titles.sink { [weak self] in self?.writtenTitle = $0 },
            events.toasts.sink { [weak self] in self?.toast = $0 },
            events.leftBarButtonContents.sink { [weak self] in self?.setBarButton(.left, $0) },
            events.rightBarButtonContents.sink { [weak self] in self?.setBarButton(.right, $0) },
        ] + barButtonTapBindings()
    }

    private func barButtonTapBindings() -> [AnyCancellable] {
        var taps: [AnyCancellable] = []
        if let leftBarButton {
            taps.append(leftBarButton.tapPublisher.sink { [weak events] in events?.tapLeftBarButton() })
        }
        if let rightBarButton {
            taps.append(rightBarButton.tapPublisher.sink { [weak events] in events?.tapRightBarButton() })
        }
        return taps
    }

    private enum Side { case left, right }

    private func setBarButton(_ side: Side, _ content: BarButtonContent?) {
        let existing = side == .left ? leftBarButton : rightBarButton
        if let existing {
            existing.isHidden = content == nil
            if let content { existing.content = content }
            return
        }
        guard let content else { return }
        let button = BarButton(id: side == .left ? BarButton.leftID : BarButton.rightID, content: content)
        let tap = button.tapPublisher.sink { [weak events] in
            side == .left ? events?.tapLeftBarButton() : events?.tapRightBarButton()
        }
        bindings.append(tap)
        if side == .left { leftBarButton = button } else { rightBarButton = button }
    }
}

extension BarButton {
    /// The id of a scene's left bar button.
    public static let leftID = "left-bar-button"
    /// The id of a scene's right bar button.
    public static let rightID = "right-bar-button"
}
