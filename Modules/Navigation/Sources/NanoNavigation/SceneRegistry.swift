import NanoReactive
import NanoUI

/// Which coordinator of one tree owns each scene on screen, and in what order the scenes were
/// placed: an index the coordinators keep up to date as they show and lose scenes, so the app
/// finds a scene's owner and the screens a route just showed in constant time instead of
/// walking the whole coordinator tree for every scene on screen.
///
/// It also watches the tree's stacks, one subscription per stack, and tells only the owners of
/// the scenes a change removed (and, for a dismissed stack, the coordinators watching it): a
/// push onto a stack that a thousand flows show on costs one call, not a thousand.
@MainActor
final class SceneRegistry {
    private struct Record {
        weak var owner: CoordinatorNode?
        let order: Int
    }

    private var records: [ObjectIdentifier: Record] = [:]

    private struct Observer {
        weak var node: CoordinatorNode?
    }

    private struct Observation {
        let subscription: AnyCancellable
        var observers: [ObjectIdentifier: Observer]
    }

    private var observations: [ObjectIdentifier: Observation] = [:]

    /// The placement number of the scene recorded last (0 before any); a scene recorded later
    /// has a larger one.
    private(set) var lastOrder = 0

    /// Records that `owner` put the scene `id` on a stack, now.
    func record(_ id: ObjectIdentifier, owner: CoordinatorNode) {
        lastOrder += 1
        records[id] = Record(owner: owner, order: lastOrder)
    }

    /// Forgets the scene `id` when `owner` (or a coordinator already freed) was its owner.
    func forget(_ id: ObjectIdentifier, owner: CoordinatorNode) {
        guard let record = records[id], record.owner == nil || record.owner === owner else { return }
        records.removeValue(forKey: id)
    }

    /// The coordinator that owns `scene` and its placement number, if a coordinator of the
    /// tree still owns it.
    func owner(of scene: any SceneHosting) -> (node: CoordinatorNode, order: Int)? {
        guard let record = records[ObjectIdentifier(scene)], let owner = record.owner, owner.owns(scene) else {
            return nil
        }
        return (owner, record.order)
    }

    // MARK: Watching stacks

    /// Watches `stack` for `node` (one subscription per stack, whoever asks).
    func observe(_ stack: any NavigationStack, by node: CoordinatorNode) {
        let id = ObjectIdentifier(stack)
        if observations[id] == nil {
            let subscription = stack.changes.sink { [weak self] change in self?.stackDidChange(change, on: id) }
            observations[id] = Observation(subscription: subscription, observers: [:])
        }
        observations[id]?.observers[ObjectIdentifier(node)] = Observer(node: node)
    }

    /// Stops watching the stack `id` for `node`; the subscription ends with its last watcher.
    func stopObserving(_ id: ObjectIdentifier, by node: CoordinatorNode) {
        observations[id]?.observers.removeValue(forKey: ObjectIdentifier(node))
        if observations[id]?.observers.isEmpty == true {
            observations.removeValue(forKey: id)?.subscription.cancel()
        }
    }

    /// Tells the owners of the removed scenes, and on a dismissal every watcher of the stack,
    /// then lets each of them release itself if its flow has left the screen.
    private func stackDidChange(_ change: NavigationChange, on stackID: ObjectIdentifier) {
        var affected: [CoordinatorNode] = []
        var seen: Set<ObjectIdentifier> = []
        for scene in change.removed {
            let id = ObjectIdentifier(scene)
            guard let owner = records[id]?.owner else { continue }
            owner.sceneDidLeave(id)
            if seen.insert(ObjectIdentifier(owner)).inserted { affected.append(owner) }
        }
        if change.kind == .dismissed, let observation = observations[stackID] {
            for node in observation.observers.values.compactMap(\.node) {
                node.stackWasDismissed(stackID)
                if seen.insert(ObjectIdentifier(node)).inserted { affected.append(node) }
            }
        }
        for node in affected { node.releaseIfFlowLeftStack() }
    }
}
