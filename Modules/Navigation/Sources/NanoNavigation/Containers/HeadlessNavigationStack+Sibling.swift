extension HeadlessNavigationStack {
    /// A new, empty root stack beside this one, reporting to the same leak detector: a tab's
    /// stack in a ``TabContainer`` whose outside stack is this one.
    public func makeSibling() -> HeadlessNavigationStack {
        HeadlessNavigationStack(leakDetector: leakDetector)
    }
}
