import NanoReactive

/// A subscriber that records what it receives and requests exactly the demand it is told to,
/// so tests can pin backpressure.
final class Recorder<Input, Failure: Error>: Subscriber {
    private(set) var values: [Input] = []
    private(set) var completion: Subscribers.Completion<Failure>?
    private var subscription: Subscription?
    private let initialDemand: Subscribers.Demand
    private let onValue: (Input) -> Subscribers.Demand

    /// - Parameters:
    ///   - demand: Requested as soon as the subscription arrives (`.none`: nothing).
    ///   - onValue: Runs after a value is recorded; returns the additional demand.
    init(demand: Subscribers.Demand = .unlimited, onValue: @escaping (Input) -> Subscribers.Demand = { _ in .none }) {
        self.initialDemand = demand
        self.onValue = onValue
    }

    var isFinished: Bool {
        if case .finished = completion { return true }
        return false
    }

    var failure: Failure? {
        if case .failure(let error) = completion { return error }
        return nil
    }

    func receive(subscription: Subscription) {
        self.subscription = subscription
        if initialDemand > .none {
            subscription.request(initialDemand)
        }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        values.append(input)
        return onValue(input)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        self.completion = completion
    }

    func request(_ demand: Subscribers.Demand) {
        subscription?.request(demand)
    }

    func cancel() {
        subscription?.cancel()
        subscription = nil
    }
}

extension Publisher {
    /// Subscribes a new ``Recorder`` requesting `demand`.
    func record(
        demand: Subscribers.Demand = .unlimited,
        onValue: @escaping (Output) -> Subscribers.Demand = { _ in .none }
    ) -> Recorder<Output, Failure> {
        let recorder = Recorder<Output, Failure>(demand: demand, onValue: onValue)
        subscribe(recorder)
        return recorder
    }
}
