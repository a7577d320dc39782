/// A cancellable handle to an action scheduled on a ``NanoClock``.
///
/// Dropping the handle does not cancel the work; call ``cancel()``.
@MainActor
public final class ScheduledWork {
    private var onCancel: (@MainActor () -> Void)?

    /// Whether ``cancel()`` was called before the action ran.
    public private(set) var isCancelled = false

    /// Creates a handle that calls `onCancel` the first time it is cancelled.
    public init(onCancel: @escaping @MainActor () -> Void) {
        self.onCancel = onCancel
    }

    /// Prevents the action from running. Calling it again, or after the action ran, does nothing.
    public func cancel() {
        guard let onCancel else { return }
        self.onCancel = nil
        isCancelled = true
        onCancel()
    }

    /// Called by a clock just before it runs the action, so a later ``cancel()`` is a no-op.
    public func markCompleted() {
        onCancel = nil
    }
}
