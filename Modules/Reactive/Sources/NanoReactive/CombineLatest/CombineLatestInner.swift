#if !canImport(Combine)
    /// The subscription shared by `CombineLatest`, `CombineLatest3` and `CombineLatest4`.
    ///
    /// Semantics follow Apple's Combine:
    /// - Downstream requests are passed through to every upstream; each emission consumes one
    ///   unit of downstream demand. A value that arrives without demand (or while a value is
    ///   being delivered) is stored as that upstream's latest value and used by the next
    ///   emission; it does not produce an emission of its own later.
    /// - Nothing is emitted until every upstream has produced a value.
    /// - The subscription finishes when every upstream has finished; it fails with the first
    ///   failure and cancels the other upstreams.
    /// - Cancelling cancels every upstream.
    ///
    /// State is guarded by `lock`, which is never held while calling out; calls into the
    /// downstream are serialised by the recursive `downstreamLock`.
    final class CombineLatestInner<Storage: CombineLatestStorage, Failure: Error, Downstream: Subscriber>:
        Subscription, CustomStringConvertible
    where Downstream.Input == Storage.Output, Downstream.Failure == Failure {
        private let downstream: Downstream
        private let lock = Lock()
        private let downstreamLock = Lock(recursive: true)
        private let storage = Storage()
        private var subscriptions: [Subscription?]
        private var demand = Subscribers.Demand.none
        private var requestedSoFar = Subscribers.Demand.none
        private var isSending = false
        private var isTerminated = false
        private var finishedCount = 0

        init(downstream: Downstream, upstreamCount: Int) {
            self.downstream = downstream
            self.subscriptions = Array(repeating: nil, count: upstreamCount)
        }

        var description: String { "CombineLatest" }

        /// A subscriber for the upstream at `index`, whose values go to `slot` of the storage.
        func side<Input>(
            _ index: Int,
            _ slot: KeyPath<Storage, LatestValue<Input>>
        ) -> CombineLatestSide<Storage, Failure, Downstream, Input> {
            CombineLatestSide(inner: self, index: index, latest: storage[keyPath: slot])
        }

        func receive(subscription: Subscription, index: Int) {
            lock.lock()
            guard !isTerminated, subscriptions[index] == nil else {
                lock.unlock()
                subscription.cancel()
                return
            }
            subscriptions[index] = subscription
            // Demand requested before this upstream subscribed (asynchronous upstreams).
            let pending = requestedSoFar
            lock.unlock()
            if pending > .none {
                subscription.request(pending)
            }
        }

        func receive<Input>(_ input: Input, into latest: LatestValue<Input>) -> Subscribers.Demand {
            lock.lock()
            guard !isTerminated else {
                lock.unlock()
                return .none
            }
            latest.store(input)
            guard !isSending, demand > .none, storage.isComplete else {
                lock.unlock()
                return .none
            }
            let output = storage.combined.pointee
            demand -= 1
            isSending = true
            lock.unlock()

            downstreamLock.lock()
            let additional = downstream.receive(output)
            downstreamLock.unlock()

            lock.lock()
            isSending = false
            // More demand only matters while demand is bounded (filters downstream, such as
            // `removeDuplicates`, return `.max(1)` for each value they drop).
            guard additional > .none, demand != .unlimited else {
                lock.unlock()
                return .none
            }
            let upstreams = record(additional)
            lock.unlock()
            upstreams.forEach { $0.request(additional) }
            return .none
        }

        func receive(completion: Subscribers.Completion<Failure>, index: Int) {
            lock.lock()
            guard !isTerminated else {
                lock.unlock()
                return
            }
            switch completion {
            case .finished:
                finishedCount += 1
                subscriptions[index] = nil
                guard finishedCount == subscriptions.count else {
                    lock.unlock()
                    return
                }
                isTerminated = true
                storage.clear()
                lock.unlock()
            case .failure:
                isTerminated = true
                let others = subscriptions.enumerated().compactMap { $0.offset == index ? nil : $0.element }
                clear()
                lock.unlock()
                others.forEach { $0.cancel() }
            }
            downstreamLock.lock()
            downstream.receive(completion: completion)
            downstreamLock.unlock()
        }

        func request(_ demand: Subscribers.Demand) {
            guard demand > .none else { return }
            lock.lock()
            guard !isTerminated else {
                lock.unlock()
                return
            }
            let upstreams = record(demand)
            lock.unlock()
            upstreams.forEach { $0.request(demand) }
        }

        func cancel() {
            lock.lock()
            isTerminated = true
            let upstreams = subscriptions.compactMap { $0 }
            clear()
            lock.unlock()
            upstreams.forEach { $0.cancel() }
        }

        /// Adds downstream demand; returns the upstreams to pass it on to. Call with `lock` held.
        private func record(_ additional: Subscribers.Demand) -> [Subscription] {
            demand += additional
            requestedSoFar += additional
            return subscriptions.compactMap { $0 }
        }

        /// Releases upstreams and values. Call with `lock` held.
        private func clear() {
            subscriptions = Array(repeating: nil, count: subscriptions.count)
            storage.clear()
        }
    }

    /// The subscriber attached to one upstream of a `CombineLatestInner`.
    final class CombineLatestSide<Storage: CombineLatestStorage, Failure: Error, Downstream: Subscriber, Input>:
        Subscriber, CustomStringConvertible
    where Downstream.Input == Storage.Output, Downstream.Failure == Failure {
        private let inner: CombineLatestInner<Storage, Failure, Downstream>
        private let index: Int
        private let latest: LatestValue<Input>

        init(inner: CombineLatestInner<Storage, Failure, Downstream>, index: Int, latest: LatestValue<Input>) {
            self.inner = inner
            self.index = index
            self.latest = latest
        }

        var description: String { "CombineLatest" }

        func receive(subscription: Subscription) {
            inner.receive(subscription: subscription, index: index)
        }

        func receive(_ input: Input) -> Subscribers.Demand {
            inner.receive(input, into: latest)
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            inner.receive(completion: completion, index: index)
        }
    }
#endif
