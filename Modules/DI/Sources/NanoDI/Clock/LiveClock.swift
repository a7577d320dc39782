import Dispatch

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The production ``NanoClock``: actions run on the main actor after the delay.
///
/// Each action is posted with `DispatchQueue.main.asyncAfter`, so it runs on its own whenever
/// the main actor is free (an app with a UI event loop needs nothing else).
///
/// A command-line host waits for the app's delayed work after each command: it awaits
/// ``runUntilIdle(timeout:)``, which runs every action as it falls due (including actions
/// scheduled by those actions) until nothing is pending. Between them it sleeps on the
/// standard library's `ContinuousClock`, a suspension that leaves the main actor free, so
/// other main-actor work (an effect delivering its answer, a `DispatchQueue.main` block) runs
/// meanwhile. The host's main actor must be served by the main queue's own loop: the command
/// line runs its commands in a main-actor task and parks the main thread in `dispatchMain()`.
@MainActor
public final class LiveClock: NanoClock {
    private struct Entry {
        let due: ContinuousClock.Instant
        let action: @MainActor () -> Void
        let handle: ScheduledWork
    }

    private let clock = ContinuousClock()
    private let origin: ContinuousClock.Instant
    private var pending: [Int: Entry] = [:]
    private var nextID = 0

    /// Creates a live clock.
    public init() {
        origin = clock.now
    }

    /// Monotonic time since this clock was created.
    public var now: Duration { clock.now - origin }

    /// The number of actions that have neither run nor been cancelled.
    public var pendingCount: Int { pending.count }

    /// Asked between waits while ``runUntilIdle(timeout:)`` waits for pending actions: when it
    /// answers `true`, every pending action is cancelled (see ``cancelAll()``) and the wait ends
    /// as idle. A command-line host answers "the person pressed Ctrl-C", so an interrupted
    /// request is given up instead of holding the terminal.
    public var interruption: (@MainActor () -> Bool)?

    /// Work other than the clock's own that ``runUntilIdle(timeout:)`` waits for as if an
    /// action were pending, while it answers `true`: the app runtime answers "an effect (async
    /// work a view model started: a request) is still running", so a command-line host draws
    /// the screen once the answer arrived. Asked between waits, on the main actor.
    public var isBusy: (@MainActor () -> Bool)?

    /// Called on the main actor after each scheduled action ran (and after the actions it ran
    /// in turn), so a host with its own event loop can redraw what the action changed: the web
    /// host pushes the new screen to the page when a request's latency is over.
    public var didRunAction: (@MainActor () -> Void)?

    /// Runs `action` on the main actor after `delay` (clamped to zero).
    @discardableResult
    public func schedule(
        after delay: Duration,
        _ action: @escaping @MainActor () -> Void
    ) -> ScheduledWork {
        let id = nextID
        nextID += 1
        let handle = ScheduledWork { [weak self] in
            self?.pending[id] = nil
        }
        let delay = max(delay, .zero)
        pending[id] = Entry(due: clock.now + delay, action: action, handle: handle)
        DispatchQueue.main.asyncAfter(deadline: .now() + delay.timeInterval) { [weak self] in
            MainActor.assumeIsolated {
                self?.fire(id)
            }
        }
        return handle
    }

    /// Runs scheduled actions as they fall due until none is pending or `timeout` elapses.
    ///
    /// Actions scheduled by running actions are waited for too, and so is other work while
    /// ``isBusy`` answers `true` (checked every millisecond). Between actions it sleeps in
    /// slices of at most 5 ms on `ContinuousClock`, so the main actor runs other work meanwhile.
    /// When ``interruption`` answers `true` (it is asked before each wait), the pending actions
    /// are cancelled and the clock is idle.
    /// - Returns: `true` when idle, `false` when the timeout elapsed with work still pending
    ///   (or the waiting task was cancelled: the pending actions stay scheduled).
    @discardableResult
    public func runUntilIdle(timeout: Duration = .seconds(5)) async -> Bool {
        let deadline = clock.now + timeout
        while true {
            runDueActions()
            // Busy work (an effect) ends on its own time, and the sleep below does not end early
            // when it does: 1 ms slices keep what that costs a command small.
            let busyUntil = isBusy?() == true ? clock.now + .milliseconds(1) : nil
            guard let nextDue = pending.values.map(\.due).min() ?? busyUntil else { return true }
            if let interruption, interruption() {
                cancelAll()
                return true
            }
            let current = clock.now
            guard current < deadline else { return false }
            do {
                try await clock.sleep(until: min(nextDue, deadline, current + .milliseconds(5)), tolerance: nil)
            } catch {
                return false
            }
        }
    }

    /// Cancels every pending action: none of them runs, and their ``ScheduledWork`` handles
    /// report ``ScheduledWork/isCancelled``.
    public func cancelAll() {
        for entry in pending.values { entry.handle.cancel() }
        pending.removeAll()
    }

    private func fire(_ id: Int) {
        guard let entry = pending.removeValue(forKey: id) else { return }
        entry.handle.markCompleted()
        entry.action()
        didRunAction?()
    }

    /// Runs every due action, earliest first; actions may schedule or cancel others.
    private func runDueActions() {
        while true {
            let current = clock.now
            let due = pending.filter { $0.value.due <= current }
            guard let next = due.min(by: { ($0.value.due, $0.key) < ($1.value.due, $1.key) })
            else { return }
            fire(next.key)
        }
    }
}
