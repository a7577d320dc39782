import NanoReactive
import NanoUI

/// The non-generic part of every coordinator: its place in the coordinator tree and the scenes
/// it put on navigation stacks.
///
/// The framework keeps the tree in step with the stacks: when every scene of a child's flow
/// has left its stack — popped, swiped back, dismissed or replaced — the child (with its
/// children and their subscriptions) is removed from its parent and freed. A child that
/// finishes is removed the same way (see ``BaseCoordinator/finish(_:)``).
@MainActor
open class CoordinatorNode {
    /// The stack this coordinator shows its scenes on.
    public let navigationStack: any NavigationStack
    /// The running child coordinators, oldest first.
    public private(set) var childCoordinators: [CoordinatorNode] = []
    /// The coordinator that started this one, if it is a child.
    public private(set) weak var parentCoordinator: CoordinatorNode?
    /// How this coordinator's flow was started (`.push` for a root coordinator).
    public internal(set) var transition: CoordinatorTransition = .push

    let leakDetector: LeakDetector?
    /// The index of the tree this coordinator belongs to: every coordinator starts with its
    /// own, and joins its parent's when adopted (with its descendants), so the root's indexes
    /// the whole tree.
    private(set) var registry = SceneRegistry()
    private var owned: [ObjectIdentifier: OwnedScene] = [:]
    /// The stacks this coordinator watches for scenes leaving, through its tree's ``registry``:
    /// one subscription per stack, which tells only the owners of the scenes that left (so a
    /// change costs what it removed, not the number of coordinators on the stack).
    private var observedStacks: [ObjectIdentifier: ObservedStack] = [:]
    private var childSubscriptions: [ObjectIdentifier: AnyCancellable] = [:]
    private var hasShownContent = false
    private(set) weak var firstScene: (any SceneHosting)?
    private(set) var hasPlacedFirstScene = false
    /// A child that stays when its flows leave the screen (a tab's root coordinator).
    var isPermanent = false

    private struct ObservedStack {
        weak var stack: (any NavigationStack)?
    }

    private struct OwnedScene {
        weak var scene: (any SceneHosting)?
        var subscription: AnyCancellable?
        var link: String?
    }

    /// Creates a coordinator showing its scenes on `navigationStack`. Released objects are
    /// reported to `leakDetector` if they outlive their release.
    public init(navigationStack: any NavigationStack, leakDetector: LeakDetector? = .shared) {
        self.navigationStack = navigationStack
        self.leakDetector = leakDetector
        observe(navigationStack)
    }

    /// The scenes this coordinator put on a stack that are still there, oldest first.
    public var ownedScenes: [any SceneHosting] {
        owned.values.compactMap(\.scene).sorted { lhs, rhs in
            (order[ObjectIdentifier(lhs)] ?? 0) < (order[ObjectIdentifier(rhs)] ?? 0)
        }
    }

    private var order: [ObjectIdentifier: Int] = [:]
    private var nextOrder = 0

    /// This coordinator and every descendant, depth first (each parent before its children,
    /// oldest child first), in one pass however deep the tree.
    public var coordinatorTree: [CoordinatorNode] {
        var tree: [CoordinatorNode] = []
        var pending: [CoordinatorNode] = [self]
        while let node = pending.popLast() {
            tree.append(node)
            pending.append(contentsOf: node.childCoordinators.reversed())
        }
        return tree
    }

    // MARK: Links

    /// Records the deep link that shows `scene` (`settings/notifications`), for a screen this
    /// coordinator showed by itself — a tap inside its flow rather than a link. The app saves
    /// these links with the stack, so `resume` rebuilds in-flow screens too, and a link opened
    /// later that names the same screen reuses it. A screen a route's handler showed carries
    /// that route's link unless the flow recorded one with this call first. Ignored for a scene
    /// this coordinator does not own.
    public func setLink(_ link: String, for scene: any SceneHosting) {
        owned[ObjectIdentifier(scene)]?.link = link
    }

    /// The link recorded for `scene`, if this coordinator owns it and one was recorded.
    func link(for scene: any SceneHosting) -> String? {
        owns(scene) ? owned[ObjectIdentifier(scene)]?.link : nil
    }

    /// Whether `scene` is one this coordinator put on a stack and that is still there.
    func owns(_ scene: any SceneHosting) -> Bool {
        owned[ObjectIdentifier(scene)]?.scene === scene
    }

    // MARK: Ownership

