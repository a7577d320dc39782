import NanoDI
import NanoReactive

extension NanoClock {
    /// A timer that fires once: sends `()` when `delay` has passed on this clock, then finishes.
    /// Delays go through it instead of a `Publisher` written by hand: a simulated request, a
    /// toast that hides itself, a retry after a pause. On a `TestClock` a test moves time with
    /// `advance(by:)`; the command-line host waits for it like any delayed work.
    ///
    /// ```swift
    /// clock.after(latency)                             // the request takes `latency`...
    ///     .setFailureType(to: SignUpError.self)
    ///     .flatMap { outcome(for: form).publisher }    // ...and is answered when it ends
    /// ```
    ///
    /// Each subscriber gets its own wait, started when it subscribes (nothing is scheduled
    /// before). Cancelling the subscription cancels the wait, so the clock's `pendingCount`
    /// drops and nothing fires after a scene left. Subscribe on the main actor, like everything
    /// on a `NanoClock`; a cancel may come from any thread and takes effect at once (the wait
    /// itself is withdrawn on the main actor).
    public func after(_ delay: Duration) -> Signal<Void> {
        Deferred {
            let fired = PassthroughSubject<Void, Never>()
            let work = self.schedule(after: delay) {
                fired.send(())
                fired.send(completion: .finished)
            }
            // Cancellation can reach here off the main actor (a cancellable released
            // elsewhere): the closure is `@Sendable` and hops.
            return fired.handleEvents(receiveCancel: { @Sendable in onMainActor { work.cancel() } })
        }
        .eraseToAnyPublisher()
    }
}
