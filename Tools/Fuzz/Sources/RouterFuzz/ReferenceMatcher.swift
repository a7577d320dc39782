// A deliberately naive reference for the fuzzer: tries every pattern against the segments
// and picks the best by the documented precedence, without any trie.

import NanoRouting

enum ReferenceMatcher {
    static let patterns: [RoutePattern] = fuzzPatterns.map { source in
        var types = ParameterTypeRegistry()
        do {
            try types.register(Double.self, as: "double")
            return try RoutePattern(parsing: source, types: types)
        } catch {
            fatalError("reference pattern \(source): \(error)")
        }
    }

    /// Rank of a segment kind at one position: lower wins (constant, enum, int, uuid, custom,
    /// string, catch-all).
    static func rank(_ segment: RouteSegment) -> Int {
        switch segment {
        case .constant: 0
        case .parameter(_, .enumeration): 1
        case .parameter(_, .int): 2
        case .parameter(_, .uuid): 3
        case .parameter(_, .custom): 4
        case .parameter(_, .string): 5
        case .catchAll: 6
        }
    }

    static func accepts(_ type: ParameterType, _ value: String) -> Bool {
        switch type {
        case .string: true
        case .int: value.first != "+" && Int(value) != nil
        case .uuid: isUUID(value)
        case .enumeration(let values): values.contains { $0.utf8.elementsEqual(value.utf8) }
        case .custom: Double(value) != nil
        }
    }

    static func isUUID(_ value: String) -> Bool {
        let bytes = Array(value.utf8)
        guard bytes.count == 36 else { return false }
        for (index, byte) in bytes.enumerated() {
            if [8, 13, 18, 23].contains(index) {
                if byte != UInt8(ascii: "-") { return false }
            } else if !Array("0123456789abcdefABCDEF".utf8).contains(byte) {
                return false
            }
        }
        return true
    }

    static func matches(_ pattern: RoutePattern, _ segments: [String], checkTypes: Bool) -> Bool {
        for (index, segment) in pattern.segments.enumerated() {
            switch segment {
            case .catchAll:
                return segments.count > index
            case .constant(let value):
                guard index < segments.count, segments[index].utf8.elementsEqual(value.utf8) else { return false }
            case .parameter(_, let type):
                guard index < segments.count else { return false }
                if checkTypes && !accepts(type, segments[index]) { return false }
            }
        }
        return segments.count == pattern.segments.count
    }

    /// The index of the best matching pattern, or nil.
    static func best(for segments: [String]) -> Int? {
        var best: (index: Int, ranks: [Int])?
        for (index, pattern) in patterns.enumerated() where matches(pattern, segments, checkTypes: true) {
            let ranks = pattern.segments.map(rank)
            if let current = best, !ranks.lexicographicallyPrecedes(current.ranks) { continue }
            best = (index, ranks)
        }
        return best?.index
    }

    /// Whether some pattern has the segments' shape when typed parameters accept anything.
    static func matchesIgnoringTypes(_ segments: [String]) -> Bool {
        patterns.contains { matches($0, segments, checkTypes: false) }
    }
}
