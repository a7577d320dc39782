/// Parses the pattern syntax described on ``RoutePattern``; reports the first problem
/// scanning left to right.
struct RoutePatternParser {
    private let source: String
    private let types: ParameterTypeRegistry
    private let chars: [Character]

    init(source: String, types: ParameterTypeRegistry) {
        self.source = source
        self.types = types
        self.chars = Array(source)
    }

    /// The segments of a pattern made of valid constant segments only (`settings/about`), read
    /// straight from its UTF-8 bytes; `nil` for anything else — parameters, catch-alls, any
    /// error — which ``parse()`` handles and reports. Most routes are constants, and splitting
    /// the source into `Character`s costs more than the rest of registering a route.
    static func constantSegments(of source: String) -> [RouteSegment]? {
        let limits = DeepLinkLimits.default
        let utf8 = source.utf8
        var segments: [RouteSegment] = []
        var start = utf8.startIndex
        var index = start
        while true {
            let atEnd = index == utf8.endIndex
            if atEnd || utf8[index] == UInt8(ascii: "/") {
                let length = utf8.distance(from: start, to: index)
                guard length > 0, length <= limits.maxSegmentBytes, segments.count < limits.maxSegments else {
                    return nil
                }
                let value = String(source[start..<index])
                guard value != ".", value != ".." else { return nil }
                segments.append(.constant(value))
                if atEnd { return segments }
                start = utf8.index(after: index)
            } else if !ASCII.isConstantByte(utf8[index]) {
                return nil
            }
            index = utf8.index(after: index)
        }
    }

    func parse() throws(RoutePatternError) -> [RouteSegment] {
        guard !chars.isEmpty else { throw fail(.emptyPattern, at: 0, segment: 0) }
        // Where each segment starts and ends, in two arrays of `Int`: an array of `Range<Int>`
        // would have its type built from its mangled name at every start, checking
        // `Int: Comparable` by a scan of every conformance record of the binary.
        var starts: [Int] = []
        var ends: [Int] = []
        var start = 0
        for (offset, c) in chars.enumerated() where c == "/" {
            starts.append(start)
            ends.append(offset)
            start = offset + 1
        }
        starts.append(start)
        ends.append(chars.count)

        var segments: [RouteSegment] = []
        var names: Set<String> = []
        let limits = DeepLinkLimits.default
        for index in starts.indices {
            let range = starts[index]..<ends[index]
            guard !range.isEmpty else { throw fail(.emptySegment, at: range.lowerBound, segment: index) }
            guard index < limits.maxSegments else {
                throw fail(.tooManySegments(limit: limits.maxSegments), at: range.lowerBound, segment: index)
            }
            let segment = try parseSegment(range, index: index)
            if case .catchAll = segment, index != starts.count - 1 {
                throw fail(.catchAllNotLast, at: range.lowerBound, segment: index)
            }
            if let name = segment.parameterName, !names.insert(name).inserted {
                throw fail(.duplicateParameterName(name), at: range.lowerBound + 1, segment: index)
            }
            segments.append(segment)
        }
        return segments
    }

    private func parseSegment(_ range: Range<Int>, index: Int) throws(RoutePatternError) -> RouteSegment {
        switch chars[range.lowerBound] {
        case ":":
            return try parseParameter(range, index: index)
        case "*":
            let (name, next) = try parseName(from: range.lowerBound + 1, end: range.upperBound, index: index)
            guard next == range.upperBound else { throw fail(invalid(next), at: next, segment: index) }
            return .catchAll(name: name)
        default:
            for offset in range where !ASCII.isConstant(chars[offset]) {
                throw fail(invalid(offset), at: offset, segment: index)
            }
            let value = text(range)
            guard value != ".", value != ".." else { throw fail(.dotSegment, at: range.lowerBound, segment: index) }
            guard value.utf8.count <= DeepLinkLimits.default.maxSegmentBytes else {
                throw fail(
                    .segmentTooLong(limit: DeepLinkLimits.default.maxSegmentBytes),
                    at: range.lowerBound, segment: index)
            }
            return .constant(value)
        }
    }

