#if !canImport(Combine)
    extension Publishers {
        /// A publisher created by applying the merge function to two upstream publishers.
        ///
        /// Same name and semantics as Combine's `Publishers.Merge`; see
        /// ``Publisher/merge(with:)`` for the demand, completion and failure rules.
        public struct Merge<A: Publisher, B: Publisher>: Publisher
        where A.Failure == B.Failure, A.Output == B.Output {
            /// The upstreams' output type.
            public typealias Output = A.Output
            /// The upstreams' failure type.
            public typealias Failure = A.Failure

            /// The first upstream publisher.
            public let a: A
            /// The second upstream publisher.
            public let b: B

            /// Creates a publisher that interleaves the values of `a` and `b`.
            public init(_ a: A, _ b: B) {
                self.a = a
                self.b = b
            }

            /// Attaches `subscriber`, then subscribes to every upstream.
            public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
                let inner = MergeInner(downstream: subscriber, upstreamCount: 2)
                subscriber.receive(subscription: inner)
                inner.subscribe(a, index: 0)
                inner.subscribe(b, index: 1)
            }

            /// Merges this publisher's upstreams with a third publisher.
            ///
            /// - Parameter other: A third publisher of the same output and failure types.
            /// - Returns: A publisher that interleaves the values of all three.
            public func merge<P: Publisher>(with other: P) -> Publishers.Merge3<A, B, P>
            where P.Failure == Failure, P.Output == Output {
                Publishers.Merge3(a, b, other)
            }

            /// Merges this publisher's upstreams with a third and a fourth publisher.
            ///
            /// - Parameters:
            ///   - z: A third publisher of the same output and failure types.
            ///   - y: A fourth publisher of the same output and failure types.
            /// - Returns: A publisher that interleaves the values of all four.
            public func merge<Z: Publisher, Y: Publisher>(with z: Z, _ y: Y) -> Publishers.Merge4<A, B, Z, Y>
            where Z.Failure == Failure, Z.Output == Output, Y.Failure == Failure, Y.Output == Output {
                Publishers.Merge4(a, b, z, y)
            }
        }

        /// A publisher created by applying the merge function to three upstream publishers.
        ///
        /// Same name and semantics as Combine's `Publishers.Merge3`.
        public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
        where A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output {
            /// The upstreams' output type.
            public typealias Output = A.Output
            /// The upstreams' failure type.
            public typealias Failure = A.Failure

            /// The first upstream publisher.
            public let a: A
            /// The second upstream publisher.
            public let b: B
            /// The third upstream publisher.
            public let c: C

            /// Creates a publisher that interleaves the values of `a`, `b` and `c`.
            public init(_ a: A, _ b: B, _ c: C) {
                self.a = a
                self.b = b
                self.c = c
            }

            /// Attaches `subscriber`, then subscribes to every upstream.
            public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
                let inner = MergeInner(downstream: subscriber, upstreamCount: 3)
                subscriber.receive(subscription: inner)
                inner.subscribe(a, index: 0)
                inner.subscribe(b, index: 1)
                inner.subscribe(c, index: 2)
            }

            /// Merges this publisher's upstreams with a fourth publisher.
            ///
            /// - Parameter other: A fourth publisher of the same output and failure types.
            /// - Returns: A publisher that interleaves the values of all four.
            public func merge<P: Publisher>(with other: P) -> Publishers.Merge4<A, B, C, P>
            where P.Failure == Failure, P.Output == Output {
                Publishers.Merge4(a, b, c, other)
            }
        }

        /// A publisher created by applying the merge function to four upstream publishers.
        ///
        /// Same name and semantics as Combine's `Publishers.Merge4`.
        public struct Merge4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
        where
            A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output,
            C.Failure == D.Failure, C.Output == D.Output
        {
            /// The upstreams' output type.
            public typealias Output = A.Output
            /// The upstreams' failure type.
            public typealias Failure = A.Failure

            /// The first upstream publisher.
            public let a: A
            /// The second upstream publisher.
            public let b: B
            /// The third upstream publisher.
            public let c: C
            /// The fourth upstream publisher.
            public let d: D

            /// Creates a publisher that interleaves the values of `a`, `b`, `c` and `d`.
            public init(_ a: A, _ b: B, _ c: C, _ d: D) {
                self.a = a
                self.b = b
                self.c = c
                self.d = d
            }

            /// Attaches `subscriber`, then subscribes to every upstream.
            public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
                let inner = MergeInner(downstream: subscriber, upstreamCount: 4)
                subscriber.receive(subscription: inner)
                inner.subscribe(a, index: 0)
                inner.subscribe(b, index: 1)
                inner.subscribe(c, index: 2)
                inner.subscribe(d, index: 3)
            }
        }

        /// A publisher created by applying the merge function to an arbitrary number of upstream
        /// publishers of one type.
        ///
        /// Same name and semantics as Combine's `Publishers.MergeMany`. With no upstream it
        /// finishes as soon as it is subscribed to.
        public struct MergeMany<Upstream: Publisher>: Publisher {
            /// The upstreams' output type.
            public typealias Output = Upstream.Output
            /// The upstreams' failure type.
            public typealias Failure = Upstream.Failure

            /// The upstream publishers, in subscription order.
            public let publishers: [Upstream]

            /// Creates a publisher that interleaves the values of the given publishers.
            public init(_ upstream: Upstream...) {
                publishers = upstream
            }

            /// Creates a publisher that interleaves the values of the publishers in `upstream`.
            public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream {
                publishers = Array(upstream)
            }

            /// Attaches `subscriber`, then subscribes to every upstream.
            public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
                let inner = MergeInner(downstream: subscriber, upstreamCount: publishers.count)
                subscriber.receive(subscription: inner)
                for (index, upstream) in publishers.enumerated() {
                    inner.subscribe(upstream, index: index)
                }
                if publishers.isEmpty {
                    inner.finishWithoutUpstreams()
                }
            }

            /// Returns a `MergeMany` with `other` appended to this publisher's upstreams.
            ///
            /// - Parameter other: Another publisher of the upstream type.
            /// - Returns: A publisher that interleaves the values of all the upstreams.
            public func merge(with other: Upstream) -> Publishers.MergeMany<Upstream> {
                Publishers.MergeMany(publishers + [other])
            }
        }
    }

    extension Publishers.Merge: Equatable where A: Equatable, B: Equatable {}

    extension Publishers.Merge3: Equatable where A: Equatable, B: Equatable, C: Equatable {}

    extension Publishers.Merge4: Equatable where A: Equatable, B: Equatable, C: Equatable, D: Equatable {}

    extension Publishers.MergeMany: Equatable where Upstream: Equatable {}
#endif
