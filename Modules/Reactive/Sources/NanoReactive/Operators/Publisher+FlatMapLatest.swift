extension Publisher {
    /// Maps each value to a publisher and emits the values of the most recent one only,
    /// cancelling the previous inner publisher when a new value arrives.
    ///
    /// Equivalent to `map(transform).switchToLatest()`: it fails when this publisher or the
    /// current inner publisher fails, and finishes when this publisher and the current inner
    /// publisher have both finished.
    ///
    /// - Parameter transform: Turns a value into the publisher to switch to.
    /// - Returns: A publisher of the latest inner publisher's values.
    public func flatMapLatest<P: Publisher>(
        _ transform: @escaping (Output) -> P
    ) -> Publishers.SwitchToLatest<P, Publishers.Map<Self, P>> where P.Failure == Failure {
        map(transform).switchToLatest()
    }
}