    /// Shows `scene` with `place` (push, replace-all, present) and routes its steps.
    ///
    /// Ownership is recorded before the scene is placed, so the stack change that placing
    /// causes never finds this coordinator empty; the steps are subscribed after, so a step the
    /// view model emitted during `transform` is handled with the scene already on its stack.
    func show<Scene: NavigableScene>(
        _ scene: Scene, on stack: any NavigationStack, place: () -> Void, route: (Scene) -> AnyCancellable
    ) {
        let id = ObjectIdentifier(scene)
        owned[id] = OwnedScene(scene: scene, subscription: nil, link: nil)
        order[id] = nextOrder
        nextOrder += 1
        registry.record(id, owner: self)
        if !hasPlacedFirstScene {
            firstScene = scene
            hasPlacedFirstScene = true
        }
        hasShownContent = true
        observe(stack)
        place()
        let subscription = route(scene)
        if owned[id] != nil {
            owned[id]?.subscription = subscription
        } else {
            subscription.cancel()
        }
    }

    func observe(_ stack: any NavigationStack) {
        let id = ObjectIdentifier(stack)
        guard observedStacks[id] == nil else { return }
        observedStacks[id] = ObservedStack(stack: stack)
        registry.observe(stack, by: self)
    }

    /// The owned scene `id` left its stack: its steps are no longer routed.
    func sceneDidLeave(_ id: ObjectIdentifier) {
        guard let removed = owned.removeValue(forKey: id) else { return }
        removed.subscription?.cancel()
        order.removeValue(forKey: id)
        registry.forget(id, owner: self)
    }

    /// The modal stack `stackID` was dismissed: it is no longer watched (unless it is this
    /// coordinator's own stack, whose scenes leave with it).
    func stackWasDismissed(_ stackID: ObjectIdentifier) {
        guard stackID != ObjectIdentifier(navigationStack) else { return }
        observedStacks.removeValue(forKey: stackID)
        registry.stopObserving(stackID, by: self)
    }

    // MARK: Children

    func adopt(_ child: CoordinatorNode, transition: CoordinatorTransition, steps: AnyCancellable) {
        child.parentCoordinator = self
        child.transition = transition
        child.join(registry)
        childCoordinators.append(child)
        childSubscriptions[ObjectIdentifier(child)] = steps
        hasShownContent = true
    }

    /// Removes `child` (and its descendants) from the tree, releasing their subscriptions.
    func remove(_ child: CoordinatorNode) {
        guard childCoordinators.contains(where: { $0 === child }) else { return }
        childCoordinators.removeAll { $0 === child }
        childSubscriptions.removeValue(forKey: ObjectIdentifier(child))?.cancel()
        child.tearDown()
        leakDetector?.expectRelease(of: child, named: String(describing: type(of: child)))
        releaseIfFlowLeftStack()
    }

    /// Makes this coordinator and its descendants part of the tree `registry` indexes,
    /// recording the scenes they already own.
    private func join(_ registry: SceneRegistry) {
        for node in coordinatorTree where node.registry !== registry {
            let previous = node.registry
            node.registry = registry
            for (id, observed) in node.observedStacks {
                previous.stopObserving(id, by: node)
                if let stack = observed.stack { registry.observe(stack, by: node) }
            }
            for id in node.owned.keys { previous.forget(id, owner: node) }
            for id in node.owned.keys.sorted(by: { (node.order[$0] ?? 0) < (node.order[$1] ?? 0) }) {
                registry.record(id, owner: node)
            }
        }
    }

    private func tearDown() {
        for id in owned.keys { registry.forget(id, owner: self) }
        parentCoordinator = nil
        for child in childCoordinators {
            child.tearDown()
            leakDetector?.expectRelease(of: child, named: String(describing: type(of: child)))
        }
        childCoordinators = []
        childSubscriptions.values.forEach { $0.cancel() }
        childSubscriptions = [:]
        owned.values.forEach { $0.subscription?.cancel() }
        owned = [:]
        for id in observedStacks.keys { registry.stopObserving(id, by: self) }
        observedStacks = [:]
        registry = SceneRegistry()
    }

    /// A child whose scenes have all left their stacks, and that runs no child of its own, is
    /// removed from its parent.
    func releaseIfFlowLeftStack() {
        guard let parentCoordinator, !isPermanent, hasShownContent, owned.isEmpty, childCoordinators.isEmpty else {
            return
        }
        parentCoordinator.remove(self)
    }

    /// Records `scene`, left on screen by a finished child, as this coordinator's own: inert (no
    /// steps routed), so it leaves like any other scene and nothing is orphaned.
    func adoptInert(_ scene: any SceneHosting) {
        let id = ObjectIdentifier(scene)
        owned[id] = OwnedScene(scene: scene, subscription: nil, link: nil)
        order[id] = nextOrder
        nextOrder += 1
        registry.record(id, owner: self)
    }
}
