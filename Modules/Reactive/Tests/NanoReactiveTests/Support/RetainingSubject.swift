import NanoReactive

/// An upstream whose subscription holds its subscriber strongly for good, even after
/// completion or cancellation, while the publisher holds the subscription only weakly.
///
/// The subscription is then kept alive only by the operator that subscribed: an operator that
/// keeps its upstream subscription after it is cancelled or finished forms a cycle with it
/// (operator → subscription → operator), and everything the chain captured leaks with it.
final class RetainingSubject<Output, Failure: Error>: Publisher {
    private weak var subscription: RetainingSubscription<Output, Failure>?

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let subscription = RetainingSubscription(downstream: AnySubscriber(subscriber))
        self.subscription = subscription
        subscriber.receive(subscription: subscription)
    }

    func send(_ value: Output) {
        _ = subscription?.downstream.receive(value)
    }

    func send(completion: Subscribers.Completion<Failure>) {
        subscription?.downstream.receive(completion: completion)
    }
}

private final class RetainingSubscription<Output, Failure: Error>: Subscription {
    let downstream: AnySubscriber<Output, Failure>

    init(downstream: AnySubscriber<Output, Failure>) { self.downstream = downstream }

    func request(_ demand: Subscribers.Demand) {}
    func cancel() {}
}
