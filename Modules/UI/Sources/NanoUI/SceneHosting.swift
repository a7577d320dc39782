import NanoCore

/// What a navigation stack needs from a screen: its lifecycle, what it shows, and a way to
/// release everything when it leaves the stack. ``NanoViewController`` is the implementation
/// every scene uses; a UIKit host would adapt a `UIViewController` to the same seam.
@MainActor
public protocol SceneHosting: AnyObject {
    /// The scene's type name (`SignUpScene`), for rendering, JSON and diagnostics.
    var sceneName: String { get }
    /// The current title: the static config's, or the last one the view model wrote back.
    var title: String? { get }
    /// The static configuration the scene was declared with.
    var config: ControllerConfig { get }
    /// The left bar button, if any.
    var leftBarButton: BarButton? { get }
    /// The right bar button, if any.
    var rightBarButton: BarButton? { get }
    /// The view's controls, in display order (bar buttons excluded).
    var controls: [any Control] { get }
    /// The last toast the view model showed, if any.
    var toast: Toast? { get }
    /// The view model, type-erased, for leak tracking.
    var viewModelObject: AnyObject { get }
    /// Whether the view has been built, transformed and bound.
    var isLoaded: Bool { get }
    /// Whether the scene is currently on a navigation stack.
    var isOnStack: Bool { get }

    /// Builds the view, calls `transform` exactly once, binds, and fires `viewDidLoad`.
    /// Does nothing on later calls.
    func loadViewIfNeeded()
    /// Called by the navigation stack before each appearance; the host tells its view model.
    func viewWillAppear()
    /// Called by the navigation stack after each appearance.
    func viewDidAppear()
    /// Removes the toast, as its timeout or the person's next action would.
    func dismissToast()
    /// Shows a toast the app raises itself rather than the view model (a button that leads to
    /// a disabled feature); the person's next action dismisses it like any other.
    func show(_ toast: Toast)
    /// Called by a navigation stack when the scene is placed on it.
    func didMoveToStack()
    /// Called by a navigation stack when the scene leaves it (popped, dismissed, replaced):
    /// releases every binding and the view model's subscriptions.
    func didLeaveStack()
}

extension SceneHosting {
    /// Every control of the scene a person or script can address: the bar buttons (ids
    /// `left-bar-button`, `right-bar-button`) followed by the view's controls.
    public var allControls: [any Control] {
        [leftBarButton, rightBarButton].compactMap { $0 } + controls
    }

    /// The control with `id`, if the scene has one.
    public func control(withID id: String) -> (any Control)? {
        allControls.first { $0.id == id }
    }
}
