import NanoReactive
import NanoUI

/// The headless navigation stack: scenes in an array, modal stacks in a chain, lifecycle
/// events in the order UIKit would send them, and every change published.
@MainActor
public final class HeadlessNavigationStack: NavigationStack {
    /// The scenes, root first.
    public private(set) var scenes: [any SceneHosting] = []
    /// The stack presented on this one.
    public private(set) var presentedStack: (any NavigationStack)?
    /// The stack this one is presented on.
    public private(set) weak var presentingStack: (any NavigationStack)?
    /// The alert showing over the top scene.
    public private(set) var presentedAlert: PresentedAlert?

    /// The chain's navigation activity: this stack's own when it is a root stack, the
    /// presenting stack's when it was presented.
    public let activity: NavigationActivity

    private let changeSubject = PassthroughSubject<NavigationChange, Never>()
    let leakDetector: LeakDetector?

    /// Creates an empty stack. Removed scenes (and their view models) are reported to
    /// `leakDetector` if they are still alive a moment after they left; its changes, and
    /// those of the stacks it presents, are reported to `activity` (a new one by default).
    public init(leakDetector: LeakDetector? = .shared, activity: NavigationActivity = NavigationActivity()) {
        self.leakDetector = leakDetector
        self.activity = activity
    }

    /// Every change to this stack.
    public var changes: AnyPublisher<NavigationChange, Never> { changeSubject.eraseToAnyPublisher() }

    /// Pushes `scene`: it loads (transform + bind, once), then will/did appear.
    public func push(_ scene: any SceneHosting) {
        activity.change(.push) {
            abandonAlert()
            scene.didMoveToStack()
            scene.loadViewIfNeeded()
            scene.viewWillAppear()
            scenes.append(scene)
            scene.viewDidAppear()
            return publish(NavigationChange(kind: .push, added: [scene]))
        }
    }

    /// Pops the top scene unless it is the root.
    @discardableResult
    public func pop() -> (any SceneHosting)? {
        guard scenes.count > 1, let top = scenes.last else { return nil }
        activity.change(.pop) {
            abandonAlert()
            scenes.removeLast()
            return finishRemoval(of: [top], kind: .pop)
        }
        return top
    }

    /// Pops every scene above the root.
    public func popToRoot() {
        guard scenes.count > 1 else { return }
        activity.change(.popToRoot) {
            abandonAlert()
            let removed = Array(scenes.dropFirst().reversed())
            scenes.removeSubrange(1...)
            return finishRemoval(of: removed, kind: .popToRoot)
        }
    }

    /// Pops every scene above `scene` (searched from the top, so popping a few screens off a
    /// deep stack costs what leaves, not the stack's depth).
    public func pop(to scene: any SceneHosting) {
        guard let index = scenes.lastIndex(where: { $0 === scene }), index < scenes.count - 1 else { return }
        activity.change(.pop) {
            abandonAlert()
            let removed = Array(scenes[(index + 1)...].reversed())
            scenes.removeSubrange((index + 1)...)
            return finishRemoval(of: removed, kind: .pop)
        }
    }

    /// Dismisses any presented stack, then replaces every scene with `scene`.
    public func replaceAll(with scene: any SceneHosting) {
        activity.change(.replaceAll) {
            abandonAlert()
            let dismissed = dismissChain()
            let removed = Array(scenes.reversed())
            scenes = []
            release(removed)
            scene.didMoveToStack()
            scene.loadViewIfNeeded()
            scene.viewWillAppear()
            scenes = [scene]
            scene.viewDidAppear()
            return publish(NavigationChange(kind: .replaceAll, removed: dismissed + removed, added: [scene]))
        }
    }

    /// Dismisses any presented stack, then takes every scene off.
    public func removeAll() {
        activity.change(.removeAll) {
            abandonAlert()
            let dismissed = dismissChain()
            let removed = Array(scenes.reversed())
            scenes = []
            release(removed)
            return publish(NavigationChange(kind: .removeAll, removed: dismissed + removed))
        }
    }

    /// Presents a new empty stack on the topmost presented stack.
    public func presentNewStack() -> any NavigationStack {
        if let presentedStack { return presentedStack.presentNewStack() }
        let modal = HeadlessNavigationStack(leakDetector: leakDetector, activity: activity)
        activity.change(.present) {
            abandonAlert()
            modal.presentingStack = self
            presentedStack = modal
            return publish(NavigationChange(kind: .present))
        }
        return modal
    }

    /// Dismisses the presented stack and everything it presents; the top scene here appears.
    public func dismissPresented() {
        guard presentedStack != nil else { return }
        activity.change(.dismissPresented) {
            abandonAlert()
            let removed = dismissChain()
            if let top = scenes.last {
                top.viewWillAppear()
                top.viewDidAppear()
            }
            return publish(NavigationChange(kind: .dismissPresented, removed: removed))
        }
    }

    /// Shows `alert` over the top scene, replacing (unchosen) any alert already there.
    public func presentAlert(_ alert: PresentedAlert) {
        activity.change(.presentAlert) {
            abandonAlert()
            presentedAlert = alert
            return publish(NavigationChange(kind: .presentAlert))
        }
    }

    /// Takes the alert away.
    public func dismissAlert() {
        guard presentedAlert != nil else { return }
        activity.change(.dismissAlert) {
            presentedAlert = nil
            return publish(NavigationChange(kind: .dismissAlert))
        }
    }

    /// The alert leaves unchosen, because the stack changes under it.
    private func abandonAlert() {
        presentedAlert?.abandon()
        presentedAlert = nil
    }

    /// Dismisses the presented chain from the top down; returns every scene that left.
    private func dismissChain() -> [any SceneHosting] {
        guard let modal = presentedStack as? HeadlessNavigationStack else { return [] }
        let nested = modal.dismissChain()
        modal.abandonAlert()
        let own = Array(modal.scenes.reversed())
        modal.scenes = []
        modal.presentingStack = nil
        presentedStack = nil
        modal.release(own)
        modal.changeSubject.send(NavigationChange(kind: .dismissed, removed: nested + own))
        return nested + own
    }

    private func finishRemoval(of removed: [any SceneHosting], kind: NavigationChange.Kind) -> NavigationChange {
        release(removed)
        if let top = scenes.last {
            top.viewWillAppear()
            top.viewDidAppear()
        }
        return publish(NavigationChange(kind: kind, removed: removed))
    }

    /// Sends `change` to this stack's subscribers and returns it, for the activity.
    private func publish(_ change: NavigationChange) -> NavigationChange {
        changeSubject.send(change)
        return change
    }

    private func release(_ removed: [any SceneHosting]) {
        for scene in removed {
            scene.didLeaveStack()
            leakDetector?.expectRelease(of: scene, named: scene.sceneName)
            leakDetector?.expectRelease(of: scene.viewModelObject, named: "\(scene.sceneName).viewModel")
        }
    }
}
