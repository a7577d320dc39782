import Dispatch

#if canImport(Foundation)
    import Foundation
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

    /// `true` on the main thread or inside a block of the main queue.
    static var isCurrent: Bool {
        // The main thread first: it is the common case and the cheaper check.
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
    }
}
