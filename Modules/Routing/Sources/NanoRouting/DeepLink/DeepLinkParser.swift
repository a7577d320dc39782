/// The strict, total parser behind ``DeepLink/parse(_:scheme:limits:)``. The rules, and the order
/// they are checked in, are NanoRouting.docc/DeepLinkSyntax.md's "Parsing a link" (numbered
/// there as in the comments below).
struct DeepLinkParser {
    let bytes: UnsafeBufferPointer<UInt8>
    let limits: DeepLinkLimits
    /// The percent-encoded component being decoded (one buffer for the whole link).
    var decoded: [UInt8] = []

    static func parse(_ link: String, scheme: String, limits: DeepLinkLimits) throws(DeepLinkError) -> DeepLink {
        let length = link.utf8.count
        guard length > 0 else { throw .malformed(.empty) }
        guard length <= limits.maxLinkBytes else { throw .tooLong(limit: limits.maxLinkBytes) }  // 1
        return try withUTF8Bytes(of: link) { bytes in
            Result { () throws(DeepLinkError) -> DeepLink in
                var parser = DeepLinkParser(bytes: bytes, limits: limits)
                return try parser.parse(scheme: scheme)
            }
        }.get()
    }

    private mutating func parse(scheme: String) throws(DeepLinkError) -> DeepLink {
        // 2
        for index in bytes.indices where !ASCII.isLinkByte(bytes[index]) { throw .invalidCharacter(offset: index) }
        let pathStart = try pathStart(scheme: scheme)  // 3, 4
        let pathEnd = end(of: pathStart..<bytes.count) { $0 == .question || $0 == .hash }
        for byte in bytes[pathStart..<pathEnd] {  // 5
            if byte == .slash { break }
            if byte == .at || byte == .colon { throw .malformed(.userInfoOrPort) }
        }
        var end = pathEnd
        if end > pathStart, bytes[end - 1] == .slash { end -= 1 }  // 6
        guard end > pathStart else { throw .emptyPath }
        let segments = try parseSegments(pathStart..<end)
        guard pathEnd < bytes.count, bytes[pathEnd] == .question else { return DeepLink(segments: segments) }
        let queryEnd = self.end(of: pathEnd..<bytes.count) { $0 == .hash }
        return DeepLink(segments: segments, query: try parseQuery((pathEnd + 1)..<queryEnd))  // 9
    }

    /// The offset of the first byte in `range` that `isEnd` accepts, else the range's end.
    private func end(of range: Range<Int>, at isEnd: (UInt8) -> Bool) -> Int {
        var index = range.lowerBound
        while index < range.upperBound, !isEnd(bytes[index]) { index += 1 }
        return index
    }

    /// Checks `scheme://`; returns the offset after it.
    private func pathStart(scheme expected: String) throws(DeepLinkError) -> Int {
        let colon = end(of: 0..<bytes.count) { $0 == .colon || $0 == .slash || $0 == .question || $0 == .hash }
        guard colon > 0, colon < bytes.count, bytes[colon] == .colon else { throw .malformed(.missingScheme) }
        let scheme = bytes[..<colon]
        guard ASCII.isLetter(scheme[0]), scheme.dropFirst().allSatisfy(ASCII.isSchemeByte) else {
            throw .malformed(.invalidScheme)
        }
        let matches = withUTF8Bytes(of: expected) { expected in
            expected.count == colon
                && expected.indices.allSatisfy { ASCII.lowercased(expected[$0]) == ASCII.lowercased(bytes[$0]) }
        }
        guard matches else {
            throw .wrongScheme(expected: expected, found: String(decoding: scheme, as: UTF8.self))
        }
        guard colon + 2 < bytes.count, bytes[colon + 1] == .slash, bytes[colon + 2] == .slash else {
            throw .malformed(.missingSlashes)
        }
        return colon + 3
    }

    private mutating func parseSegments(_ path: Range<Int>) throws(DeepLinkError) -> [String] {
        var count = 1  // 6 before 7
        var start = path.lowerBound
        for index in path where bytes[index] == .slash {
            if index == start { throw .emptySegment(index: count - 1) }
            count += 1
            start = index + 1
        }
        if start == path.upperBound { throw .emptySegment(index: count - 1) }
        guard count <= limits.maxSegments else { throw .tooManySegments(limit: limits.maxSegments) }
        var segments: [String] = []
        segments.reserveCapacity(count)
        start = path.lowerBound
        for index in 0..<count {
            let end = end(of: start..<path.upperBound) { $0 == .slash }
            if bytes[start..<end].contains(.percent) {
                try decode(start..<end)
                segments.append(try segment(decoded, index: index, offset: start))
            } else {
                segments.append(try segment(bytes[start..<end], index: index, offset: start))
            }
            start = end + 1
        }
        return segments
    }

