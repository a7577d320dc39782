import Dispatch
import NanoSystem

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Android)
    import Android
#endif

/// Tells, without trapping, whether the caller runs in the main actor's execution context.
///
/// The main actor executes on the main dispatch queue. Under an app's run loop that is the
/// main thread; in other hosts (e.g. the Linux test runner) the main queue may be drained by
/// another thread, so both are checked: the main thread, or a block of the main queue
/// (recognised by a queue-specific key).
enum MainActorContext {
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Each thread's answer to `nano_is_main_thread()`, remembered in thread-local storage: on
    /// Linux that is two system calls (`gettid` and `getpid`), which cost more than the rest of
    /// delivering a bound value. `nil` when the system would not create a key (a process has a
    /// limited number): then every call asks again.
    private static let isMainThreadKey: pthread_key_t? = {
        var key = pthread_key_t()
        guard pthread_key_create(&key, nil) == 0 else { return nil }
        return key
    }()

    /// The stored answers (thread-local values are pointers; a thread starts with none).
    private static var mainThread: UnsafeRawPointer? { UnsafeRawPointer(bitPattern: 1) }
    private static var otherThread: UnsafeRawPointer? { UnsafeRawPointer(bitPattern: 2) }

    /// `true` on the main thread or inside a block of the main queue.
    static var isCurrent: Bool {
        // The main thread first: the common case, and (remembered) the cheaper check.
        isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
    }

    /// Whether the caller runs on the process's main thread, asked of the system once per
    /// thread (every time when there is no key): what Foundation's `Thread.isMainThread`
    /// answers, without linking Foundation (on Linux its use links all of
    /// swift-corelibs-foundation into an app).
    private static var isMainThread: Bool {
        guard let key = isMainThreadKey else { return nano_is_main_thread() != 0 }
        if let answer = pthread_getspecific(key) {
            return UnsafeRawPointer(answer) == mainThread
        }
        let isMain = nano_is_main_thread() != 0
        pthread_setspecific(key, isMain ? mainThread : otherThread)
        return isMain
    }
}
