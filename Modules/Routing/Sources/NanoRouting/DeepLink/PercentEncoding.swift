/// Percent-encoding used to write canonical links (``DeepLink/string(scheme:)``).
enum PercentEncoding {
    /// Bytes kept raw in a path segment: unreserved and sub-delims (`:` and `@` are encoded so
    /// that the first segment is never read as user info or port).
    static func isSegmentByte(_ b: UInt8) -> Bool {
        PatternCharacters.isConstantByte(b) || isSubDelimiter(b)
    }

    /// Bytes kept raw in a query name or value: unreserved and `!$'()*,;:@/?`.
    static func isQueryByte(_ b: UInt8) -> Bool {
        if PatternCharacters.isConstantByte(b) { return true }
        switch b {
        case UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"),
            UInt8(ascii: "*"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: "@"),
            UInt8(ascii: "/"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }

    private static func isSubDelimiter(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("),
            UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"),
            UInt8(ascii: "="):
            return true
        default:
            return false
        }
    }

    /// Encodes every byte of `text` not kept by `keep` as `%XX` (upper-case hex).
    static func encode(_ text: String, keeping keep: (UInt8) -> Bool) -> String {
        let hex: [UInt8] = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if keep(byte) {
                bytes.append(byte)
            } else {
                bytes.append(ASCII.percent)
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0x0F)])
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
