/// The subscription of a `Publishers.WithLatestFrom`.
///
/// State is guarded by `lock`, which is never held while calling out; calls into the
/// downstream are serialised by the recursive `downstreamLock`.
final class WithLatestFromInner<Input, OtherInput, Downstream: Subscriber>:
    Subscription, CustomStringConvertible
{
    typealias Failure = Downstream.Failure

    private let downstream: Downstream
    private let resultSelector: (Input, OtherInput) -> Downstream.Input
    private let lock = Lock()
    private let downstreamLock = Lock(recursive: true)
    private var latest: OtherInput?
    private var source: Subscription?
    private var other: Subscription?
    private var pendingDemand = Subscribers.Demand.none
    private var isTerminated = false

    init(downstream: Downstream, resultSelector: @escaping (Input, OtherInput) -> Downstream.Input) {
        self.downstream = downstream
        self.resultSelector = resultSelector
    }

    var description: String { "WithLatestFrom" }

    // MARK: Source

    func receiveSource(subscription: Subscription) {
        lock.lock()
        guard !isTerminated, source == nil else {
            lock.unlock()
            subscription.cancel()
            return
        }
        source = subscription
        let demand = pendingDemand
        pendingDemand = .none
        lock.unlock()
        if demand > .none {
            subscription.request(demand)
        }
    }

    func receiveSource(_ input: Input) -> Subscribers.Demand {
        lock.lock()
        guard !isTerminated else {
            lock.unlock()
            return .none
        }
        guard let latest else {
            lock.unlock()
            return .max(1)
        }
        lock.unlock()
        let output = resultSelector(input, latest)
        downstreamLock.lock()
        defer { downstreamLock.unlock() }
        return downstream.receive(output)
    }

    func receiveSource(completion: Subscribers.Completion<Failure>) {
        finish(with: completion, cancelling: \.other)
    }

    // MARK: Other

    func receiveOther(subscription: Subscription) {
        lock.lock()
        guard !isTerminated, other == nil else {
            lock.unlock()
            subscription.cancel()
            return
        }
        other = subscription
        lock.unlock()
        subscription.request(.unlimited)
    }

    func receiveOther(_ input: OtherInput) -> Subscribers.Demand {
        lock.withLock {
            if !isTerminated {
                latest = input
            }
        }
        return .none
    }

    func receiveOther(completion: Subscribers.Completion<Failure>) {
        if case .failure = completion {
            finish(with: completion, cancelling: \.source)
        } else {
            // The last value of `other` keeps being used.
            lock.withLock { other = nil }
        }
    }

    // MARK: Subscription

    func request(_ demand: Subscribers.Demand) {
        guard demand > .none else { return }
        lock.lock()
        guard !isTerminated else {
            lock.unlock()
            return
        }
        guard let source else {
            pendingDemand += demand
            lock.unlock()
            return
        }
        lock.unlock()
        source.request(demand)
    }

    func cancel() {
        lock.lock()
        let subscriptions = [source, other].compactMap { $0 }
        release()
        lock.unlock()
        subscriptions.forEach { $0.cancel() }
    }

    /// Terminates, cancels the remaining subscription at `keyPath` and forwards `completion`.
    private func finish(
        with completion: Subscribers.Completion<Failure>,
        cancelling keyPath: KeyPath<WithLatestFromInner, Subscription?>
    ) {
        lock.lock()
        guard !isTerminated else {
            lock.unlock()
            return
        }
        let remaining = self[keyPath: keyPath]
        release()
        lock.unlock()
        remaining?.cancel()
        downstreamLock.lock()
        downstream.receive(completion: completion)
        downstreamLock.unlock()
    }

    /// Stops processing and breaks reference cycles. Call with `lock` held.
    private func release() {
        isTerminated = true
        source = nil
        other = nil
        latest = nil
    }
}

/// Subscribes a `WithLatestFromInner` to the source publisher.
struct WithLatestFromSourceSide<Input, OtherInput, Downstream: Subscriber>: Subscriber {
    let inner: WithLatestFromInner<Input, OtherInput, Downstream>
    let combineIdentifier = CombineIdentifier()

    func receive(subscription: Subscription) { inner.receiveSource(subscription: subscription) }
    func receive(_ input: Input) -> Subscribers.Demand { inner.receiveSource(input) }
    func receive(completion: Subscribers.Completion<Downstream.Failure>) {
        inner.receiveSource(completion: completion)
    }
}

/// Subscribes a `WithLatestFromInner` to the sampled publisher.
struct WithLatestFromOtherSide<Input, OtherInput, Downstream: Subscriber>: Subscriber {
    let inner: WithLatestFromInner<Input, OtherInput, Downstream>
    let combineIdentifier = CombineIdentifier()

    func receive(subscription: Subscription) { inner.receiveOther(subscription: subscription) }
    func receive(_ input: OtherInput) -> Subscribers.Demand { inner.receiveOther(input) }
    func receive(completion: Subscribers.Completion<Downstream.Failure>) {
        inner.receiveOther(completion: completion)
    }
}
