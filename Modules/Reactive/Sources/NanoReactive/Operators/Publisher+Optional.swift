extension Publisher where Output == String? {
    /// Replaces `nil` with the empty string, e.g. for a text field's optional text.
    public var orEmpty: Publishers.Map<Self, String> {
        map { $0 ?? "" }
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
