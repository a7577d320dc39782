#if !canImport(Combine)
    /// The latest value of one upstream.
    ///
    /// Kept in manually managed memory rather than in an `Optional`: the operators run as
    /// unspecialised generic code, where every use of `Optional<Value>` costs a runtime metadata
    /// lookup; a pointer and a flag cost none.
    final class LatestValue<Value> {
        fileprivate let pointer = UnsafeMutablePointer<Value>.allocate(capacity: 1)
        private(set) var hasValue = false

        deinit {
            if hasValue {
                pointer.deinitialize(count: 1)
            }
            pointer.deallocate()
        }

        /// The latest value. Read it only when ``hasValue`` is `true`.
        var value: Value {
            pointer.pointee
        }

        /// Replaces the latest value.
        func store(_ value: Value) {
            if hasValue {
                pointer.pointee = value
            } else {
                pointer.initialize(to: value)
                hasValue = true
            }
        }

        /// Forgets the latest value.
        func clear() {
            if hasValue {
                pointer.deinitialize(count: 1)
                hasValue = false
            }
        }
    }

    /// The latest values of the upstreams of a combine-latest subscription, typed per arity so
    /// that the combined output is built without casts.
    protocol CombineLatestStorage: AnyObject {
        /// The combined tuple.
        associatedtype Output

        /// Empty storage: no upstream has produced a value yet.
        init()

        /// `true` once every upstream has produced a value.
        var isComplete: Bool { get }

        /// The tuple of the latest values. Read it only when ``isComplete`` is `true`.
        var output: Output { get }

        /// Forgets every value.
        func clear()
    }

    /// Latest values of two upstreams.
    final class CombineLatest2Storage<A, B>: CombineLatestStorage {
        let a = LatestValue<A>()
        let b = LatestValue<B>()

        var isComplete: Bool { a.hasValue && b.hasValue }
        var output: (A, B) { (a.value, b.value) }

        func clear() {
            a.clear()
            b.clear()
        }
    }

    /// Latest values of three upstreams.
    final class CombineLatest3Storage<A, B, C>: CombineLatestStorage {
        let a = LatestValue<A>()
        let b = LatestValue<B>()
        let c = LatestValue<C>()

        var isComplete: Bool { a.hasValue && b.hasValue && c.hasValue }
        var output: (A, B, C) { (a.value, b.value, c.value) }

        func clear() {
            a.clear()
            b.clear()
            c.clear()
        }
    }

    /// Latest values of four upstreams.
    final class CombineLatest4Storage<A, B, C, D>: CombineLatestStorage {
        let a = LatestValue<A>()
        let b = LatestValue<B>()
        let c = LatestValue<C>()
        let d = LatestValue<D>()

        var isComplete: Bool { a.hasValue && b.hasValue && c.hasValue && d.hasValue }
        var output: (A, B, C, D) { (a.value, b.value, c.value, d.value) }

        func clear() {
            a.clear()
            b.clear()
            c.clear()
            d.clear()
        }
    }
#endif

#if !canImport(Combine)
    extension LatestValue where Value: Equatable {
        /// `true` when a value is held and it equals `value`.
        func holds(_ value: Value) -> Bool {
            hasValue && pointer.pointee == value
        }
    }
#endif
