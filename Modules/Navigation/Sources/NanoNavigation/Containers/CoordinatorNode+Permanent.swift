import NanoReactive

extension CoordinatorNode {
    /// Adopts `child` as a child that is never released when its flows leave the screen (a
    /// tab's root coordinator under the container's root): it joins this tree's scene index,
    /// so the whole app is one coordinator tree.
    func adoptPermanent(_ child: CoordinatorNode) {
        child.isPermanent = true
        adopt(child, transition: .push, steps: AnyCancellable {})
    }
}
