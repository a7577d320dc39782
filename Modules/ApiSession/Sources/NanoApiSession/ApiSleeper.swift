/// Waits between attempts. The session never reads a clock itself, so tests inject a sleeper
/// that records the waits and returns at once (NanoTesting's `RecordingSleeper`) and assert
/// the backoff without waiting for it.
public protocol ApiSleeper: Sendable {
    /// Waits `duration`; throws ``ApiError/cancelled`` when the waiting task is cancelled.
    func sleep(for duration: Duration) async throws(ApiError)
}

/// The live sleeper: `Task.sleep`, so a cancelled task stops waiting at once.
public struct TaskSleeper: ApiSleeper {
    /// A sleeper on the continuous clock.
    public init() {}

    /// Sleeps, mapping the task's cancellation to ``ApiError/cancelled``.
    public func sleep(for duration: Duration) async throws(ApiError) {
        do {
            try await Task.sleep(for: duration)
        } catch {
            throw .cancelled
        }
    }
}
