/// Text prepared for a fixed-width terminal cell grid: control characters removed, and with an
/// ASCII text charset every character folded to 7-bit.
enum TerminalText {
    /// Makes `text` safe to print inside a box: line breaks and tabs become spaces, other
    /// control characters become `?`, bidirectional overrides are dropped (they could reorder
    /// the box itself), and with `charset` ASCII accents are stripped (`José` → `Jose`) and
    /// anything still outside 7-bit ASCII becomes `?`; with Unicode every other character is
    /// kept exactly.
    static func sanitize(_ text: String, charset: TextRenderer.Options.Charset) -> String {
        // Printable ASCII (most labels) is kept as it is whatever the charset: one scalar per
        // character, no control, no bidirectional override, nothing to fold.
        if text.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) { return text }
        let source =
            charset == .ascii
            ? text.foldingDiacriticsAndWidth()
            : text
        var result = ""
        result.reserveCapacity(source.utf8.count)
        for character in source {
            let scalars = character.unicodeScalars.filter { !isBidiControl($0) }
            guard let first = scalars.first else { continue }
            if first.properties.generalCategory == .control {
                result.append(first == "\n" || first == "\r" || first == "\t" ? " " : "?")
            } else if charset == .ascii && !character.isASCII {
                result.append("?")
            } else {
                var kept = String.UnicodeScalarView()
                kept.append(contentsOf: scalars)
                result.append(contentsOf: String(kept))
            }
        }
        return result
    }

    /// The number of terminal columns `text` occupies (East Asian wide characters and emoji
    /// take two).
    static func width(of text: some StringProtocol) -> Int {
        // ASCII takes a column a byte; only "\r\n" is two bytes in one character.
        if text.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) { return text.utf8.count }
        return text.reduce(0) { $0 + width(of: $1) }
    }

    /// The number of terminal columns `character` occupies.
    static func width(of character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        if first.isASCII { return 1 }
        if character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        if first.properties.isEmojiPresentation { return 2 }
        return wideRanges.contains { $0.contains(first.value) } ? 2 : 1
    }

    private static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// East Asian Wide and Fullwidth blocks.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
        0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
        0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}
