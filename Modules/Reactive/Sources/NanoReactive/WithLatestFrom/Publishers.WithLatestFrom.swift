extension Publishers {
    /// A publisher that, for each value of `upstream`, emits `resultSelector` applied to that
    /// value and the latest value of `other`.
    ///
    /// - Values of `upstream` that arrive before `other` has emitted are dropped (and one more
    ///   value is requested from `upstream` in their place).
    /// - `other` is requested `.unlimited`; only its latest value is kept. It finishing has no
    ///   effect: its last value keeps being used.
    /// - Completion follows `upstream`: when it finishes, this publisher finishes and cancels
    ///   `other`. A failure of either publisher fails this publisher and cancels the other.
    /// - Downstream demand is passed to `upstream`; cancelling cancels both publishers.
    public struct WithLatestFrom<Upstream: Publisher, Other: Publisher, Output>: Publisher
    where Upstream.Failure == Other.Failure {
        /// The failure type shared by both publishers.
        public typealias Failure = Upstream.Failure

        /// The publisher whose values trigger emissions.
        public let upstream: Upstream
        /// The publisher whose latest value is sampled.
        public let other: Other
        /// Combines an upstream value with the latest value of `other`.
        public let resultSelector: (Upstream.Output, Other.Output) -> Output

        /// Creates a publisher that samples `other` on every value of `upstream`.
        public init(
            upstream: Upstream,
            other: Other,
            resultSelector: @escaping (Upstream.Output, Other.Output) -> Output
        ) {
            self.upstream = upstream
            self.other = other
            self.resultSelector = resultSelector
        }

        /// Attaches `subscriber`: subscribes to `other` first, then to `upstream`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = WithLatestFromInner<Upstream.Output, Other.Output, S>(
                downstream: subscriber, resultSelector: resultSelector)
            other.subscribe(WithLatestFromOtherSide(inner: inner))
            upstream.subscribe(WithLatestFromSourceSide(inner: inner))
            subscriber.receive(subscription: inner)
        }
    }
}

extension Publisher {
    /// Emits `resultSelector` of each value of this publisher and the latest value of
    /// `other`; values that arrive before `other` has emitted are dropped.
    ///
    /// Completion follows this publisher; a failure of either publisher fails the result.
    ///
    /// - Parameters:
    ///   - other: The publisher to sample.
    ///   - resultSelector: Combines a value of this publisher with `other`'s latest value.
    /// - Returns: A publisher of the combined values.
    public func withLatestFrom<Other: Publisher, Result>(
        _ other: Other,
        resultSelector: @escaping (Output, Other.Output) -> Result
    ) -> Publishers.WithLatestFrom<Self, Other, Result> where Other.Failure == Failure {
        Publishers.WithLatestFrom(upstream: self, other: other, resultSelector: resultSelector)
    }

    /// Emits the latest value of `other` on each value of this publisher; values that arrive
    /// before `other` has emitted are dropped.
    ///
    /// Completion follows this publisher; a failure of either publisher fails the result.
    ///
    /// - Parameter other: The publisher to sample.
    /// - Returns: A publisher of `other`'s latest values.
    public func withLatestFrom<Other: Publisher>(
        _ other: Other
    ) -> Publishers.WithLatestFrom<Self, Other, Other.Output> where Other.Failure == Failure {
        Publishers.WithLatestFrom(upstream: self, other: other) { $1 }
    }

    /// Emits `resultSelector` of each value of this publisher and the latest values of
    /// `other1` and `other2`; values that arrive before both have emitted are dropped.
    ///
    /// Completion follows this publisher; a failure of any publisher fails the result.
    ///
    /// - Parameters:
    ///   - other1: The first publisher to sample.
    ///   - other2: The second publisher to sample.
    ///   - resultSelector: Combines a value of this publisher with the latest values.
    /// - Returns: A publisher of the combined values.
    public func withLatestFrom<Other1: Publisher, Other2: Publisher, Result>(
        _ other1: Other1,
        _ other2: Other2,
        resultSelector: @escaping (Output, Other1.Output, Other2.Output) -> Result
    ) -> Publishers.WithLatestFrom<Self, Publishers.CombineLatest<Other1, Other2>, Result>
    where Other1.Failure == Failure, Other2.Failure == Failure {
        Publishers.WithLatestFrom(upstream: self, other: Publishers.CombineLatest(other1, other2)) {
            resultSelector($0, $1.0, $1.1)
        }
    }

    /// Emits the latest values of `other1` and `other2` on each value of this publisher;
    /// values that arrive before both have emitted are dropped.
    ///
    /// Completion follows this publisher; a failure of any publisher fails the result.
    ///
    /// - Parameters:
    ///   - other1: The first publisher to sample.
    ///   - other2: The second publisher to sample.
    /// - Returns: A publisher of tuples of the latest values of `other1` and `other2`.
    public func withLatestFrom<Other1: Publisher, Other2: Publisher>(
        _ other1: Other1,
        _ other2: Other2
    ) -> Publishers.WithLatestFrom<Self, Publishers.CombineLatest<Other1, Other2>, (Other1.Output, Other2.Output)>
    where Other1.Failure == Failure, Other2.Failure == Failure {
        Publishers.WithLatestFrom(upstream: self, other: Publishers.CombineLatest(other1, other2)) { $1 }
    }
}
