import NanoDI
import NanoReactive

extension Publisher where Failure == Never {
    /// Emits a value once `delay` has passed on `clock` without a newer one: a search field's
    /// text, sent when the person stops typing (Combine's `debounce(for:scheduler:)`, on a
    /// `NanoClock` (NanoDI) instead of a scheduler, so a test moves time with a `TestClock` and
    /// the command-line host waits for it like any delayed work).
    ///
    /// ```swift
    /// input.fromView.search
    ///     .debounce(for: .milliseconds(300), on: clock)   // "s", "sk", "sky" quickly: only "sky"
    ///     .flatMapLatest { text in Effect.task { try await api.search(text) } ... }
    /// ```
    ///
    /// A newer value cancels the wait of the one before; cancelling the subscription cancels the
    /// pending wait (the clock's `pendingCount` drops), so nothing fires after a scene left.
    /// A value still waiting when the upstream finishes is dropped.
    @MainActor
    public func debounce(for delay: Duration, on clock: any NanoClock) -> AnyPublisher<Output, Never> {
        flatMapLatest { value in clock.after(delay).map { value } }
            .eraseToAnyPublisher()
    }
}
