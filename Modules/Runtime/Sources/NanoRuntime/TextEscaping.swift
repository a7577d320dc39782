extension String {
    /// The text made safe for one line of a terminal: line breaks and tabs become spaces, and
    /// every other character that could hide or reorder text — C0 and C1 control characters,
    /// DEL, the bidirectional controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069)
    /// and the line and paragraph separators — is shown as a Swift-style escape (`\u{202E}`),
    /// so an error quoting a hostile link shows what it contains instead of obeying it.
    public var escapedForTerminal: String {
        var result = ""
        result.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            switch scalar {
            case "\n", "\r", "\t":
                result.append(" ")
            case _ where Self.isHidden(scalar):
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        case 0x2028, 0x2029: true
        default: false
        }
    }
}
