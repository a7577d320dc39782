extension Publisher {
    /// Finishes normally instead of failing: an error ends the stream without a value.
    ///
    /// - Returns: A publisher that never fails.
    public func replaceErrorWithEmpty() -> Publishers.Catch<Self, Empty<Output, Never>> {
        self.catch { _ in Empty<Output, Never>() }
    }
}
