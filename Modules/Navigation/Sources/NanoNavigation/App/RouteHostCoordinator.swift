import NanoUI

/// A screen a link (or a coordinator, through ``CoordinatorNode/setLink(_:for:)``) put on
/// screen, with the link that shows it.
struct RouteEntry {
    /// The link as recorded (canonical when a route's handler showed the scene).
    let link: String
    /// The first scene of the entry; the scenes above it up to the next entry belong to it.
    let scene: any SceneHosting
    /// The coordinator that owns the scene.
    let owner: CoordinatorNode
}

/// The app's root coordinator: every flow a link starts runs as one of its children. The
/// entries — the scenes on screen that carry a link, bottom first — are read off the stacks
/// each time, so they always describe what is on screen, whatever the user popped or dismissed.
@MainActor
final class RouteHostCoordinator: BaseCoordinator<Never>, Coordinating {
    func start() {}

    /// Every scene on screen, the root stack's first, then each presented stack's.
    var scenesOnScreen: [any SceneHosting] { navigationStack.stackChain.flatMap(\.scenes) }

    /// The scenes on screen that carry a link, bottom first.
    var entries: [RouteEntry] {
        let tree = coordinatorTree
        return scenesOnScreen.compactMap { scene in
            guard let owner = tree.first(where: { $0.owns(scene) }), let link = owner.link(for: scene) else {
                return nil
            }
            return RouteEntry(link: link, scene: scene, owner: owner)
        }
    }

    /// Starts a flow for the route `link` and records the link on the first screen it shows.
    func startEntry<Flow: Coordinating>(
        link: String,
        transition: CoordinatorTransition,
        makeCoordinator: (any NavigationStack) -> Flow
    ) throws(RouteError) -> RouteStart {
        let before = Set(scenesOnScreen.map { ObjectIdentifier($0) })
        let flow = start(coordinator: makeCoordinator, transition: transition) { _ in }
        guard recordLink(link, onFirstSceneSince: before) else {
            remove(flow)
            throw .showedNothing
        }
        return RouteStart(link: link)
    }

    /// Asks the running `Flow` below the route to show the route's screen, and records the link
    /// on the first screen it shows.
    func continueEntry<Flow: CoordinatorNode>(
        link: String,
        _ type: Flow.Type,
        _ body: (Flow) -> Void
    ) throws(RouteError) -> RouteStart {
        guard let flow = runningFlow(type) else { throw .noFlowToContinue(expected: String(describing: type)) }
        let before = Set(scenesOnScreen.map { ObjectIdentifier($0) })
        body(flow)
        guard recordLink(link, onFirstSceneSince: before) else { throw .showedNothing }
        return RouteStart(link: link)
    }

    /// The `Flow` that owns the top entry's screen, or the nearest such ancestor of its owner.
    func runningFlow<Flow: CoordinatorNode>(_ type: Flow.Type) -> Flow? {
        var node: CoordinatorNode? = entries.last?.owner
        while let current = node, current !== self {
            if let flow = current as? Flow { return flow }
            node = current.parentCoordinator
        }
        return nil
    }

    /// Takes every screen above `scene` off the screen (popping its stack back to it and
    /// dismissing anything presented over it); with `nil`, everything presented over the root
    /// stack. Flows whose screens all leave are released by the framework.
    func removeScenes(above scene: (any SceneHosting)?) {
        guard let scene else {
            navigationStack.dismissPresented()
            return
        }
        guard let stack = navigationStack.stackChain.first(where: { $0.scenes.contains { $0 === scene } }) else {
            return
        }
        stack.dismissPresented()
        stack.pop(to: scene)
    }

    /// Records `link` on the first scene that is on screen now and was not in `before`, unless
    /// the flow that showed it recorded a link of its own (it knows best what the screen is:
    /// `settings/appearance` for a screen opened by `settings/appearance/dark`). Returns whether
    /// a new scene is showing.
    private func recordLink(_ link: String, onFirstSceneSince before: Set<ObjectIdentifier>) -> Bool {
        guard let scene = scenesOnScreen.first(where: { !before.contains(ObjectIdentifier($0)) }),
            let owner = coordinatorTree.first(where: { $0.owns(scene) })
        else { return false }
        if owner.link(for: scene) == nil { owner.setLink(link, for: scene) }
        return true
    }
}
