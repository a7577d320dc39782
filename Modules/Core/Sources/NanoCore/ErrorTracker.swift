import NanoReactive

/// Collects the failures of tracked publishers so a screen can show them (as a toast, say)
/// while the publisher chain itself recovers.
///
/// ```swift
/// let errors = ErrorTracker()
/// submit.flatMapLatest { service.signUp(form).trackError(errors).replaceErrorWithEmpty() }
/// errors.asPublisher().map { Toast(error: $0) } --> ...
/// ```
@MainActor
public final class ErrorTracker {
    private let subject = PassthroughSubject<any Error, Never>()

    /// A tracker that has seen no failure; make one per `transform` and share it among the
    /// publishers whose failures the screen shows.
    public init() {}

    /// Every failure of every tracked publisher, in order.
    public func asPublisher() -> AnyPublisher<any Error, Never> {
        subject.eraseToAnyPublisher()
    }

    /// Reports the failure of `source` (and passes every event through unchanged).
    public func track<P: Publisher>(_ source: P) -> AnyPublisher<P.Output, P.Failure> {
        // `@Sendable`: not main-actor isolated, so a failure delivered off the main actor hops
        // instead of asserting isolation and aborting.
        source.handleEvents(receiveCompletion: { @Sendable [weak self] completion in
            if case .failure(let error) = completion {
                onMainActor { self?.subject.send(error) }
            }
        })
        .eraseToAnyPublisher()
    }
}

extension Publisher {
    /// Reports this publisher's failure to `tracker`.
    @MainActor
    public func trackError(_ tracker: ErrorTracker) -> AnyPublisher<Output, Failure> {
        tracker.track(self)
    }
}
