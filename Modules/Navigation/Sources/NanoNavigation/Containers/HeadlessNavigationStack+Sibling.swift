extension HeadlessNavigationStack {
    /// A new, empty root stack beside this one, reporting to the same leak detector and the
    /// same navigation activity (so the app's navigation events cover every tab): a tab's stack
    /// in a ``TabContainer`` whose outside stack is this one.
    public func makeSibling() -> HeadlessNavigationStack {
        HeadlessNavigationStack(leakDetector: leakDetector, activity: activity)
    }
}
