#if !canImport(Combine)
    extension Publishers {
        /// A publisher that receives and combines the latest elements from two publishers.
        ///
        /// Same name and semantics as Combine's `Publishers.CombineLatest`; see
        /// ``Publisher/combineLatest(_:)`` for the demand, completion and failure rules.
        public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
            /// The tuple of the latest values of both upstreams.
            public typealias Output = (A.Output, B.Output)
            /// The upstreams' failure type.
            public typealias Failure = A.Failure

            /// The first upstream publisher.
            public let a: A
            /// The second upstream publisher.
            public let b: B

            /// Creates a publisher that combines the latest values of `a` and `b`.
            public init(_ a: A, _ b: B) {
                self.a = a
                self.b = b
            }

            /// Attaches `subscriber`, subscribing to every upstream.
            public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
                let inner = CombineLatestInner<CombineLatest2Storage<A.Output, B.Output>, Failure, S>(
                    downstream: subscriber, upstreamCount: 2)
                a.subscribe(inner.side(0, \.a))
                b.subscribe(inner.side(1, \.b))
                subscriber.receive(subscription: inner)
            }
        }

        /// A publisher that receives and combines the latest elements from three publishers.
        ///
        /// Same name and semantics as Combine's `Publishers.CombineLatest3`.
        public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
        where A.Failure == B.Failure, B.Failure == C.Failure {
            /// The tuple of the latest values of the three upstreams.
            public typealias Output = (A.Output, B.Output, C.Output)
            /// The upstreams' failure type.
            public typealias Failure = A.Failure

            /// The first upstream publisher.
            public let a: A
            /// The second upstream publisher.
            public let b: B
            /// The third upstream publisher.
            public let c: C

            /// Creates a publisher that combines the latest values of `a`, `b` and `c`.
            public init(_ a: A, _ b: B, _ c: C) {
                self.a = a
                self.b = b
                self.c = c
            }

            /// Attaches `subscriber`, subscribing to every upstream.
            public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
                let inner = CombineLatestInner<CombineLatest3Storage<A.Output, B.Output, C.Output>, Failure, S>(
                    downstream: subscriber, upstreamCount: 3)
                a.subscribe(inner.side(0, \.a))
                b.subscribe(inner.side(1, \.b))
                c.subscribe(inner.side(2, \.c))
                subscriber.receive(subscription: inner)
            }
        }

        /// A publisher that receives and combines the latest elements from four publishers.
        ///
        /// Same name and semantics as Combine's `Publishers.CombineLatest4`.
        public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
        where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
            /// The tuple of the latest values of the four upstreams.
            public typealias Output = (A.Output, B.Output, C.Output, D.Output)
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

            /// Creates a publisher that combines the latest values of `a`, `b`, `c` and `d`.
            public init(_ a: A, _ b: B, _ c: C, _ d: D) {
                self.a = a
                self.b = b
                self.c = c
                self.d = d
            }

            /// Attaches `subscriber`, subscribing to every upstream.
            public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
                typealias Storage = CombineLatest4Storage<A.Output, B.Output, C.Output, D.Output>
                let inner = CombineLatestInner<Storage, Failure, S>(downstream: subscriber, upstreamCount: 4)
                a.subscribe(inner.side(0, \.a))
                b.subscribe(inner.side(1, \.b))
                c.subscribe(inner.side(2, \.c))
                d.subscribe(inner.side(3, \.d))
                subscriber.receive(subscription: inner)
            }
        }
    }

    extension Publishers.CombineLatest: Equatable where A: Equatable, B: Equatable {}

    extension Publishers.CombineLatest3: Equatable where A: Equatable, B: Equatable, C: Equatable {}

    extension Publishers.CombineLatest4: Equatable where A: Equatable, B: Equatable, C: Equatable, D: Equatable {}
#endif
