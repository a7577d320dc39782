#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Android)
    import Android
#endif

/// A value guarded by a lock, so that reference types holding mutable state can be `Sendable`.
///
/// Public for the modules built on NanoDI's primitives (NanoPersistence's file store and
/// directory lock keep their state in one):
/// `withLock` passes a typed error through, which Foundation's `NSLock.withLock` does not. The
/// lock is a `pthread_mutex_t` of its own (allocated once, never moved), not `NSLock`, whose
/// use on Linux links all of swift-corelibs-foundation into the binary, nor `Mutex`, which
/// needs macOS 15.
public final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// Guards `value`; read and change it only through ``withLock(_:)``.
    public init(_ value: Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` with exclusive access to the value; not reentrant (calling it again from
    /// `body` deadlocks).
    public func withLock<Result, Failure: Error>(
        _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
