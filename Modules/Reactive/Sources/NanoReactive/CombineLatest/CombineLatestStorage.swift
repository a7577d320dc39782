#if !canImport(Combine)
    /// The latest value of one upstream.
    ///
    /// Kept in manually managed memory rather than in an `Optional`: the operators run as
    /// unspecialised generic code, where every use of `Optional<Value>` costs a runtime metadata
    /// lookup; a pointer and a flag cost none.
    final class LatestValue<Value> {
        private let pointer: UnsafeMutablePointer<Value>
        /// What keeps `pointer`'s memory allocated when it is not this slot's own.
        private let memory: AnyObject?
        private(set) var hasValue = false

        /// A value slot with memory of its own.
        init() {
            pointer = UnsafeMutablePointer<Value>.allocate(capacity: 1)
            memory = nil
        }

        /// A value slot at `pointer`, inside `memory`, which the slot keeps alive (one
        /// element of a ``CombinedTuple``).
        fileprivate init(at pointer: UnsafeMutablePointer<Value>, in memory: AnyObject) {
            self.pointer = pointer
            self.memory = memory
        }

        deinit {
            clear()
            if memory == nil {
                pointer.deallocate()
            }
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

    extension LatestValue where Value: Equatable {
        /// `true` when a value is held and it equals `value`.
        func holds(_ value: Value) -> Bool {
            hasValue && pointer.pointee == value
        }
    }

    /// The latest values of the upstreams of a combine-latest subscription, typed per arity so
    /// that the combined output is built without casts.
    ///
    /// The values live in place in one tuple, each upstream's slot being one element of it, so
    /// the subscription copies the tuple out as it is: building `(a, b)` from separate values in
    /// unspecialised code would look the tuple's metadata up (a hash-table search in the
    /// runtime) for every emission, while the type of `combined` is known through the
    /// conformance.
    protocol CombineLatestStorage: AnyObject {
        /// The combined tuple.
        associatedtype Output

        /// Empty storage: no upstream has produced a value yet.
        init()

        /// `true` once every upstream has produced a value.
        var isComplete: Bool { get }

        /// The tuple of the latest values. Read its `pointee` only when ``isComplete`` is
        /// `true`.
        var combined: UnsafeMutablePointer<Output> { get }

        /// Forgets every value.
        func clear()
    }

    /// The memory of a combined tuple, handed out one element slot at a time, in order, each at
    /// the next offset aligned for its type: how Swift lays a tuple out (as a struct of its
    /// elements). Every slot keeps the memory allocated and deinitialises its own element.
    final class CombinedTuple<Tuple> {
        let pointer = UnsafeMutablePointer<Tuple>.allocate(capacity: 1)
        private var end = 0

        deinit {
            pointer.deallocate()
        }

        /// A value slot for the next element, of type `Element`.
        func nextSlot<Element>(_: Element.Type = Element.self) -> LatestValue<Element> {
            let alignment = MemoryLayout<Element>.alignment
            let offset = (end + alignment - 1) / alignment * alignment
            end = offset + MemoryLayout<Element>.size
            let element = (UnsafeMutableRawPointer(pointer) + offset).assumingMemoryBound(to: Element.self)
            return LatestValue(at: element, in: self)
        }
    }

    /// Latest values of two upstreams.
    final class CombineLatest2Storage<A, B>: CombineLatestStorage {
        let combined: UnsafeMutablePointer<(A, B)>
        let a: LatestValue<A>
        let b: LatestValue<B>

        init() {
            let tuple = CombinedTuple<(A, B)>()
            combined = tuple.pointer
            (a, b) = (tuple.nextSlot(), tuple.nextSlot())
        }

        var isComplete: Bool { a.hasValue && b.hasValue }

        func clear() {
            a.clear()
            b.clear()
        }
    }

    /// Latest values of three upstreams.
    final class CombineLatest3Storage<A, B, C>: CombineLatestStorage {
        let combined: UnsafeMutablePointer<(A, B, C)>
        let a: LatestValue<A>
        let b: LatestValue<B>
        let c: LatestValue<C>

        init() {
            let tuple = CombinedTuple<(A, B, C)>()
            combined = tuple.pointer
            (a, b, c) = (tuple.nextSlot(), tuple.nextSlot(), tuple.nextSlot())
        }

        var isComplete: Bool { a.hasValue && b.hasValue && c.hasValue }

        func clear() {
            a.clear()
            b.clear()
            c.clear()
        }
    }

    /// Latest values of four upstreams.
    final class CombineLatest4Storage<A, B, C, D>: CombineLatestStorage {
        let combined: UnsafeMutablePointer<(A, B, C, D)>
        let a: LatestValue<A>
        let b: LatestValue<B>
        let c: LatestValue<C>
        let d: LatestValue<D>

        init() {
            let tuple = CombinedTuple<(A, B, C, D)>()
            combined = tuple.pointer
            (a, b, c, d) = (tuple.nextSlot(), tuple.nextSlot(), tuple.nextSlot(), tuple.nextSlot())
        }

        var isComplete: Bool { a.hasValue && b.hasValue && c.hasValue && d.hasValue }

        func clear() {
            a.clear()
            b.clear()
            c.clear()
            d.clear()
        }
    }
#endif
