extension Publisher {
    /// Replaces every value with `()`, keeping only the fact that something happened (a tap).
    ///
    /// - Returns: A publisher of `Void` values.
    public func mapToVoid() -> Publishers.Map<Self, Void> {
        map { _ in () }
    }
}
