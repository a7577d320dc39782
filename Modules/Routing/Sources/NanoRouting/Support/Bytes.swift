/// Calls `body` with the UTF-8 bytes of `string`, without copying native strings.
@inline(__always)
func withUTF8Bytes<R>(of string: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    if let result = string.utf8.withContiguousStorageIfAvailable(body) { return result }
    let copy = Array(string.utf8)
    return copy.withUnsafeBufferPointer(body)
}

/// ASCII byte constants and classes used by the link parser and the type checks.
enum ASCII {
    static let slash = UInt8(ascii: "/")
    static let dot = UInt8(ascii: ".")
    static let percent = UInt8(ascii: "%")
    static let colon = UInt8(ascii: ":")
    static let question = UInt8(ascii: "?")
    static let hash = UInt8(ascii: "#")
    static let ampersand = UInt8(ascii: "&")
    static let equals = UInt8(ascii: "=")
    static let at = UInt8(ascii: "@")
    static let minus = UInt8(ascii: "-")

    /// Whether `b` may appear raw in a deep link: RFC 3986 unreserved and sub-delims,
    /// plus `: @ / ? # %`. Controls, space, non-ASCII and `"<>[\]^`{|}` may not.
    @inline(__always)
    static func isLinkByte(_ b: UInt8) -> Bool {
        // Bitmaps of the allowed bytes 0–63 and 64–127 (checked byte by byte in LinkCharacterTests).
        if b < 64 { return (linkBytesLow >> UInt64(b)) & 1 != 0 }
        if b < 128 { return (linkBytesHigh >> UInt64(b - 64)) & 1 != 0 }
        return false
    }

    /// Bit `n` set when byte `n` (0–63) may appear raw in a link: `!#$%&'()*+,-./0-9:;=?`.
    static let linkBytesLow: UInt64 = 0xAFFF_FFFA_0000_0000
    /// Bit `n` set when byte `64 + n` may appear raw in a link: `@A-Z_a-z~`.
    static let linkBytesHigh: UInt64 = 0x47FF_FFFE_87FF_FFFF

    /// Whether `b` may appear in a scheme after its first letter.
    static func isSchemeByte(_ b: UInt8) -> Bool {
        isLetter(b) || isDigit(b) || b == UInt8(ascii: "+") || b == minus || b == dot
    }

    /// `[A-Za-z]`.
    @inline(__always)
    static func isLetter(_ b: UInt8) -> Bool { (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A }

    /// `[0-9]`.
    @inline(__always)
    static func isDigit(_ b: UInt8) -> Bool { b &- 0x30 < 10 }

    /// The value of a hexadecimal digit, or `nil`.
    @inline(__always)
    static func hexValue(_ b: UInt8) -> UInt8? {
        if isDigit(b) { return b &- 0x30 }
        let lower = b | 0x20
        if lower >= 0x61 && lower <= 0x66 { return lower &- 0x61 &+ 10 }
        return nil
    }

    /// ASCII lowercase of one byte.
    @inline(__always)
    static func lowercased(_ b: UInt8) -> UInt8 { isLetter(b) ? b | 0x20 : b }
}
