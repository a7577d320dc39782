@_spi(NanoInternal) import NanoReactive

/// Carries a view model's navigation steps to its coordinator, synchronously on the main actor.
///
/// A step sent before anyone subscribes (typically during `transform`, before the scene host
/// has subscribed to the output) is buffered and delivered, in order, to the first subscriber.
/// After that first subscription, steps go to whoever is subscribed at the time and are not
/// buffered, so a navigator whose scene is gone does not accumulate steps.
@MainActor
public final class Navigator<Step> {
    private var buffered: [Step] = []
    private var hasHadSubscriber = false
    private var subscriptions: [NavigatorSubscriptionBox<Step>] = []

    /// A navigator with no step buffered and no subscriber yet; make it inside `transform` and
    /// hand it to the ``Output`` as its navigation.
    public init() {}

    /// Sends a step. Delivered before this call returns to every current subscriber that has
    /// demand, or buffered for the first subscriber if nobody has subscribed yet.
    public func next(_ step: Step) {
        guard hasHadSubscriber else {
            buffered.append(step)
            return
        }
        pruneCancelled()
        for box in subscriptions {
            box.subscription?.enqueue(step)
        }
    }

    /// The steps as a publisher. It never completes.
    public var navigation: AnyPublisher<Step, Never> {
        NavigatorPublisher(navigator: self).eraseToAnyPublisher()
    }

    /// The number of live subscriptions (for tests and leak diagnostics).
    public var subscriberCount: Int {
        pruneCancelled()
        return subscriptions.count
    }

    func attach(_ subscription: NavigatorSubscription<Step>) {
        pruneCancelled()
        subscriptions.append(NavigatorSubscriptionBox(subscription))
        if !hasHadSubscriber {
            hasHadSubscriber = true
            let pending = buffered
            buffered = []
            for step in pending { subscription.enqueue(step) }
        }
    }

    /// Cancellation may happen on any thread, so subscriptions never call back into the
    /// navigator; it forgets cancelled ones the next time it looks.
    private func pruneCancelled() {
        subscriptions.removeAll { $0.subscription?.isCancelled ?? true }
    }
}

@MainActor
private final class NavigatorSubscriptionBox<Step> {
    weak var subscription: NavigatorSubscription<Step>?
    init(_ subscription: NavigatorSubscription<Step>) { self.subscription = subscription }
}

private struct NavigatorPublisher<Step>: Publisher {
    typealias Output = Step
    typealias Failure = Never

    let navigator: Navigator<Step>

    func receive<S: Subscriber>(subscriber: S) where S.Input == Step, S.Failure == Never {
        // Steps are main-actor events: subscribing happens on the main actor (checked here),
        // so handing the subscriber to main-actor code crosses no thread.
        nonisolated(unsafe) let subscriber = subscriber
        MainActor.assumeIsolated {
            let subscription = NavigatorSubscription<Step> { subscriber.receive($0) }
            subscriber.receive(subscription: subscription)
            navigator.attach(subscription)
        }
    }
}

/// One subscriber's queue: steps wait here only while the subscriber has no demand. Its state
/// is guarded by a lock because `cancel()` may come from any thread (a cancellable released
/// off the main actor); steps themselves are only sent on the main actor.
final class NavigatorSubscription<Step>: Subscription, @unchecked Sendable {
    private let lock = Lock()
    /// The subscriber's `receive(_:)`; `nil` once cancelled, which releases the subscriber.
    /// A closure, not `AnySubscriber`: wrapping a subscriber in `AnySubscriber` casts it to
    /// `AnySubscriber` and to two protocols, and the first such cast of each subscriber type
    /// in a process scans every protocol conformance record (seven scans opening Home).
    private var subscriber: ((Step) -> Subscribers.Demand)?
    private var demand: Subscribers.Demand = .none
    private var queue: [Step] = []
    private var isDraining = false

    init(receive: @escaping (Step) -> Subscribers.Demand) {
        subscriber = receive
    }

    var isCancelled: Bool {
        lock.withLock { subscriber == nil }
    }

    func enqueue(_ step: Step) {
        let queued = lock.withLock { () -> Bool in
            guard subscriber != nil else { return false }
            queue.append(step)
            return true
        }
        if queued { drain() }
    }

    func request(_ demand: Subscribers.Demand) {
        lock.withLock { self.demand += demand }
        drain()
    }

    func cancel() {
        lock.withLock {
            subscriber = nil
            queue = []
        }
    }

    /// Delivers queued steps while there is demand, without holding the lock while the
    /// subscriber runs. Re-entrant sends (a subscriber reacting to a step by causing another)
    /// are appended and delivered in order by the outer loop.
    private func drain() {
        guard lock.claim(&isDraining) else { return }
        while let (subscriber, step) = nextDelivery() {
            let more = subscriber(step)
            lock.withLock { demand += more }
        }
    }

    /// The next queued step and the subscriber to hand it to, taking one unit of demand; `nil`
    /// (and the drain over) when there is no demand, no step or no subscriber left.
    private func nextDelivery() -> ((Step) -> Subscribers.Demand, Step)? {
        lock.withLock {
            guard demand > .none, !queue.isEmpty, let subscriber else {
                isDraining = false
                return nil
            }
            demand -= 1
            return (subscriber, queue.removeFirst())
        }
    }
}
