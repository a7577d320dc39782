/// A ``NanoClock`` whose time only moves when a test calls ``advance(by:)``.
///
/// Scheduled actions run in due-time order (ties in scheduling order). Work scheduled by an
/// action while the clock advances also runs if it falls due within the same window.
@MainActor
public final class TestClock: NanoClock {
    private struct Entry {
        let id: Int
        let due: Duration
        let action: @MainActor () -> Void
        let handle: ScheduledWork
    }

    private var entries: [Entry] = []
    private var nextID = 0

    /// The clock's current time; starts at `.zero` unless given.
    public private(set) var now: Duration

    /// Creates a test clock reading `start`.
    public init(start: Duration = .zero) {
        self.now = start
    }

    /// The number of actions that have neither run nor been cancelled.
    public var pendingCount: Int { entries.count }

    /// Queues `action` to run when the clock has advanced by `delay` (clamped to zero).
    @discardableResult
    public func schedule(
        after delay: Duration,
        _ action: @escaping @MainActor () -> Void
    ) -> ScheduledWork {
        let id = nextID
        nextID += 1
        let handle = ScheduledWork { [weak self] in
            self?.entries.removeAll { $0.id == id }
        }
        let due = now + max(delay, .zero)
        entries.append(Entry(id: id, due: due, action: action, handle: handle))
        return handle
    }

    /// Moves time forward by `duration`, running every action that falls due, in time order.
    ///
    /// While an action runs, ``now`` reads that action's due time.
    public func advance(by duration: Duration) {
        let target = now + max(duration, .zero)
        while let index = nextDueIndex(notAfter: target) {
            let entry = entries.remove(at: index)
            now = entry.due
            entry.handle.markCompleted()
            entry.action()
        }
        now = target
    }

    /// Runs every action already due at the current time (a zero-length advance).
    public func runDue() {
        advance(by: .zero)
    }

    private func nextDueIndex(notAfter target: Duration) -> Int? {
        var best: Int?
        for (index, entry) in entries.enumerated() where entry.due <= target {
            if let current = best {
                let other = entries[current]
                if (entry.due, entry.id) < (other.due, other.id) { best = index }
            } else {
                best = index
            }
        }
        return best
    }
}
