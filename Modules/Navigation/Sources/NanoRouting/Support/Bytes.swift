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
        switch b {
        case 0x61...0x7A, 0x41...0x5A, 0x30...0x39: true
        case 0x21, 0x23...0x2F, 0x3A, 0x3B, 0x3D, 0x3F, 0x40, 0x5F, 0x7E: true
        default: false
        }
    }

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
