import NanoReactive

/// Everything a publisher emits, in order, and how it completed: the role of RxTest's
/// `TestObserver` in seed 004, for asserting what a view model forwards.
///
/// ```swift
/// let confirmed = PublisherRecorder(viewModel.confirmations)
/// view.confirm()
/// #expect(confirmed.values.count == 1)
/// ```
@MainActor
public final class PublisherRecorder<Value, Failure: Error> {
    /// Every value received, oldest first.
    public private(set) var values: [Value] = []
    /// How the publisher completed, once it has.
    public private(set) var completion: Subscribers.Completion<Failure>?
    private var subscription: AnyCancellable?

    /// Subscribes to `publisher` now and records until the recorder is released.
    public init<P: Publisher>(_ publisher: P) where P.Output == Value, P.Failure == Failure {
        subscription = publisher.sink(
            receiveCompletion: { [weak self] in self?.completion = $0 },
            receiveValue: { [weak self] in self?.values.append($0) })
    }

    /// The latest value, if any.
    public var last: Value? { values.last }

    /// Whether the publisher finished (without an error).
    public var finished: Bool {
        if case .finished = completion { return true }
        return false
    }

    /// Forgets the values received so far (the completion stays).
    public func reset() { values.removeAll() }
}
