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
///
/// Every walk here is linear in the scenes it looks at: the tree's ``SceneRegistry`` answers
/// which coordinator owns a scene, so finding the entries never searches the coordinator tree
/// per scene, and what a route just showed, or the top entry, is found from the top of the
/// stacks without reading the whole stack (restoring a stack of N links is O(N)).
@MainActor
final class RouteHostCoordinator: BaseCoordinator<Never>, Coordinating {
    /// Which coordinator of this tree owns each scene, and in what order they were placed.
    var index: SceneRegistry { registry }

    func start() {}

    /// The last scene on screen: the top scene of the topmost stack that has one.
    var topSceneOnScreen: (any SceneHosting)? {
        navigationStack.stackChain.reversed().lazy.compactMap(\.topScene).first
    }

    /// The entry `scene` starts, when a coordinator of this tree owns it with a link.
    func entry(for scene: any SceneHosting) -> RouteEntry? {
        guard let owner = index.owner(of: scene)?.node, let link = owner.link(for: scene) else { return nil }
        return RouteEntry(link: link, scene: scene, owner: owner)
    }

    /// The scenes on screen that carry a link, bottom first.
    var entries: [RouteEntry] { entries(first: .max) }

    /// The first `count` entries (fewer when fewer are showing), bottom first; reads the stacks
    /// only up to the last of them.
    func entries(first count: Int) -> [RouteEntry] {
        var found: [RouteEntry] = []
        guard count > 0 else { return found }
        for stack in navigationStack.stackChain {
            for scene in stack.scenes {
                guard let entry = entry(for: scene) else { continue }
                found.append(entry)
                if found.count == count { return found }
            }
        }
        return found
    }

    /// The top entry, found from the top of the topmost stack down.
    var lastEntry: RouteEntry? {
        for stack in navigationStack.stackChain.reversed() {
            for scene in stack.scenes.reversed() {
                if let entry = entry(for: scene) { return entry }
            }
        }
        return nil
    }

    /// Starts a flow for the route `link` and records the link on the first screen it shows.
    func startEntry<Flow: Coordinating>(
        link: String,
        transition: CoordinatorTransition,
        makeCoordinator: (any NavigationStack) -> Flow
    ) throws(RouteError) -> RouteStart {
        let mark = index.lastOrder
        let flow = start(coordinator: makeCoordinator, transition: transition) { _ in }
        guard recordLink(link, onFirstScenePlacedAfter: mark) else {
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
        let mark = index.lastOrder
        body(flow)
        guard recordLink(link, onFirstScenePlacedAfter: mark) else { throw .showedNothing }
        return RouteStart(link: link)
    }

    /// The `Flow` that owns the top entry's screen, or the nearest such ancestor of its owner.
    func runningFlow<Flow: CoordinatorNode>(_ type: Flow.Type) -> Flow? {
        var node: CoordinatorNode? = lastEntry?.owner
        while let current = node, current !== self {
            if let flow = current as? Flow { return flow }
            node = current.parentCoordinator
        }
        return nil
    }

    /// Takes every screen above `scene` off the screen (popping its stack back to it and
    /// dismissing anything presented over it); with `nil`, everything presented over the root
    /// stack. Flows whose screens all leave are released by the framework. The stacks are
    /// searched from the top, so the cost is that of the screens that leave.
    func removeScenes(above scene: (any SceneHosting)?) {
        guard let scene else {
            navigationStack.dismissPresented()
            return
        }
        guard
            let stack = navigationStack.stackChain.reversed().first(where: {
                $0.scenes.reversed().contains { $0 === scene }
            })
        else {
            return
        }
        stack.dismissPresented()
        stack.pop(to: scene)
    }

    /// Records `link` on the first scene on screen (bottom first) that a coordinator of this
    /// tree placed after `mark` (a ``SceneRegistry/lastOrder``), unless the flow that showed
    /// it recorded a link of its own (it knows best what the screen is: `settings/appearance`
    /// for a screen opened by `settings/appearance/dark`). Returns whether a new scene is
    /// showing. Each stack is read from the top down to its first older scene: what a route
    /// shows goes on top of what was there.
    private func recordLink(_ link: String, onFirstScenePlacedAfter mark: Int) -> Bool {
        for stack in navigationStack.stackChain {
            var lowest: (scene: any SceneHosting, owner: CoordinatorNode)?
            for scene in stack.scenes.reversed() {
                guard let owner = index.owner(of: scene) else { continue }
                guard owner.order > mark else { break }
                lowest = (scene, owner.node)
            }
            if let (scene, owner) = lowest {
                if owner.link(for: scene) == nil { owner.setLink(link, for: scene) }
                return true
            }
        }
        return false
    }
}
