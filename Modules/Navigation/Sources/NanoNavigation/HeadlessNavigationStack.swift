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

    private let changeSubject = PassthroughSubject<NavigationChange, Never>()
    private let leakDetector: LeakDetector?

    /// Creates an empty stack. Removed scenes (and their view models) are reported to
    /// `leakDetector` if they are still alive a moment after they left.
    public init(leakDetector: LeakDetector? = .shared) {
        self.leakDetector = leakDetector
    }

    /// Every change to this stack.
    public var changes: AnyPublisher<NavigationChange, Never> { changeSubject.eraseToAnyPublisher() }

    /// Pushes `scene`: it loads (transform + bind, once), then will/did appear.
    public func push(_ scene: any SceneHosting) {
        scene.didMoveToStack()
        scene.loadViewIfNeeded()
        scene.viewWillAppear()
        scenes.append(scene)
        scene.viewDidAppear()
        changeSubject.send(NavigationChange(kind: .push, added: [scene]))
    }

    /// Pops the top scene unless it is the root.
    @discardableResult
    public func pop() -> (any SceneHosting)? {
        guard scenes.count > 1, let top = scenes.popLast() else { return nil }
        finishRemoval(of: [top], kind: .pop)
        return top
    }

    /// Pops every scene above the root.
    public func popToRoot() {
        guard scenes.count > 1 else { return }
        let removed = Array(scenes.dropFirst().reversed())
        scenes.removeSubrange(1...)
        finishRemoval(of: removed, kind: .popToRoot)
    }

    /// Pops every scene above `scene` (searched from the top, so popping a few screens off a
    /// deep stack costs what leaves, not the stack's depth).
    public func pop(to scene: any SceneHosting) {
        guard let index = scenes.lastIndex(where: { $0 === scene }), index < scenes.count - 1 else { return }
        let removed = Array(scenes[(index + 1)...].reversed())
        scenes.removeSubrange((index + 1)...)
        finishRemoval(of: removed, kind: .pop)
    }

    /// Dismisses any presented stack, then replaces every scene with `scene`.
    public func replaceAll(with scene: any SceneHosting) {
        let dismissed = dismissChain()
        let removed = Array(scenes.reversed())
        scenes = []
        release(removed)
        scene.didMoveToStack()
        scene.loadViewIfNeeded()
        scene.viewWillAppear()
        scenes = [scene]
        scene.viewDidAppear()
        changeSubject.send(NavigationChange(kind: .replaceAll, removed: dismissed + removed, added: [scene]))
    }

    /// Dismisses any presented stack, then takes every scene off.
    public func removeAll() {
        let dismissed = dismissChain()
        let removed = Array(scenes.reversed())
        scenes = []
        release(removed)
        changeSubject.send(NavigationChange(kind: .removeAll, removed: dismissed + removed))
    }

    /// Presents a new empty stack on the topmost presented stack.
    public func presentNewStack() -> any NavigationStack {
        if let presentedStack { return presentedStack.presentNewStack() }
        let modal = HeadlessNavigationStack(leakDetector: leakDetector)
        modal.presentingStack = self
        presentedStack = modal
        changeSubject.send(NavigationChange(kind: .present))
        return modal
    }

    /// Dismisses the presented stack and everything it presents; the top scene here appears.
    public func dismissPresented() {
        guard presentedStack != nil else { return }
        let removed = dismissChain()
        if let top = scenes.last {
            top.viewWillAppear()
            top.viewDidAppear()
        }
        changeSubject.send(NavigationChange(kind: .dismissPresented, removed: removed))
    }

    /// Dismisses the presented chain from the top down; returns every scene that left.
    private func dismissChain() -> [any SceneHosting] {
        guard let modal = presentedStack as? HeadlessNavigationStack else { return [] }
        let nested = modal.dismissChain()
        let own = Array(modal.scenes.reversed())
        modal.scenes = []
        modal.presentingStack = nil
        presentedStack = nil
        modal.release(own)
        modal.changeSubject.send(NavigationChange(kind: .dismissed, removed: nested + own))
        return nested + own
    }

    private func finishRemoval(of removed: [any SceneHosting], kind: NavigationChange.Kind) {
        release(removed)
        if let top = scenes.last {
            top.viewWillAppear()
            top.viewDidAppear()
        }
        changeSubject.send(NavigationChange(kind: kind, removed: removed))
    }

    private func release(_ removed: [any SceneHosting]) {
        for scene in removed {
            scene.didLeaveStack()
            leakDetector?.expectRelease(of: scene, named: scene.sceneName)
            leakDetector?.expectRelease(of: scene.viewModelObject, named: "\(scene.sceneName).viewModel")
        }
    }
}
