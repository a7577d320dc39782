/// A clock that runs main-actor work after a delay.
///
/// Named `NanoClock` because the standard library already declares `Clock`.
/// Production code uses ``LiveClock``; tests use ``TestClock`` and move time by hand, so
/// nothing in a test ever sleeps.
@MainActor
public protocol NanoClock: AnyObject {
    /// Monotonic time elapsed since the clock was created.
    var now: Duration { get }

    /// The number of scheduled actions that have neither run nor been cancelled.
    var pendingCount: Int { get }

    /// Runs `action` on the main actor once `delay` has elapsed.
    ///
    /// A zero or negative delay means "as soon as possible", never "right now, re-entrantly".
    /// - Returns: a token whose ``ScheduledWork/cancel()`` prevents the action from running.
    @discardableResult
    func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> ScheduledWork
}
