#if !canImport(Combine)
    /// The subscription shared by `Merge`, `Merge3`, `Merge4` and `MergeMany`.
    ///
    /// Semantics follow Apple's Combine:
    /// - Each upstream is asked for one value at a time (`.max(1)`), or for `.unlimited` once the
    ///   downstream demand is unlimited. A value that arrives without downstream demand is
    ///   buffered per upstream and delivered when demand arrives; the upstream is asked for its
    ///   next value only after its buffered value has been delivered.
    /// - The merged publisher finishes when every upstream has finished (after delivering what
    ///   it buffered) and fails with the first failure, cancelling the other upstreams.
    /// - Cancelling cancels every upstream.
    ///
    /// Delivery is serialised without holding any lock while calling the downstream: whichever
    /// thread finds no delivery in progress drains the buffers; a value sent meanwhile (from
    /// another thread, or recursively from the downstream itself) is queued and delivered by
    /// that drain right after the current call returns.
    final class MergeInner<Downstream: Subscriber>: Subscription, CustomStringConvertible {
        typealias Input = Downstream.Input
        typealias Failure = Downstream.Failure

        private let downstream: Downstream
        private let lock = Lock()
        private var subscriptions: [Subscription?]
        private var queues: [[Input]]
        private var queuedCount = 0
        private var isFinished: [Bool]
        private var finishedCount = 0
        private var demand = Subscribers.Demand.none
        private var isEmitting = false
        private var isTerminated = false
        private var completionToSend: Subscribers.Completion<Failure>?

        init(downstream: Downstream, upstreamCount: Int) {
            self.downstream = downstream
            self.subscriptions = Array(repeating: nil, count: upstreamCount)
            self.queues = Array(repeating: [], count: upstreamCount)
            self.isFinished = Array(repeating: false, count: upstreamCount)
        }

        var description: String { "Merge" }

        /// Subscribes to `upstream` as the upstream at `index` (for heterogeneous upstream types).
        func subscribe<Upstream: Publisher>(_ upstream: Upstream, index: Int)
        where Upstream.Output == Input, Upstream.Failure == Failure {
            upstream.subscribe(MergeSide(inner: self, index: index))
        }

        /// Finishes a merge of zero upstreams (an empty `MergeMany`).
        func finishWithoutUpstreams() {
            lock.lock()
            emitIfIdle()
        }

        func receive(subscription: Subscription, index: Int) {
            lock.lock()
            guard !isTerminated, subscriptions[index] == nil, !isFinished[index] else {
                lock.unlock()
                subscription.cancel()
                return
            }
            subscriptions[index] = subscription
            let initial: Subscribers.Demand = demand == .unlimited ? .unlimited : .max(1)
            lock.unlock()
            subscription.request(initial)
        }

        func receive(_ input: Input, index: Int) -> Subscribers.Demand {
            lock.lock()
            guard !isTerminated else {
                lock.unlock()
                return .none
            }
            queues[index].append(input)
            queuedCount += 1
            emitIfIdle()
            return .none
        }

        func receive(completion: Subscribers.Completion<Failure>, index: Int) {
            lock.lock()
            guard !isTerminated, !isFinished[index] else {
                lock.unlock()
                return
            }
            switch completion {
            case .finished:
                isFinished[index] = true
                finishedCount += 1
                subscriptions[index] = nil
                emitIfIdle()
            case .failure:
                let others = subscriptions.compactMap { $0 }
                terminate()
                completionToSend = completion
                lock.unlock()
                others.forEach { $0.cancel() }
                lock.lock()
                emitIfIdle()
            }
        }

        func request(_ demand: Subscribers.Demand) {
            guard demand > .none else { return }
            lock.lock()
            guard !isTerminated, self.demand != .unlimited else {
                lock.unlock()
                return
            }
            self.demand += demand
            let upstreams = demand == .unlimited ? subscriptions.compactMap { $0 } : []
            emitIfIdle()
            upstreams.forEach { $0.request(.unlimited) }
        }

        func cancel() {
            lock.lock()
            let upstreams = subscriptions.compactMap { $0 }
            terminate()
            completionToSend = nil
            lock.unlock()
            upstreams.forEach { $0.cancel() }
        }

        /// Stops processing upstream events and drops buffers. Call with `lock` held.
        private func terminate() {
            isTerminated = true
            subscriptions = Array(repeating: nil, count: subscriptions.count)
            queues = Array(repeating: [], count: queues.count)
            queuedCount = 0
        }

        /// Starts a drain unless one is in progress. Call with `lock` held; returns unlocked.
        private func emitIfIdle() {
            guard !isEmitting else {
                lock.unlock()
                return
            }
            isEmitting = true
            drain()
        }

        /// Delivers buffered values while there is demand, then any completion. Call with `lock`
        /// held and `isEmitting` set; returns unlocked with `isEmitting` cleared.
        private func drain() {
            while true {
                if !isTerminated, demand > .none, queuedCount > 0,
                    let index = queues.firstIndex(where: { !$0.isEmpty })
                {
                    let value = queues[index].removeFirst()
                    queuedCount -= 1
                    let isBounded = demand != .unlimited
                    if isBounded { demand -= 1 }
                    let upstream = isBounded ? subscriptions[index] : nil
                    lock.unlock()
                    let additional = downstream.receive(value)
                    upstream?.request(.max(1))
                    lock.lock()
                    demand += additional
                    continue
                }
                if !isTerminated, finishedCount == isFinished.count, queuedCount == 0 {
                    terminate()
                    completionToSend = .finished
                }
                guard let completion = completionToSend else { break }
                completionToSend = nil
                lock.unlock()
                downstream.receive(completion: completion)
                lock.lock()
            }
            isEmitting = false
            lock.unlock()
        }
    }

    /// The subscriber attached to one upstream of a `MergeInner`.
    final class MergeSide<Downstream: Subscriber>: Subscriber, CustomStringConvertible {
        private let inner: MergeInner<Downstream>
        private let index: Int

        init(inner: MergeInner<Downstream>, index: Int) {
            self.inner = inner
            self.index = index
        }

        var description: String { "Merge" }

        func receive(subscription: Subscription) {
            inner.receive(subscription: subscription, index: index)
        }

        func receive(_ input: Downstream.Input) -> Subscribers.Demand {
            inner.receive(input, index: index)
        }

        func receive(completion: Subscribers.Completion<Downstream.Failure>) {
            inner.receive(completion: completion, index: index)
        }
    }
#endif
