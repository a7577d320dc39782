import NanoApiSession

/// An `ApiSleeper` that records every wait and returns at once, so a test asserts the backoff
/// (`#expect(await sleeper.waits == [.milliseconds(500), .seconds(1)])`) without waiting for it.
/// A cancelled task still ends its wait with `ApiError.cancelled`, as the live sleeper does.
public actor RecordingSleeper: ApiSleeper {
    /// Every wait asked for, in order.
    public private(set) var waits: [Duration] = []

    /// A sleeper with no waits yet.
    public init() {}

    /// Records `duration` and returns at once (throws when the task is cancelled).
    public func sleep(for duration: Duration) async throws(ApiError) {
        waits.append(duration)
        if Task.isCancelled { throw .cancelled }
    }
}
