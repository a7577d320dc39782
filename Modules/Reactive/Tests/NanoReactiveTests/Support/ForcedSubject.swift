import NanoReactive

/// An upstream that sends whatever it is told to, ignoring demand, and records the demand it
/// was asked for: it lets tests check that an operator itself honours downstream demand.
final class ForcedSubject<Output, Failure: Error>: Publisher {
    private var subscriber: AnySubscriber<Output, Failure>?
    private(set) var requested: [Subscribers.Demand] = []
    private(set) var isCancelled = false

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        self.subscriber = AnySubscriber(subscriber)
        subscriber.receive(subscription: ForcedSubscription(owner: self))
    }

    @discardableResult
    func send(_ value: Output) -> Subscribers.Demand {
        subscriber?.receive(value) ?? .none
    }

    func send(completion: Subscribers.Completion<Failure>) {
        subscriber?.receive(completion: completion)
    }

    fileprivate func record(_ demand: Subscribers.Demand) { requested.append(demand) }
    fileprivate func recordCancel() { isCancelled = true }
}

private final class ForcedSubscription<Output, Failure: Error>: Subscription {
    weak var owner: ForcedSubject<Output, Failure>?

    init(owner: ForcedSubject<Output, Failure>) { self.owner = owner }

    func request(_ demand: Subscribers.Demand) { owner?.record(demand) }
    func cancel() { owner?.recordCancel() }
}
