/// The navigation state saved at the end of a run and restored by `resume`: the links of the
/// routes showing, bottom first (reopening them in order rebuilds the stack), and the link
/// waiting for a guard flow.
public struct SavedStack: Codable, Sendable, Equatable {
    /// The canonical links of the routes showing, bottom first (`NanoApp.entryLinks`).
    public var links: [String]
    /// The link waiting for a guard's flow, if any.
    public var pending: String?

    /// Creates a saved stack.
    public init(links: [String], pending: String?) {
        self.links = links
        self.pending = pending
    }
}
