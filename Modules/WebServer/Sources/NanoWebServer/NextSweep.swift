/// When the server's expiry loop sweeps next.
///
/// While sessions are alive it sweeps every tenth of the idle timeout. With none alive there is
/// nothing to expire until one is made, so the loop waits for that, with no timer but the
/// heap's follow-up trim when one is due: a server left alone wakes no thread, which lets
/// libdispatch's idle worker threads retire and free the continuations they cache (up to 1,024
/// each, scattered over the heap) before that trim (``HeapRelease``).
enum NextSweep: Equatable {
    /// After this long (sessions are alive).
    case after(Duration)
    /// When a session is made, or after `orAfter` (when the follow-up trim is due), if sooner.
    case whenASessionIsMade(orAfter: Duration?)

    /// The next sweep of a loop that sweeps every `period` while `sessionsAlive`; with no
    /// session alive, when one is made or the heap's follow-up trim is due (`followUpIn` from
    /// now, if one is).
    static func next(sessionsAlive: Bool, period: Duration, followUpIn: Duration?) -> NextSweep {
        sessionsAlive ? .after(period) : .whenASessionIsMade(orAfter: followUpIn)
    }
}
