/// The strict, total deep-link parser behind ``DeepLink/parse(_:scheme:limits:)``.
///
/// Works on the link's UTF-8 bytes; decodes into one stack buffer; creates a `String` only
/// for each finished segment and query component.
enum DeepLinkParser {
    static func parse(_ link: String, scheme: String, limits: DeepLinkLimits) -> Result<DeepLink, DeepLinkError> {
        let length = link.utf8.count
        guard length > 0 else { return .failure(.malformed(.empty)) }
        guard length <= limits.maxLinkBytes else { return .failure(.tooLong(limit: limits.maxLinkBytes)) }
        return withUTF8Bytes(of: link) { bytes in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { scratch in
                parse(bytes, scheme: scheme, limits: limits, scratch: scratch)
            }
        }
    }

    private static func parse(
        _ bytes: UnsafeBufferPointer<UInt8>,
        scheme expected: String,
        limits: DeepLinkLimits,
        scratch: UnsafeMutableBufferPointer<UInt8>
    ) -> Result<DeepLink, DeepLinkError> {
        for index in bytes.indices where !ASCII.isLinkByte(bytes[index]) {
            return .failure(.invalidCharacter(offset: index))
        }
        let pathStart: Int
        switch checkScheme(bytes, expected: expected) {
        case .success(let start): pathStart = start
        case .failure(let error): return .failure(error)
        }
        var pathEnd = pathStart
        while pathEnd < bytes.count, bytes[pathEnd] != ASCII.question, bytes[pathEnd] != ASCII.hash {
            pathEnd += 1
        }
        for index in pathStart..<pathEnd {
            let byte = bytes[index]
            if byte == ASCII.slash { break }
            if byte == ASCII.at || byte == ASCII.colon { return .failure(.malformed(.userInfoOrPort)) }
        }
        // One trailing slash is ignored; any other empty segment is an error.
        var end = pathEnd
        if end > pathStart, bytes[end - 1] == ASCII.slash { end -= 1 }
        guard end > pathStart else { return .failure(.emptyPath) }

        let segments: [String]
        switch parseSegments(bytes, pathStart..<end, limits: limits, scratch: scratch) {
        case .success(let value): segments = value
        case .failure(let error): return .failure(error)
        }
        var query = QueryItems()
        if pathEnd < bytes.count, bytes[pathEnd] == ASCII.question {
            var queryEnd = pathEnd + 1
            while queryEnd < bytes.count, bytes[queryEnd] != ASCII.hash { queryEnd += 1 }
            switch parseQuery(bytes, (pathEnd + 1)..<queryEnd, limits: limits, scratch: scratch) {
            case .success(let value): query = value
            case .failure(let error): return .failure(error)
            }
        }
        return .success(DeepLink(segments: segments, query: query))
    }

    /// Validates `scheme://`; returns the offset just after `//`.
    private static func checkScheme(_ bytes: UnsafeBufferPointer<UInt8>, expected: String) -> Result<Int, DeepLinkError>
    {
        var colon = 0
        while colon < bytes.count, bytes[colon] != ASCII.colon {
            let byte = bytes[colon]
            if byte == ASCII.slash || byte == ASCII.question || byte == ASCII.hash { break }
            colon += 1
        }
        guard colon > 0, colon < bytes.count, bytes[colon] == ASCII.colon else {
            return .failure(.malformed(.missingScheme))
        }
        guard ASCII.isLetter(bytes[0]), (1..<colon).allSatisfy({ ASCII.isSchemeByte(bytes[$0]) }) else {
            return .failure(.malformed(.invalidScheme))
        }
        let found = UnsafeBufferPointer(rebasing: bytes[0..<colon])
        let matches = withUTF8Bytes(of: expected) { expected in
            guard expected.count == found.count else { return false }
            for index in 0..<found.count where ASCII.lowercased(found[index]) != ASCII.lowercased(expected[index]) {
                return false
            }
            return true
        }
        guard matches else {
            return .failure(.wrongScheme(expected: expected, found: String(decoding: found, as: UTF8.self)))
        }
        guard colon + 2 < bytes.count, bytes[colon + 1] == ASCII.slash, bytes[colon + 2] == ASCII.slash
        else { return .failure(.malformed(.missingSlashes)) }
        return .success(colon + 3)
    }

