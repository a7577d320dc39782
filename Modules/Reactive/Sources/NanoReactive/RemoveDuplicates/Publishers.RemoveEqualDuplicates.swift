#if !canImport(Combine)
    extension Publishers.Map where Output: Equatable {
        /// Publishes only elements that differ (by `==`) from the previous element.
        ///
        /// Same semantics as Combine's `removeDuplicates()`, which it replaces for a mapped
        /// publisher (the way feature code uses it): the first value is published, each value
        /// equal to the one before it is dropped and replaced by a request for one more, and
        /// completion, demand and cancellation pass through. It returns
        /// ``Publishers/RemoveEqualDuplicates`` instead of `Publishers.RemoveDuplicates`,
        /// whose generic code costs about twenty times as much per value here.
        ///
        /// - Returns: A publisher that consumes, rather than publishes, duplicate elements.
        public func removeDuplicates() -> Publishers.RemoveEqualDuplicates<Self> {
            Publishers.RemoveEqualDuplicates(upstream: self)
        }
    }

    extension Publishers.MapKeyPath where Output: Equatable {
        /// Publishes only elements that differ (by `==`) from the previous element.
        ///
        /// Same semantics as Combine's `removeDuplicates()`; see
        /// `Publishers.Map.removeDuplicates()` for why it returns
        /// ``Publishers/RemoveEqualDuplicates``.
        ///
        /// - Returns: A publisher that consumes, rather than publishes, duplicate elements.
        public func removeDuplicates() -> Publishers.RemoveEqualDuplicates<Self> {
            Publishers.RemoveEqualDuplicates(upstream: self)
        }
    }

    extension Publishers {
        /// A publisher that publishes only elements that differ (by `==`) from the previous
        /// element: Combine's `removeDuplicates()` for `Equatable` output, in NanoReactive.
        ///
        /// OpenCombine's `Publishers.RemoveDuplicates` keeps its last value in an `Optional`
        /// and its state in enums nested in generic classes; run as unspecialised generic code
        /// (as every operator is, called through `Subscriber` witnesses), each value pays
        /// several runtime metadata look-ups. This one keeps the last value in a pointer-backed
        /// slot and its state in a non-generic enum.
        ///
        /// Semantics, as Combine's: the first value is published; a value equal to the previous
        /// one is dropped and asks the upstream for one more (`.max(1)`), so a bounded demand is
        /// not used up by duplicates; downstream requests and cancellation go to the upstream;
        /// completion is forwarded once, and nothing is published after it or after
        /// cancellation.
        public struct RemoveEqualDuplicates<Upstream: Publisher>: Publisher where Upstream.Output: Equatable {
            /// The same values the upstream publishes, minus consecutive duplicates.
            public typealias Output = Upstream.Output
            /// The upstream's error, forwarded unchanged: dropping duplicates never fails.
            public typealias Failure = Upstream.Failure

            /// The publisher whose consecutive duplicates are dropped.
            public let upstream: Upstream

            /// Creates a publisher that drops the consecutive duplicates of `upstream`.
            public init(upstream: Upstream) {
                self.upstream = upstream
            }

            /// Subscribes to the upstream with a subscription that filters for `subscriber`.
            public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
                upstream.subscribe(RemoveEqualDuplicatesInner(downstream: subscriber))
            }
        }
    }

    /// The subscription of ``Publishers/RemoveEqualDuplicates``: the upstream's subscriber and
    /// the downstream's subscription.
    ///
    /// `last` is only touched by `receive(_:)`, which the upstream calls serially (Combine's
    /// contract), so it needs no lock; the connection state does, because cancellation and
    /// requests can come from any thread.
    final class RemoveEqualDuplicatesInner<Downstream: Subscriber>: Subscriber, Subscription,
        CustomStringConvertible
    where Downstream.Input: Equatable {
        typealias Input = Downstream.Input
        typealias Failure = Downstream.Failure

        private let downstream: Downstream
        private let lock = Lock()
        private var state = UpstreamConnection.awaiting
        /// Whether `state` is `.connected`, kept apart so that the per-value check copies no enum.
        private var isConnected = false
        private let last = LatestValue<Input>()

        init(downstream: Downstream) {
            self.downstream = downstream
        }

        var description: String { "RemoveDuplicates" }

        func receive(subscription: Subscription) {
            lock.lock()
            guard case .awaiting = state else {
                lock.unlock()
                subscription.cancel()
                return
            }
            state = .connected(subscription)
            isConnected = true
            lock.unlock()
            downstream.receive(subscription: self)
        }

        func receive(_ input: Input) -> Subscribers.Demand {
            lock.lock()
            let isConnected = self.isConnected
            lock.unlock()
            guard isConnected else { return .none }
            if last.holds(input) {
                return .max(1)
            }
            last.store(input)
            return downstream.receive(input)
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            lock.lock()
            guard isConnected else {
                lock.unlock()
                return
            }
            state = .finished
            isConnected = false
            lock.unlock()
            downstream.receive(completion: completion)
        }

        func request(_ demand: Subscribers.Demand) {
            lock.lock()
            guard case .connected(let upstream) = state else {
                lock.unlock()
                return
            }
            lock.unlock()
            upstream.request(demand)
        }

        func cancel() {
            lock.lock()
            let connection = state
            state = .finished
            isConnected = false
            lock.unlock()
            if case .connected(let upstream) = connection {
                upstream.cancel()
            }
        }
    }
#endif
