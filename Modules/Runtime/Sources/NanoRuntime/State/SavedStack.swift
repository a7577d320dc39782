/// The navigation state saved at the end of a run and restored by `resume`: the links of the
/// routes showing, bottom first (reopening them in order rebuilds the stack), and the link
/// waiting for a guard flow.
public struct SavedStack: Codable, Sendable, Equatable {
    /// The most links a saved stack may hold for `resume` to rebuild it: 256 (docs/cli.md,
    /// "Limits"). A saved stack with more — a damaged or hostile state file — is dropped
    /// whole with a warning, like a stale link, and `resume` opens the home link instead, so a
    /// bad file can never make every later run slow. ``AppRuntime/restore(_:)`` itself has no
    /// limit (the restore benchmark measures it far beyond this).
    public static let maxLinks = 256

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
