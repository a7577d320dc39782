#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Android)
    import Android
#endif

/// A small mutex (a `pthread_mutex_t` of its own, allocated once and never moved), the way
/// OpenCombine's own operators lock their state.
///
/// `recursive: true` makes it re-entrant on the owning thread; operators use a recursive
/// lock only to serialise calls into their downstream (so that a downstream which sends
/// back into the operator on the same thread does not deadlock), and a plain lock for their
/// state, which they never hold while calling out.
///
/// Not public API: `@_spi(NanoInternal)` lets the framework's own modules above (NanoCore's
/// `Navigator` locks its subscribers' queues with it) use it through
/// `@_spi(NanoInternal) import NanoReactive`, while features, which import NanoReactive
/// plainly, do not see it. Those modules get only ``withLock(_:)``, which cannot leave the
/// lock held; the operators here also take and release it apart. It exists because
/// Foundation's `NSLock` would link all of swift-corelibs-foundation into a Linux app, and
/// `Mutex` needs macOS 15.
@_spi(NanoInternal) public final class Lock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// A lock that is not held; with `recursive`, one its holder may take again (and must
    /// release as often).
    @_spi(NanoInternal) public init(recursive: Bool = false) {
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        if recursive {
            pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        }
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Takes the lock, waiting while another thread holds it.
    @inline(__always)
    func lock() {
        pthread_mutex_lock(mutex)
    }

    /// Releases the lock, which the calling thread holds.
    @inline(__always)
    func unlock() {
        pthread_mutex_unlock(mutex)
    }

    /// Runs `body` with the lock held, and releases it also when `body` throws.
    @inline(__always)
    @_spi(NanoInternal) public func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}
