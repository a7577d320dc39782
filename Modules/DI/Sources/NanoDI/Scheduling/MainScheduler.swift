/// Hands work to the main actor.
///
/// View models use it instead of `DispatchQueue.main` so tests decide when the work runs.
@MainActor
public protocol MainScheduler: AnyObject {
    /// Runs `action` on the main actor: now (``ImmediateMainScheduler``) or when the test
    /// says so (``TestMainScheduler``).
    func schedule(_ action: @escaping @MainActor () -> Void)
}

/// A ``MainScheduler`` that runs every action immediately; the live implementation,
/// since callers are already on the main actor.
@MainActor
public final class ImmediateMainScheduler: MainScheduler {
    /// Creates an immediate scheduler.
    public init() {}

    /// Runs `action` before returning.
    public func schedule(_ action: @escaping @MainActor () -> Void) {
        action()
    }
}

/// A ``MainScheduler`` that queues actions until the test calls ``run()``.
@MainActor
public final class TestMainScheduler: MainScheduler {
    private var queue: [@MainActor () -> Void] = []

    /// Creates an empty test scheduler.
    public init() {}

    /// The number of queued actions.
    public var pendingCount: Int { queue.count }

    /// Queues `action` without running it: it runs when the test calls ``run()``
    /// (``pendingCount`` counts what waits).
    public func schedule(_ action: @escaping @MainActor () -> Void) {
        queue.append(action)
    }

    /// Runs queued actions in FIFO order until the queue is empty, including actions queued
    /// by the actions being run.
    /// - Returns: how many actions ran.
    @discardableResult
    public func run() -> Int {
        var count = 0
        while !queue.isEmpty {
            let action = queue.removeFirst()
            action()
            count += 1
        }
        return count
    }
}
