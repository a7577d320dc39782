#if !canImport(Combine)
/// The latest value of each upstream of a combine-latest subscription, typed per arity so
/// that the combined output is built without casts.
protocol CombineLatestStorage {
    /// The combined tuple.
    associatedtype Output

    /// Empty storage: no upstream has produced a value yet.
    init()

    /// The tuple of the latest values, or `nil` while an upstream has not produced one.
    var combined: Output? { get }
}

/// Latest values of two upstreams.
struct CombineLatest2Storage<A, B>: CombineLatestStorage {
    var a: A?
    var b: B?

    var combined: (A, B)? {
        guard let a, let b else { return nil }
        return (a, b)
    }
}

/// Latest values of three upstreams.
struct CombineLatest3Storage<A, B, C>: CombineLatestStorage {
    var a: A?
    var b: B?
    var c: C?

    var combined: (A, B, C)? {
        guard let a, let b, let c else { return nil }
        return (a, b, c)
    }
}

/// Latest values of four upstreams.
struct CombineLatest4Storage<A, B, C, D>: CombineLatestStorage {
    var a: A?
    var b: B?
    var c: C?
    var d: D?

    var combined: (A, B, C, D)? {
        guard let a, let b, let c, let d else { return nil }
        return (a, b, c, d)
    }
}
#endif
