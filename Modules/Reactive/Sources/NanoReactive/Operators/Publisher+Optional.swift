extension Publisher where Output == String? {
    /// Replaces `nil` with the empty string, e.g. for a text field's optional text; erased, so
    /// it fits an `InputFromView` field of type `AnyPublisher<String, Never>` as it is.
    public var orEmpty: AnyPublisher<String, Failure> {
        map { $0 ?? "" }.eraseToAnyPublisher()
    }
}

extension Publisher {
    /// Unwraps optional values, dropping the `nil`s.
    ///
    /// - Returns: A publisher of the non-`nil` values.
    public func filterNil<Wrapped>() -> Publishers.CompactMap<Self, Wrapped> where Output == Wrapped? {
        compactMap { $0 }
    }
}
