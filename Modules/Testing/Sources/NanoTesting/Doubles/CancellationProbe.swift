/// A stand-in for async work that never answers by itself (a request to a server that hangs),
/// counting how often it started and how often cancellation reached it — what a test of an
/// `Effect` (NanoCore) needs to prove the work stopped when its scene left.
///
/// ```swift
/// let probe = CancellationProbe()
/// // the view model: Effect.task { try await probe.hang() } ...
/// try driver.open("catalog/people"); try driver.back()
/// #expect(await probe.waitUntil { $0.cancelled == 1 })
/// ```
public actor CancellationProbe {
    /// What the probe has seen so far.
    public struct Counts: Sendable, Equatable {
        /// Calls of ``hang()`` that began.
        public var started = 0
        /// Calls of ``hang()`` that ended because their task was cancelled.
        public var cancelled = 0
        /// Calls of ``hang()`` still suspended.
        public var running: Int { started - cancelled }
    }

    /// The counts now.
    public private(set) var counts = Counts()

    /// A probe that has seen nothing.
    public init() {}

    /// Suspends until the calling task is cancelled, then throws `CancellationError`.
    public nonisolated func hang() async throws -> Never {
        await begin()
        do {
            while true { try await Task.sleep(for: .seconds(3_600)) }
        } catch {
            await end()
            throw CancellationError()
        }
    }

    /// Waits, polling every few milliseconds for at most `timeout`, until `condition` holds for
    /// the counts; returns whether it did.
    public func waitUntil(
        timeout: Duration = .seconds(5), _ condition: @Sendable (Counts) -> Bool
    ) async -> Bool {
        let deadline = ContinuousClock.now + timeout
        while !condition(counts) {
            guard ContinuousClock.now < deadline else { return false }
            try? await Task.sleep(for: .milliseconds(2))
        }
        return true
    }

    private func begin() { counts.started += 1 }
    private func end() { counts.cancelled += 1 }
}
