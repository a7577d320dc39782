import NanoReactive

/// Tracks work in flight, counting overlapping jobs: it reports `true` from the start of the
/// first tracked job until the end of the last one (the seed's indicator flipped to `false`
/// when the first of two overlapping jobs finished).
///
/// ```swift
/// let loading = ActivityIndicator()
/// service.signUp(form).trackActivity(loading)   // counted from subscription to completion or cancel
/// loading.asPublisher() --> view.spinner.isAnimatingBinder
/// ```
@MainActor
public final class ActivityIndicator {
    private let count = CurrentValueSubject<Int, Never>(0)

    /// Creates an idle indicator.
    public init() {}

    /// Whether any tracked job is running now.
    public var isActive: Bool { count.value > 0 }

    /// The number of tracked jobs running now.
    public var activeCount: Int { count.value }

    /// `true` while at least one tracked job runs; emits the current value on subscription and
    /// then only changes.
    public func asPublisher() -> AnyPublisher<Bool, Never> {
        count.map { $0 > 0 }.removeDuplicates().eraseToAnyPublisher()
    }

    /// Counts `source` as running from its subscription until it completes, fails or is
    /// cancelled — each exactly once.
    public func track<P: Publisher>(_ source: P) -> AnyPublisher<P.Output, P.Failure> {
        Deferred { [self] () -> Publishers.HandleEvents<P> in
            let job = TrackedJob { [weak self] in self?.count.value -= 1 }
            count.value += 1
            // Completion and cancellation can reach us off the main actor (a cancellable
            // released elsewhere). The closures are `@Sendable`, hence not main-actor isolated
            // (an isolated closure would assert its isolation on entry and abort), and end the
            // job on the main actor.
            return source.handleEvents(
                receiveCompletion: { @Sendable _ in onMainActor { job.end() } },
                receiveCancel: { @Sendable in onMainActor { job.end() } }
            )
        }
        .eraseToAnyPublisher()
    }
}

/// Ends a tracked job once, however many ways it finishes.
@MainActor
private final class TrackedJob {
    private var onEnd: (() -> Void)?
    init(onEnd: @escaping () -> Void) { self.onEnd = onEnd }
    func end() {
        onEnd?()
        onEnd = nil
    }
}

extension Publisher {
    /// Counts this publisher as a job of `indicator` while it runs.
    @MainActor
    public func trackActivity(_ indicator: ActivityIndicator) -> AnyPublisher<Output, Failure> {
        indicator.track(self)
    }
}
