import NanoUI

// Finishing: what happens to a child flow's screens when it finishes.
extension CoordinatorNode {
    /// Called by ``BaseCoordinator/finish(_:)`` after the finishing step was delivered (the
    /// handler may already have navigated away, which removes the child by itself).
    ///
    /// Takes the finished flow's remaining scenes off the screen: the outermost modal stack
    /// that holds them is dismissed if the flow owns its root, otherwise the stack is popped
    /// back below the flow's lowest scene. Scenes that cannot be removed — the flow replaced
    /// the root of the app's stack and the handler did not replace them — are adopted by this
    /// coordinator, inert, so nothing is orphaned; they leave like any other scene.
    func childDidFinish(_ child: CoordinatorNode) {
        guard childCoordinators.contains(where: { $0 === child }) else { return }
        let outermost = removeFromScreen(flows: [child])
        let leftovers = child.coordinatorTree.flatMap(\.ownedScenes).filter(\.isOnStack)
        for scene in leftovers {
            adoptInert(scene)
        }
        let leftoverIDs = Set(leftovers.map { ObjectIdentifier($0) })
        for stack in outermost.stackChain
        where stack.scenes.contains(where: { leftoverIDs.contains(ObjectIdentifier($0)) }) {
            observe(stack)
        }
        remove(child)
    }

    /// Takes the scenes of `flows` (and their descendants) off the screen: dismisses the
    /// outermost modal stack whose root they own, or pops the first stack holding them back
    /// below their lowest scene. Returns the outermost stack of the chain.
    @discardableResult
    func removeFromScreen(flows: [CoordinatorNode]) -> any NavigationStack {
        let flowScenes = Set(flows.flatMap(\.coordinatorTree).flatMap(\.ownedScenes).map { ObjectIdentifier($0) })
        var outermost: any NavigationStack = flows.first?.navigationStack ?? navigationStack
        while let presenting = outermost.presentingStack { outermost = presenting }
        for stack in outermost.stackChain {
            guard let lowest = stack.scenes.firstIndex(where: { flowScenes.contains(ObjectIdentifier($0)) }) else {
                continue
            }
            if lowest == 0, let presenting = stack.presentingStack {
                presenting.dismissPresented()
            } else {
                stack.dismissPresented()
                if lowest > 0 { stack.pop(to: stack.scenes[lowest - 1]) }
            }
            break
        }
        return outermost
    }
}