    /// Rule 8 on a segment's percent-decoded bytes (decoding checked the `%` syntax and ASCII
    /// controls): C1 controls, an encoded `/`, the length, `.`/`..`, and last valid UTF-8.
    private func segment(_ bytes: some Collection<UInt8>, index: Int, offset: Int) throws(DeepLinkError) -> String {
        if Self.hasC1Control(bytes) { throw .controlCharacter(offset: offset) }
        if bytes.contains(.slash) { throw .encodedSlash(index: index) }
        if bytes.count > limits.maxSegmentBytes { throw .segmentTooLong(index: index, limit: limits.maxSegmentBytes) }
        if bytes.count <= 2, bytes.allSatisfy({ $0 == .dot }) { throw .dotSegment(index: index) }
        return try Self.string(bytes, offset: offset)
    }

    private mutating func parseQuery(_ range: Range<Int>) throws(DeepLinkError) -> QueryItems {
        guard range.count <= limits.maxQueryBytes else { throw .queryTooLarge(limit: limits.maxQueryBytes) }
        var items: [QueryItem] = []
        var start = range.lowerBound
        while start <= range.upperBound {
            let end = end(of: start..<range.upperBound) { $0 == .ampersand }
            defer { start = end + 1 }
            guard end > start else { continue }  // an empty item
            guard items.count < limits.maxQueryItems else { throw .tooManyQueryItems(limit: limits.maxQueryItems) }
            let equals = self.end(of: start..<end) { $0 == .equals }
            guard equals > start else { throw .emptyQueryKey(offset: start) }
            let name = try component(start..<equals)
            items.append(QueryItem(name: name, value: try component(min(equals + 1, end)..<end)))
        }
        return QueryItems(items)
    }

    /// Percent-decodes `bytes[range]` into ``decoded``: a `%` needs two hex digits, and may not
    /// encode an ASCII control character.
    private mutating func decode(_ range: Range<Int>) throws(DeepLinkError) {
        decoded.removeAll(keepingCapacity: true)
        var index = range.lowerBound
        while index < range.upperBound {
            var byte = bytes[index]
            if byte == .percent {
                guard index + 2 < range.upperBound, let high = ASCII.hexValue(bytes[index + 1]),
                    let low = ASCII.hexValue(bytes[index + 2])
                else { throw .invalidPercentEncoding(offset: index) }
                byte = high << 4 | low
                if byte < 0x20 || byte == 0x7F { throw .controlCharacter(offset: range.lowerBound) }
                index += 2
            }
            decoded.append(byte)
            index += 1
        }
    }

    /// A query name or value, decoded.
    private mutating func component(_ range: Range<Int>) throws(DeepLinkError) -> String {
        guard bytes[range].contains(.percent) else { return try Self.string(bytes[range], offset: range.lowerBound) }
        try decode(range)
        return try Self.string(decoded, offset: range.lowerBound)
    }

    /// Decoded bytes as text: valid UTF-8 without C1 controls; `offset` is the component's.
    private static func string(_ bytes: some Collection<UInt8>, offset: Int) throws(DeepLinkError) -> String {
        if bytes.allSatisfy({ $0 < 0x80 }) { return String(decoding: bytes, as: UTF8.self) }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw .invalidUTF8(offset: offset) }
        if hasC1Control(bytes) { throw .controlCharacter(offset: offset) }
        return text
    }

    /// Whether the bytes hold U+0080–U+009F (UTF-8 `C2 80`–`C2 9F`).
    private static func hasC1Control(_ bytes: some Collection<UInt8>) -> Bool {
        var previous: UInt8 = 0
        for byte in bytes {
            if previous == 0xC2, byte >= 0x80, byte <= 0x9F { return true }
            previous = byte
        }
        return false
    }
}

/// Percent-encoding for canonical links (``DeepLink/string(scheme:)``).
enum PercentEncoding {
    /// Bytes kept raw in a path segment: unreserved and sub-delims (`:` and `@` are encoded so
    /// that the first segment is never read as user info or port).
    static func isSegmentByte(_ byte: UInt8) -> Bool {
        ASCII.isConstantByte(byte) || "!$&'()*+,;=".utf8.contains(byte)
    }

    /// Bytes kept raw in a query name or value: unreserved and `!$'()*,;:@/?`.
    static func isQueryByte(_ byte: UInt8) -> Bool {
        ASCII.isConstantByte(byte) || "!$'()*,;:@/?".utf8.contains(byte)
    }

    /// `text` with every byte `keep` rejects written `%XX` (upper-case hex).
    static func encode(_ text: String, keeping keep: (UInt8) -> Bool) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if keep(byte) {
                bytes.append(byte)
            } else {
                bytes += [.percent, hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension UInt8 {
    fileprivate static let slash = UInt8(ascii: "/")
    fileprivate static let dot = UInt8(ascii: ".")
    fileprivate static let percent = UInt8(ascii: "%")
    fileprivate static let colon = UInt8(ascii: ":")
    fileprivate static let question = UInt8(ascii: "?")
    fileprivate static let hash = UInt8(ascii: "#")
    fileprivate static let ampersand = UInt8(ascii: "&")
    fileprivate static let equals = UInt8(ascii: "=")
    fileprivate static let at = UInt8(ascii: "@")
}