    private func parseParameter(_ range: Range<Int>, index: Int) throws(RoutePatternError) -> RouteSegment {
        let (name, open) = try parseName(from: range.lowerBound + 1, end: range.upperBound, index: index)
        guard open < range.upperBound else { return .parameter(name: name, type: .string) }
        guard chars[open] == "(" else { throw fail(invalid(open), at: open, segment: index) }
        guard let close = chars[open..<range.upperBound].firstIndex(of: ")") else {
            throw fail(.unterminatedType, at: open, segment: index)
        }
        guard close == range.upperBound - 1 else { throw fail(invalid(close + 1), at: close + 1, segment: index) }
        let content = (open + 1)..<close
        let enumPrefix: [Character] = ["e", "n", "u", "m", ":"]
        if chars[content].starts(with: enumPrefix) {
            let values = try parseEnumList((content.lowerBound + enumPrefix.count)..<close, index: index)
            return .parameter(name: name, type: .enumeration(values))
        }
        for offset in content where !ASCII.isIdentifierPart(chars[offset]) {
            throw fail(invalid(offset), at: offset, segment: index)
        }
        let typeName = text(content)
        switch typeName {
        case "string": return .parameter(name: name, type: .string)
        case "int": return .parameter(name: name, type: .int)
        case "uuid": return .parameter(name: name, type: .uuid)
        default:
            guard !typeName.isEmpty, ASCII.isIdentifier(typeName), types.contains(typeName) else {
                throw fail(.unknownType(typeName), at: content.lowerBound, segment: index)
            }
            return .parameter(name: name, type: .custom(typeName))
        }
    }

    /// Reads an identifier starting at `start`; returns it and the offset after it.
    private func parseName(from start: Int, end: Int, index: Int) throws(RoutePatternError) -> (String, Int) {
        guard start < end, chars[start] != "(" else { throw fail(.missingParameterName, at: start, segment: index) }
        guard ASCII.isIdentifierStart(chars[start]) else {
            throw fail(invalid(start), at: start, segment: index)
        }
        var next = start + 1
        while next < end, ASCII.isIdentifierPart(chars[next]) { next += 1 }
        return (text(start..<next), next)
    }

    /// Parses `a|b|c` (spaces allowed around values) in `range`.
    private func parseEnumList(_ range: Range<Int>, index: Int) throws(RoutePatternError) -> [String] {
        var values: [String] = []
        var offset = skipSpaces(from: range.lowerBound, end: range.upperBound)
        guard offset < range.upperBound else { throw fail(.badEnumList(.noValues), at: offset, segment: index) }
        while true {
            let valueStart = offset
            while offset < range.upperBound, ASCII.isConstant(chars[offset]) { offset += 1 }
            let value = text(valueStart..<offset)
            offset = skipSpaces(from: offset, end: range.upperBound)
            let atSeparator = offset == range.upperBound || chars[offset] == "|"
            guard atSeparator else { throw fail(invalid(offset), at: offset, segment: index) }
            guard !value.isEmpty else { throw fail(.badEnumList(.emptyValue), at: valueStart, segment: index) }
            guard value != ".", value != ".." else {
                throw fail(.badEnumList(.invalidValue(value)), at: valueStart, segment: index)
            }
            guard value.utf8.count <= DeepLinkLimits.default.maxSegmentBytes else {
                throw fail(
                    .segmentTooLong(limit: DeepLinkLimits.default.maxSegmentBytes), at: valueStart, segment: index)
            }
            guard !values.contains(value) else {
                throw fail(.badEnumList(.duplicateValue(value)), at: valueStart, segment: index)
            }
            values.append(value)
            if offset == range.upperBound { return values }
            offset = skipSpaces(from: offset + 1, end: range.upperBound)
        }
    }

    /// The characters in `range` as a string. Appends one `Character` at a time: the generic
    /// `String(_: some Sequence<Character>)` costs a dynamic cast per call, which showed up in
    /// the startup profile of a 100-feature app.
    private func text(_ range: Range<Int>) -> String {
        var result = ""
        for character in chars[range] { result.append(character) }
        return result
    }

    private func skipSpaces(from start: Int, end: Int) -> Int {
        var offset = start
        while offset < end, chars[offset] == " " { offset += 1 }
        return offset
    }

    private func invalid(_ offset: Int) -> RoutePatternError.Reason {
        offset < chars.count ? .invalidCharacter(chars[offset]) : .unterminatedType
    }

    private func fail(_ reason: RoutePatternError.Reason, at offset: Int, segment: Int) -> RoutePatternError {
        RoutePatternError(pattern: source, offset: offset, segmentIndex: segment, reason: reason)
    }
}
