#if !canImport(Combine)
    // Combine's documented rules, which these operators follow:
    // - The combined publisher passes any request through to *all* upstream publishers and only
    //   sends the requested amount downstream: each emission consumes one unit of demand. Each
    //   upstream has a buffer of one, its most recent value; a value that arrives without demand
    //   replaces that latest value and is used by the next emission, but does not produce an
    //   emission of its own when demand arrives later.
    // - Nothing is emitted until every upstream has published at least one value.
    // - It finishes when *all* upstreams have finished (an upstream that finishes without a
    //   value therefore means no value is ever emitted, but the publisher still finishes once
    //   the others do). It fails with the first failure and cancels the other upstreams.
    //
    // The forms with a transform are @inlinable: they hand `map` a closure that takes the
    // combined tuple apart, and compiled here, unspecialised, that closure would look the
    // tuple's type metadata up for every value; inlined, the caller compiles it for its own
    // types.

    extension Publisher {
        /// Subscribes to an additional publisher and publishes a tuple upon receiving output from
        /// either publisher, once both have published.
        ///
        /// Requests are passed through to both upstreams; each emission consumes one unit of
        /// downstream demand, and each upstream keeps only its most recent value. The result
        /// finishes when both upstreams finish and fails with the first failure.
        ///
        /// - Parameter other: Another publisher to combine with this one.
        /// - Returns: A publisher of the latest values of this publisher and `other`.
        public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P>
        where Failure == P.Failure {
            Publishers.CombineLatest(self, other)
        }

        /// Subscribes to an additional publisher and publishes `transform` of the latest values
        /// upon receiving output from either publisher, once both have published.
        ///
        /// - Parameters:
        ///   - other: Another publisher to combine with this one.
        ///   - transform: Receives the most recent value of each publisher and returns the value
        ///     to publish.
        /// - Returns: A publisher of the transformed latest values.
        @inlinable
        public func combineLatest<P: Publisher, T>(
            _ other: P,
            _ transform: @escaping (Output, P.Output) -> T
        ) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where Failure == P.Failure {
            Publishers.CombineLatest(self, other).map(transform)
        }

        /// Subscribes to two additional publishers and publishes a tuple upon receiving output
        /// from any of them, once all three have published.
        ///
        /// - Parameters:
        ///   - publisher1: A second publisher to combine with this one.
        ///   - publisher2: A third publisher to combine with this one.
        /// - Returns: A publisher of the latest values of the three publishers.
        public func combineLatest<P: Publisher, Q: Publisher>(
            _ publisher1: P,
            _ publisher2: Q
        ) -> Publishers.CombineLatest3<Self, P, Q> where Failure == P.Failure, P.Failure == Q.Failure {
            Publishers.CombineLatest3(self, publisher1, publisher2)
        }

        /// Subscribes to two additional publishers and publishes `transform` of the latest values
        /// upon receiving output from any of them, once all three have published.
        ///
        /// - Parameters:
        ///   - publisher1: A second publisher to combine with this one.
        ///   - publisher2: A third publisher to combine with this one.
        ///   - transform: Receives the most recent value of each publisher and returns the value
        ///     to publish.
        /// - Returns: A publisher of the transformed latest values.
        @inlinable
        public func combineLatest<P: Publisher, Q: Publisher, T>(
            _ publisher1: P,
            _ publisher2: Q,
            _ transform: @escaping (Output, P.Output, Q.Output) -> T
        ) -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T>
        where Failure == P.Failure, P.Failure == Q.Failure {
            Publishers.CombineLatest3(self, publisher1, publisher2).map(transform)
        }

        /// Subscribes to three additional publishers and publishes a tuple upon receiving output
        /// from any of them, once all four have published.
        ///
        /// - Parameters:
        ///   - publisher1: A second publisher to combine with this one.
        ///   - publisher2: A third publisher to combine with this one.
        ///   - publisher3: A fourth publisher to combine with this one.
        /// - Returns: A publisher of the latest values of the four publishers.
        public func combineLatest<P: Publisher, Q: Publisher, R: Publisher>(
            _ publisher1: P,
            _ publisher2: Q,
            _ publisher3: R
        ) -> Publishers.CombineLatest4<Self, P, Q, R>
        where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
            Publishers.CombineLatest4(self, publisher1, publisher2, publisher3)
        }

        /// Subscribes to three additional publishers and publishes `transform` of the latest
        /// values upon receiving output from any of them, once all four have published.
        ///
        /// - Parameters:
        ///   - publisher1: A second publisher to combine with this one.
        ///   - publisher2: A third publisher to combine with this one.
        ///   - publisher3: A fourth publisher to combine with this one.
        ///   - transform: Receives the most recent value of each publisher and returns the value
        ///     to publish.
        /// - Returns: A publisher of the transformed latest values.
        @inlinable
        public func combineLatest<P: Publisher, Q: Publisher, R: Publisher, T>(
            _ publisher1: P,
            _ publisher2: Q,
            _ publisher3: R,
            _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T
        ) -> Publishers.Map<Publishers.CombineLatest4<Self, P, Q, R>, T>
        where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
            Publishers.CombineLatest4(self, publisher1, publisher2, publisher3).map(transform)
        }
    }
#endif