    private static func parseSegments(
        _ bytes: UnsafeBufferPointer<UInt8>,
        _ path: Range<Int>,
        limits: DeepLinkLimits,
        scratch: UnsafeMutableBufferPointer<UInt8>
    ) -> Result<[String], DeepLinkError> {
        // Rule 6 (empty segments) before rule 7 (segment count): NanoRouting.docc/DeepLinkSyntax.md, "Parsing a link".
        var count = 1
        var segmentStart = path.lowerBound
        for index in path where bytes[index] == ASCII.slash {
            if index == segmentStart { return .failure(.emptySegment(index: count - 1)) }
            count += 1
            segmentStart = index + 1
        }
        if segmentStart == path.upperBound { return .failure(.emptySegment(index: count - 1)) }
        guard count <= limits.maxSegments else { return .failure(.tooManySegments(limit: limits.maxSegments)) }
        var segments: [String] = []
        segments.reserveCapacity(count)
        var start = path.lowerBound
        while true {
            var stop = start
            while stop < path.upperBound, bytes[stop] != ASCII.slash { stop += 1 }
            let index = segments.count
            guard stop > start else { return .failure(.emptySegment(index: index)) }
            let decoded: PercentDecoding.Decoded
            switch PercentDecoding.decode(bytes, start..<stop, into: scratch) {
            case .success(let value): decoded = value
            case .failure(let error): return .failure(error)
            }
            // Within a segment (rule 8): percent syntax and ASCII controls as decoded, then C1
            // controls, an encoded `/`, the length, `.`/`..`, and last valid UTF-8.
            if PercentDecoding.containsC1Control(scratch, decoded) {
                return .failure(.controlCharacter(offset: start))
            }
            if decoded.containsSlash { return .failure(.encodedSlash(index: index)) }
            if decoded.count > limits.maxSegmentBytes {
                return .failure(.segmentTooLong(index: index, limit: limits.maxSegmentBytes))
            }
            if isDotSegment(scratch, decoded.count) { return .failure(.dotSegment(index: index)) }
            switch PercentDecoding.string(scratch, decoded, componentOffset: start) {
            case .success(let segment): segments.append(segment)
            case .failure(let error): return .failure(error)
            }
            if stop == path.upperBound { return .success(segments) }
            start = stop + 1
        }
    }

    private static func isDotSegment(_ bytes: UnsafeMutableBufferPointer<UInt8>, _ count: Int) -> Bool {
        (count == 1 && bytes[0] == ASCII.dot) || (count == 2 && bytes[0] == ASCII.dot && bytes[1] == ASCII.dot)
    }

    private static func parseQuery(
        _ bytes: UnsafeBufferPointer<UInt8>,
        _ range: Range<Int>,
        limits: DeepLinkLimits,
        scratch: UnsafeMutableBufferPointer<UInt8>
    ) -> Result<QueryItems, DeepLinkError> {
        guard range.count <= limits.maxQueryBytes else { return .failure(.queryTooLarge(limit: limits.maxQueryBytes)) }
        var items: [QueryItem] = []
        var start = range.lowerBound
        while start <= range.upperBound {
            var stop = start
            while stop < range.upperBound, bytes[stop] != ASCII.ampersand { stop += 1 }
            if stop > start {
                guard items.count < limits.maxQueryItems else {
                    return .failure(.tooManyQueryItems(limit: limits.maxQueryItems))
                }
                var equals = start
                while equals < stop, bytes[equals] != ASCII.equals { equals += 1 }
                guard equals > start else { return .failure(.emptyQueryKey(offset: start)) }
                let name = component(bytes, start..<equals, scratch: scratch)
                let value = component(bytes, min(equals + 1, stop)..<stop, scratch: scratch)
                switch (name, value) {
                case (.success(let name), .success(let value)): items.append(QueryItem(name: name, value: value))
                case (.failure(let error), _), (_, .failure(let error)): return .failure(error)
                }
            }
            start = stop + 1
        }
        return .success(QueryItems(items))
    }

    private static func component(
        _ bytes: UnsafeBufferPointer<UInt8>,
        _ range: Range<Int>,
        scratch: UnsafeMutableBufferPointer<UInt8>
    ) -> Result<String, DeepLinkError> {
        PercentDecoding.decode(bytes, range, into: scratch).flatMap {
            PercentDecoding.string(scratch, $0, componentOffset: range.lowerBound)
        }
    }
}
