import NanoCore
import NanoDI
import NanoReactive

/// Emits the result of `outcome` once `delay` has elapsed on a ``NanoClock`` (a simulated
/// request), then finishes; or fails with the outcome's error. The delay starts when the
/// subscriber first asks for a value; cancelling cancels the scheduled work, so nothing stays
/// on the clock.
///
/// Subscribe and request on the main actor (checked): the clock is a main-actor type.
struct ClockDelayedPublisher<Output, Failure: Error>: Publisher {
    let clock: any NanoClock
    let delay: Duration
    let outcome: @MainActor () -> Result<Output, Failure>

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let subscription = ClockDelayedSubscription(
            subscriber: AnySubscriber(subscriber), clock: clock,
            delay: delay, outcome: outcome)
        subscriber.receive(subscription: subscription)
    }
}

/// One subscriber's pending request. Its state is behind a lock: `request` and the scheduled
/// `fire` run on the main actor, but `cancel` may come from any thread (a cancellable released
/// off the main actor), and it must take effect at once.
private final class ClockDelayedSubscription<Output, Failure: Error>: Subscription, @unchecked Sendable {
    private struct State {
        var subscriber: AnySubscriber<Output, Failure>?
        var work: ScheduledWork?
    }

    private let state: Locked<State>
    private let clock: any NanoClock
    private let delay: Duration
    private let outcome: @MainActor () -> Result<Output, Failure>

    init(
        subscriber: AnySubscriber<Output, Failure>, clock: any NanoClock, delay: Duration,
        outcome: @escaping @MainActor () -> Result<Output, Failure>
    ) {
        self.state = Locked(State(subscriber: subscriber, work: nil))
        self.clock = clock
        self.delay = delay
        self.outcome = outcome
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > .none else { return }
        // Requests come from main-actor code (checked); the scheduled action runs there too.
        MainActor.assumeIsolated {
            let pending = state.withLock { $0.work == nil && $0.subscriber != nil }
            guard pending else { return }
            let work = clock.schedule(after: delay) { [self] in fire() }
            // Cancelled while scheduling (from another thread): the work must not stay on the clock.
            let kept = state.withLock { current -> Bool in
                guard current.subscriber != nil else { return false }
                current.work = work
                return true
            }
            if !kept { work.cancel() }
        }
    }

    func cancel() {
        let work = state.withLock { current -> ScheduledWork? in
            current.subscriber = nil
            defer { current.work = nil }
            return current.work
        }
        // The clock is the main actor's: the scheduled work is cancelled there.
        onMainActor { work?.cancel() }
    }

    /// Delivers the outcome, unless the subscriber cancelled meanwhile (also while receiving
    /// the value: a subscriber that navigates away on the value gets no completion).
    @MainActor
    private func fire() {
        let subscriber = state.withLock { current -> AnySubscriber<Output, Failure>? in
            current.work = nil
            return current.subscriber
        }
        guard let subscriber else { return }
        switch outcome() {
        case .success(let value):
            _ = subscriber.receive(value)
            guard end() else { return }
            subscriber.receive(completion: .finished)
        case .failure(let error):
            guard end() else { return }
            subscriber.receive(completion: .failure(error))
        }
    }

    /// Ends the subscription; false when it had ended already (cancelled).
    private func end() -> Bool {
        state.withLock { current in
            defer { current.subscriber = nil }
            return current.subscriber != nil
        }
    }
}
