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

/// One subscriber's pending request.
private final class ClockDelayedSubscription<Output, Failure: Error>: Subscription {
    private var subscriber: AnySubscriber<Output, Failure>?
    private let clock: any NanoClock
    private let delay: Duration
    private let outcome: @MainActor () -> Result<Output, Failure>
    private var work: ScheduledWork?

    init(
        subscriber: AnySubscriber<Output, Failure>, clock: any NanoClock, delay: Duration,
        outcome: @escaping @MainActor () -> Result<Output, Failure>
    ) {
        self.subscriber = subscriber
        self.clock = clock
        self.delay = delay
        self.outcome = outcome
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > .none, work == nil, subscriber != nil else { return }
        // Requests come from main-actor code (checked); the scheduled action runs there too.
        nonisolated(unsafe) let subscription = self
        MainActor.assumeIsolated {
            subscription.work = subscription.clock.schedule(after: subscription.delay) {
                subscription.fire()
            }
        }
    }

    func cancel() {
        subscriber = nil
        let work = self.work
        self.work = nil
        // Cancellation can come from any thread (a cancellable released off the main actor).
        onMainActor { work?.cancel() }
    }

    /// Delivers the outcome, unless the subscriber cancelled meanwhile (also while receiving
    /// the value: a subscriber that navigates away on the value gets no completion).
    @MainActor
    private func fire() {
        work = nil
        guard let subscriber else { return }
        switch outcome() {
        case .success(let value):
            _ = subscriber.receive(value)
            guard self.subscriber != nil else { return }
            self.subscriber = nil
            subscriber.receive(completion: .finished)
        case .failure(let error):
            self.subscriber = nil
            subscriber.receive(completion: .failure(error))
        }
    }
}
