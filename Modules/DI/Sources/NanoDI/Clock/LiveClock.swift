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
/// A headless command-line host has no such loop and blocks the main actor while it works, so
/// it calls ``runUntilIdle(timeout:)`` after each command: that runs every action as it falls
/// due (including actions scheduled by those actions), spinning the main run loop between
/// them, until nothing is pending. Running due actions itself — rather than waiting for the
/// main queue to deliver them — is what makes it work when called from inside a main-queue
/// job, where the main queue cannot be drained re-entrantly (e.g. under `swift test`).
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
    /// ``isBusy`` answers `true` (checked every few milliseconds). Between actions the main run
    /// loop is spun in small slices (when called on the main thread), so other main-thread
    /// sources keep being serviced.
    /// When ``interruption`` answers `true` (it is asked before each wait), the pending actions
    /// are cancelled and the clock is idle.
    /// - Returns: `true` when idle, `false` when the timeout elapsed with work still pending.
    @discardableResult
    public func runUntilIdle(timeout: Duration = .seconds(5)) -> Bool {
        let deadline = clock.now + timeout
        while true {
            runDueActions()
            let busyUntil = isBusy?() == true ? clock.now + .milliseconds(5) : nil
            guard let nextDue = pending.values.map(\.due).min() ?? busyUntil else { return true }
            if let interruption, interruption() {
                cancelAll()
                return true
            }
            let current = clock.now
            guard current < deadline else { return false }
            let sliceEnd = min(nextDue, deadline, current + .milliseconds(5))
            wait(until: sliceEnd)
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

    private func wait(until instant: ContinuousClock.Instant) {
        let remaining = instant - clock.now
        guard remaining > .zero else { return }
        #if canImport(FoundationEssentials) && canImport(Glibc)
            // What RunLoop.main.run(until:) does on Linux, without corelibs Foundation.
            MainQueueDrain.wait(until: instant)
        #else
            let date = Date(timeIntervalSinceNow: remaining.timeInterval)
            if Thread.isMainThread {
                RunLoop.main.run(until: date)
            }
            // The run loop returns early when it has no sources; never busy-spin.
            if date.timeIntervalSinceNow > 0 {
                Thread.sleep(until: date)
            }
        #endif
    }
}
