import NanoUI

/// A screen a link (or a coordinator, through ``CoordinatorNode/setLink(_:for:)``) put on
/// screen, with the link that shows it.
@MainActor
public struct LinkedScreen {
    /// The link as recorded (canonical when a route's handler showed the scene).
    public let link: String
    /// The first scene of the entry; the scenes above it up to the next entry belong to it.
    public let scene: any SceneHosting
    /// The coordinator that owns the scene.
    public let owner: CoordinatorNode
}

/// An app's root coordinator when links drive it: every flow a link starts runs as one of its
/// children, and each screen a link showed carries that link. The entries — the scenes on
/// screen that carry a link, bottom first — are read off the stacks each time, so they always
/// describe what is on screen, whatever the user popped or dismissed.
///
/// Every walk here is linear in the scenes it looks at: the tree's scene registry answers
/// which coordinator owns a scene, so finding the entries never searches the coordinator tree
/// per scene, and what a route just showed, or the top entry, is found from the top of the
/// stacks without reading the whole stack (restoring a stack of N links is O(N)).
@MainActor
public final class RouteHostCoordinator: BaseCoordinator<Never>, Coordinating {
    /// Which coordinator of this tree owns each scene, and in what order they were placed.
    var index: SceneRegistry { registry }

    /// Starts nothing: flows are started by links, through ``startFlow(link:transition:makeCoordinator:)``.
    public func start() {}

    /// The last scene on screen: the top scene of the topmost stack that has one.
    public var topSceneOnScreen: (any SceneHosting)? {
        navigationStack.stackChain.reversed().lazy.compactMap(\.topScene).first
    }

    /// The entry `scene` starts, when a coordinator of this tree owns it with a link.
    public func entry(for scene: any SceneHosting) -> LinkedScreen? {
        guard let owner = index.owner(of: scene)?.node, let link = owner.link(for: scene) else { return nil }
        return LinkedScreen(link: link, scene: scene, owner: owner)
    }

    /// The scenes on screen that carry a link, bottom first.
    public var entries: [LinkedScreen] { entries(first: .max) }

    /// The first `count` entries (fewer when fewer are showing), bottom first; reads the stacks
    /// only up to the last of them.
    public func entries(first count: Int) -> [LinkedScreen] {
        var found: [LinkedScreen] = []
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
    public var lastEntry: LinkedScreen? {
        for stack in navigationStack.stackChain.reversed() {
            for scene in stack.scenes.reversed() {
                if let entry = entry(for: scene) { return entry }
            }
        }
        return nil
    }

    /// Starts a flow for the route `link` and records the link on the first screen it shows.
    /// - Returns: whether it showed a screen; when it did not, the flow is removed again.
    public func startFlow<Flow: Coordinating>(
        link: String,
        transition: CoordinatorTransition,
        makeCoordinator: (any NavigationStack) -> Flow
    ) -> Bool {
        let mark = index.lastOrder
        let flow = start(coordinator: makeCoordinator, transition: transition) { _ in }
        guard recordLink(link, onFirstScenePlacedAfter: mark) else {
            remove(flow)
            return false
        }
        return true
    }

    /// Runs `body` (a running flow showing its next screen) and records `link` on the first
    /// screen it shows.
    /// - Returns: whether `body` showed a new screen.
    public func showing(link: String, by body: () -> Void) -> Bool {
        let mark = index.lastOrder
        body()
        return recordLink(link, onFirstScenePlacedAfter: mark)
    }

    /// The `Flow` that owns the top entry's screen, or the nearest such ancestor of its owner.
    public func runningFlow<Flow: CoordinatorNode>(_ type: Flow.Type) -> Flow? {
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
    public func removeScenes(above scene: (any SceneHosting)?) {
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
    /// tree placed after `mark` (the registry's `lastOrder`), unless the flow that showed
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
