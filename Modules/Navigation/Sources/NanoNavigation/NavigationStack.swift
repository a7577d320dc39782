import NanoReactive
import NanoUI

/// A stack of scenes, as a navigation controller holds them, that can present another stack
/// modally on top of itself. ``HeadlessNavigationStack`` is the headless implementation; a
/// UIKit host would adapt a `UINavigationController` to the same seam.
///
/// Every removal — pop, user back, pop to root, dismissal, replace-all — tells the removed
/// scenes they left the stack (releasing their bindings) and is published on ``changes``, so
/// coordinators can release what belonged to those scenes.
@MainActor
public protocol NavigationStack: AnyObject {
    /// The scenes, root first.
    var scenes: [any SceneHosting] { get }
    /// The stack presented modally on top of this one, if any.
    var presentedStack: (any NavigationStack)? { get }
    /// The stack this one is presented on, if it is a modal stack.
    var presentingStack: (any NavigationStack)? { get }
    /// Every change to this stack, after it happened.
    var changes: AnyPublisher<NavigationChange, Never> { get }
    /// The navigation activity of this stack's chain, shared by the root stack and every stack
    /// presented over it: each change is reported to it, grouped by cause (app-wide
    /// will/did-navigate events).
    var activity: NavigationActivity { get }

    /// The alert presented over this stack's top scene, if any (``BaseCoordinator/showAlert(_:onChoice:)``).
    var presentedAlert: PresentedAlert? { get }

    /// Shows `alert` over this stack's top scene (replacing, unchosen, one already showing). Any
    /// later change to this stack takes it away unchosen.
    func presentAlert(_ alert: PresentedAlert)
    /// Takes the alert away (``chooseAlertAction(_:)`` does it before delivering the choice).
    func dismissAlert()
    /// Pushes `scene` on top.
    func push(_ scene: any SceneHosting)
    /// Pops the top scene, unless it is the root; returns the popped scene.
    @discardableResult func pop() -> (any SceneHosting)?
    /// Pops every scene above the root.
    func popToRoot()
    /// Pops every scene above `scene` (no change if `scene` is not on this stack).
    func pop(to scene: any SceneHosting)
    /// Replaces every scene (and dismisses any presented stack) with `scene`.
    func replaceAll(with scene: any SceneHosting)
    /// Presents a new, empty modal stack on top of the topmost presented stack and returns it.
    func presentNewStack() -> any NavigationStack
    /// Dismisses the stack presented on this one (and everything it presents).
    func dismissPresented()
    /// Takes every scene off this stack and dismisses any presented stack: nothing is left to
    /// show (what the app does when the screens it showed are no longer allowed — a logout —
    /// and the flow that would replace them cannot show).
    func removeAll()
}

extension NavigationStack {
    /// The top scene, if any.
    public var topScene: (any SceneHosting)? { scenes.last }

    /// The stack the user sees: the last presented stack of the chain, or this one.
    public var topmostStack: any NavigationStack {
        var stack: any NavigationStack = self
        while let presented = stack.presentedStack { stack = presented }
        return stack
    }

    /// Every stack of the chain, this one first.
    public var stackChain: [any NavigationStack] {
        var chain: [any NavigationStack] = [self]
        while let presented = chain.last?.presentedStack { chain.append(presented) }
        return chain
    }

    /// The top scene of the topmost stack, if it is a `Scene`.
    public func topScene<Scene>(as type: Scene.Type) -> Scene? {
        topmostStack.topScene as? Scene
    }

    /// Whether a person could go back from the top of this stack (more than one scene and the
    /// top scene does not hide its back button).
    public var canGoBack: Bool {
        scenes.count > 1 && !(topScene?.config.hidesBackButton ?? false)
    }
}

/// One change to a navigation stack.
public struct NavigationChange {
    /// The kind of navigation that changed the stack.
    public enum Kind: String, Sendable, Equatable {
        /// A scene was pushed.
        case push
        /// The top scene was popped.
        case pop
        /// Every scene above the root was popped.
        case popToRoot
        /// Every scene was replaced.
        case replaceAll
        /// A stack was presented on this one.
        case present
        /// The stack presented on this one was dismissed.
        case dismissPresented
        /// This (modal) stack was dismissed.
        case dismissed
        /// Every scene was taken off, and nothing replaced them.
        case removeAll
        /// An alert was shown over the top scene.
        case presentAlert
        /// The alert was taken away (an action was chosen).
        case dismissAlert
    }

    /// The kind of navigation (push, pop, present, ...).
    public let kind: Kind
    /// The scenes that left this stack (including those of dismissed presented stacks).
    public let removed: [any SceneHosting]
    /// The scenes that joined this stack.
    public let added: [any SceneHosting]

    /// A change of `kind` that removed and added the given scenes (none by default).
    public init(kind: Kind, removed: [any SceneHosting] = [], added: [any SceneHosting] = []) {
        self.kind = kind
        self.removed = removed
        self.added = added
    }
}

extension NavigationStack {
    /// The screen a person sees: the top scene of the topmost stack.
    public var visibleScene: (any SceneHosting)? { topmostStack.topScene }

    /// Goes back on the topmost stack, as a back button or swipe would.
    /// - Throws: `UserActionError/refused(_:)` when there is no screen to go back to or the
    ///   screen hides its back button.
    ///   While an alert shows, back chooses its cancel-role action instead (refused when it has none).
    public func goBack() throws(UserActionError) {
        if try cancelAlert() { return }
        let stack = topmostStack
        guard stack.scenes.count > 1 else { throw .refused("there is no screen to go back to") }
        guard stack.canGoBack else { throw .refused("this screen hides its back button") }
        stack.pop()
    }

    /// Dismisses the topmost modal stack, as a swipe down would.
    /// - Throws: `UserActionError/refused(_:)` when nothing is presented.
    ///   While an alert shows, a dismissal chooses its cancel-role action instead (refused when it has none).
    public func dismissTopmost() throws(UserActionError) {
        if try cancelAlert() { return }
        guard let presenting = topmostStack.presentingStack else { throw .refused("nothing is presented") }
        presenting.dismissPresented()
    }
}
