#if !canImport(Combine)
    // Combine's documented rules, which these operators follow: the merged publisher delivers
    // the upstreams' values interleaved, in the order they arrive, honouring downstream demand
    // (values that arrive without demand are buffered per upstream, and that upstream is asked
    // for more only once its buffered value has been delivered). It finishes when all upstreams
    // have finished and fails with the first failure, cancelling the others. Cancelling it
    // cancels every upstream.

    extension Publisher {
        /// Combines elements from this publisher with those from another publisher, delivering
        /// an interleaved sequence of elements.
        ///
        /// The merged publisher continues to emit elements until all upstream publishers finish.
        /// If an upstream publisher produces an error, the merged publisher fails with that error.
        ///
        /// - Parameter other: Another publisher of the same output and failure types.
        /// - Returns: A publisher that emits a value whenever either upstream does.
        public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
        where Failure == P.Failure, Output == P.Output {
            Publishers.Merge(self, other)
        }

        /// Combines elements from this publisher with those from two other publishers,
        /// delivering an interleaved sequence of elements.
        ///
        /// - Parameters:
        ///   - b: A second publisher of the same output and failure types.
        ///   - c: A third publisher of the same output and failure types.
        /// - Returns: A publisher that emits a value whenever any upstream does.
        public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C>
        where Failure == B.Failure, Output == B.Output, B.Failure == C.Failure, B.Output == C.Output {
            Publishers.Merge3(self, b, c)
        }

        /// Combines elements from this publisher with those from three other publishers,
        /// delivering an interleaved sequence of elements.
        ///
        /// - Parameters:
        ///   - b: A second publisher of the same output and failure types.
        ///   - c: A third publisher of the same output and failure types.
        ///   - d: A fourth publisher of the same output and failure types.
        /// - Returns: A publisher that emits a value whenever any upstream does.
        public func merge<B: Publisher, C: Publisher, D: Publisher>(
            with b: B,
            _ c: C,
            _ d: D
        ) -> Publishers.Merge4<Self, B, C, D>
        where
            Failure == B.Failure, Output == B.Output, B.Failure == C.Failure, B.Output == C.Output,
            C.Failure == D.Failure, C.Output == D.Output
        {
            Publishers.Merge4(self, b, c, d)
        }
    }
#endif
