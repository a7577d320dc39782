@_spi(_Unicode) import Swift

/// Folding for an ASCII terminal, written on the standard library instead of Foundation's
/// `folding(options:locale:)`: on Linux that method links all of swift-corelibs-foundation,
/// CoreFoundation and ICU into an app, and its first use bridges through `NSString`, which
/// makes the Swift runtime scan every protocol conformance record of the binary
/// (docs/performance.md, "nvc startup"). A test compares it with Foundation's answer.
extension StringProtocol {
    /// The text with accents and other diacritics removed (`José` → `Jose`, `Ångström` →
    /// `Angstrom`) and fullwidth ASCII forms made ASCII (`ＡＢＣ` → `ABC`): for an ASCII
    /// terminal, where Foundation's `folding(options: [.diacriticInsensitive,
    /// .widthInsensitive], locale: nil)` was used. Each scalar is decomposed canonically (NFD)
    /// and its combining marks dropped. What an ASCII terminal shows of it (non-ASCII as `?`)
    /// is what it showed of Foundation's folding for every scalar of Latin, Greek, Cyrillic,
    /// the combining marks and the halfwidth and fullwidth forms (a test checks each); the
    /// text itself can differ where neither result is ASCII: halfwidth katakana stays
    /// halfwidth (Foundation made `ｶ` `カ`), some spacing vowel signs of Indic scripts stay,
    /// and marks newer than Foundation's tables are dropped.
    public func foldingDiacriticsAndWidth() -> String {
        var folded = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            if (0xFF01...0xFF5E).contains(scalar.value), let narrow = Unicode.Scalar(scalar.value - 0xFEE0) {
                folded.append(narrow)
                continue
            }
            if scalar.isASCII {
                folded.append(scalar)
                continue
            }
            for part in String(scalar)._nfd where !Self.isDiacritic(part) {
                folded.append(part)
            }
        }
        return String(folded)
    }

    /// Whether `foldingDiacriticsAndWidth()` drops `scalar` from a decomposition: a
    /// non-spacing or enclosing mark, anything that combines (a non-zero combining class),
    /// and the halfwidth katakana voiced sound marks.
    private static func isDiacritic(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark: true
        default:
            scalar.properties.canonicalCombiningClass != .notReordered || scalar.value == 0xFF9E
                || scalar.value == 0xFF9F
        }
    }
}
