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

/// Percent-decoding of one link component (a path segment, a query name or value).
enum PercentDecoding {
    /// What decoding one component produced.
    struct Decoded {
        /// Number of decoded bytes written.
        var count: Int
        /// Whether an encoded `/` (`%2F`) was decoded.
        var containsSlash: Bool
        /// Whether any decoded byte is non-ASCII (so UTF-8 must be validated).
        var hasNonASCII: Bool
    }

    /// Decodes `bytes[range]` into the start of `output` (which must be at least as long).
    ///
    /// Fails on a `%` not followed by two hex digits (offset of the `%`) and on an encoded
    /// ASCII control character (offset of the component).
    static func decode(
        _ bytes: UnsafeBufferPointer<UInt8>,
        _ range: Range<Int>,
        into output: UnsafeMutableBufferPointer<UInt8>
    ) -> Result<Decoded, DeepLinkError> {
        var decoded = Decoded(count: 0, containsSlash: false, hasNonASCII: false)
        var index = range.lowerBound
        while index < range.upperBound {
            var byte = bytes[index]
            if byte == ASCII.percent {
                guard index + 2 < range.upperBound,
                    let high = ASCII.hexValue(bytes[index + 1]),
                    let low = ASCII.hexValue(bytes[index + 2])
                else { return .failure(.invalidPercentEncoding(offset: index)) }
                byte = high << 4 | low
                if byte < 0x20 || byte == 0x7F { return .failure(.controlCharacter(offset: range.lowerBound)) }
                if byte == ASCII.slash { decoded.containsSlash = true }
                if byte >= 0x80 { decoded.hasNonASCII = true }
                index += 3
            } else {
                index += 1
            }
            output[decoded.count] = byte
            decoded.count += 1
        }
        return .success(decoded)
    }

    /// Whether the decoded bytes hold a C1 control character (U+0080–U+009F, UTF-8 `C2 80`–`C2 9F`).
    static func containsC1Control(_ output: UnsafeMutableBufferPointer<UInt8>, _ decoded: Decoded) -> Bool {
        guard decoded.hasNonASCII else { return false }
        var index = 0
        while index + 1 < decoded.count {
            if output[index] == 0xC2 && output[index + 1] >= 0x80 && output[index + 1] <= 0x9F { return true }
            index += 1
        }
        return false
    }

    /// Turns decoded bytes into a `String`, rejecting invalid UTF-8 and C1 control characters.
    static func string(
        _ output: UnsafeMutableBufferPointer<UInt8>,
        _ decoded: Decoded,
        componentOffset: Int
    ) -> Result<String, DeepLinkError> {
        let bytes = UnsafeBufferPointer(rebasing: output[0..<decoded.count])
        guard decoded.hasNonASCII else { return .success(String(decoding: bytes, as: UTF8.self)) }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return .failure(.invalidUTF8(offset: componentOffset))
        }
        var index = 0
        while index + 1 < bytes.count {
            if bytes[index] == 0xC2 && bytes[index + 1] >= 0x80 && bytes[index + 1] <= 0x9F {
                return .failure(.controlCharacter(offset: componentOffset))
            }
            index += 1
        }
        return .success(text)
    }
}
