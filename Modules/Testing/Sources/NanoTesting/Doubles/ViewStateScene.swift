import NanoCore
import NanoUI

/// A scene that shows a view bound to a state a test chooses, with no view model: what a
/// permutation test renders for every valid view state (seed 004's "create the ViewController-View
/// pair and call bind with a known ViewModel").
///
/// ```swift
/// let scene = ViewStateScene<RewardsView>(name: "RewardsScene", config: RewardsScene.config)
/// scene.bind(.blocked)
/// TextRenderer(.init(width: 40)).render(scene, showsBackButton: true)
/// ```
@MainActor
public final class ViewStateScene<View: SceneView & ViewStateBinding>: SceneHosting {
    /// The view, built at once.
    public let view = View()
    /// The name the renderer shows (usually the real scene's, so references read the same).
    public let sceneName: String
    /// The title, bar buttons and back-button visibility the real scene declares.
    public let config: ControllerConfig
    /// The config's left bar button.
    public let leftBarButton: BarButton?
    /// The config's right bar button.
    public let rightBarButton: BarButton?
    /// Always `nil`: nothing shows toasts here.
    public let toast: Toast? = nil
    /// Always `true`: the view exists from the start.
    public let isLoaded = true
    /// Whether a navigation stack holds the scene.
    public private(set) var isOnStack = false

    /// A scene named `name` with the real scene's `config`.
    public init(name: String, config: ControllerConfig = ControllerConfig()) {
        sceneName = name
        self.config = config
        leftBarButton = config.leftBarButton.map { BarButton(id: BarButton.leftID, content: $0) }
        rightBarButton = config.rightBarButton.map { BarButton(id: BarButton.rightID, content: $0) }
    }

    /// Shows `state` through the view's `bind(_:)`, replacing what it showed.
    public func bind(_ state: View.ViewState) { view.bind(state) }

    /// The title the real scene's config declares, drawn in the title bar.
    public var title: String? { config.title }
    /// The view's controls, in display order.
    public var controls: [any Control] { view.controls }
    /// The view (there is no view model).
    public var viewModelObject: AnyObject { view }

    /// Nothing to do: the view is built.
    public func loadViewIfNeeded() {}
    /// Nothing to do: there is no view model to tell.
    public func viewWillAppear() {}
    /// Nothing to do: there is no view model to tell.
    public func viewDidAppear() {}
    /// Nothing to do: there is no toast.
    public func dismissToast() {}
    /// Ignored: a state scene shows states, not toasts.
    public func show(_ toast: Toast) {}
    /// Marks the scene as held by a stack (``isOnStack``).
    public func didMoveToStack() { isOnStack = true }
    /// Marks the scene as no longer held by a stack.
    public func didLeaveStack() { isOnStack = false }
}
