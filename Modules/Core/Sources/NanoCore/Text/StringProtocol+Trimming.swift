/// Trimming written on the standard library instead of Foundation's
/// `trimmingCharacters(in:)`: on Linux that method links all of swift-corelibs-foundation,
/// CoreFoundation and ICU into an app, and its first use bridges through `NSString`, which
/// makes the Swift runtime scan every protocol conformance record of the binary
/// (docs/performance.md, "nvc startup"). Public for view models (input checks) and the
/// rendering above; tests compare each set with Foundation's `CharacterSet`.
extension StringProtocol {
    /// The text without whitespace and line breaks at either end: what Foundation's
    /// `trimmingCharacters(in: .whitespacesAndNewlines)` returns (Unicode's White_Space scalars
    /// and U+200B ZERO WIDTH SPACE, the set that `CharacterSet` holds).
    public func trimmingWhitespace() -> String {
        trimming { $0.properties.isWhitespace || $0 == "\u{200B}" }
    }

    /// The text without spaces and tabs at either end, keeping line breaks: what Foundation's
    /// `trimmingCharacters(in: .whitespaces)` returns (general category Zs, U+0009 and U+200B
    /// ZERO WIDTH SPACE, the set that `CharacterSet` holds).
    public func trimmingSpaces() -> String {
        trimming { $0.properties.generalCategory == .spaceSeparator || $0 == "\t" || $0 == "\u{200B}" }
    }

    /// The text without the scalars `drops` answers `true` for at either end.
    private func trimming(_ drops: (Unicode.Scalar) -> Bool) -> String {
        let scalars = self[...].unicodeScalars
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end, drops(scalars[start]) { start = scalars.index(after: start) }
        while start < end, drops(scalars[scalars.index(before: end)]) { end = scalars.index(before: end) }
        // The slice's bytes (scalar boundaries, so valid UTF-8), not a scalar view appended
        // to: that `append(contentsOf:)` made the runtime scan every conformance record on
        // its first use (docs/performance.md, "nvc startup").
        return String(decoding: self[...].utf8[start..<end], as: UTF8.self)
    }
}
