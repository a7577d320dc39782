import NanoReactive

/// Counts the cancellations that reach an upstream.
final class CancelProbe {
    private(set) var count = 0

    var wasCancelled: Bool { count > 0 }

    func tap<P: Publisher>(_ publisher: P) -> Publishers.HandleEvents<P> {
        publisher.handleEvents(receiveCancel: { [self] in count += 1 })
    }
}

/// The error the test upstreams fail with.
enum TestError: Error, Equatable {
    case boom
    case other
}
