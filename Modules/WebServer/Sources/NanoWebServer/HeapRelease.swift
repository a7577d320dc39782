import NanoSystem

/// Gives the heap that closed sessions freed back to the system.
///
/// glibc's `malloc` keeps freed memory for the process to reuse: after 1,000 sessions expire,
/// every scene is gone but resident memory stays where they took it (docs/performance.md, "Web
/// host"). `malloc_trim(0)` returns the free pages of every arena (NanoSystem's
/// `nano_release_free_heap`, which does nothing on a C library without it). The server calls it after an
/// expiry sweep that closed sessions, and once more ``followUp`` after it. Two kinds
/// of blocks outlive the sessions for a while, scattered over the heap, and keep the pages
/// around them: FlyingFox answers each request under a 15-second timeout whose cancelled sleep
/// (its task and dispatch timer) lives until the deadline; and each of libdispatch's worker
/// threads caches up to 1,024 freed continuations (64 bytes each, allocated while the sessions
/// ran) until it retires, 5 s after its last work. After 1,000 sessions the workers' caches
/// alone kept about 6 MB of pages (docs/performance.md, "Web host"). The server's expiry loop
/// sets no timer while no session is alive (``NextSweep``), so the workers do retire.
struct HeapRelease {
    /// How long after a sweep that closed sessions the server trims once more: FlyingFox's
    /// request timeouts (15 s) have ended, and libdispatch has retired the worker threads they
    /// woke (5 s idle), freeing their continuation caches. One trim then, not one at 16 s and
    /// another at 21 s: measured with 1,000 sessions expired, the two left 1.4–2.2 MB more
    /// resident than the one (36.8 and 37.3 MB against 35.0–35.4 MB).
    static let followUp: Duration = .seconds(21)

    private var due: ContinuousClock.Instant?

    /// Whether to trim now, after a sweep that closed `closed` sessions at `now`: yes when it
    /// closed any (and a follow-up is then due ``followUp`` later), or when the follow-up is due.
    mutating func shouldTrim(closed: Int, now: ContinuousClock.Instant) -> Bool {
        if closed > 0 {
            due = now + Self.followUp
            return true
        }
        guard let due, now >= due else { return false }
        self.due = nil
        return true
    }

    /// How long from `now` until the follow-up trim is due (zero when overdue); nil when none is.
    func untilFollowUp(now: ContinuousClock.Instant) -> Duration? {
        due.map { max($0 - now, .zero) }
    }

    /// Trims after a sweep when ``shouldTrim(closed:now:)`` says so; returns whether it did.
    @discardableResult
    mutating func afterSweep(closed: Int, now: ContinuousClock.Instant = .now) -> Bool {
        guard shouldTrim(closed: closed, now: now) else { return false }
        _ = nano_release_free_heap()
        return true
    }
}
