/// A route pattern such as `settings/appearance/:mode(enum: system|light|dark)`, parsed and
/// validated once, at registration.
///
/// Syntax (see <doc:DeepLinkSyntax>): segments separated by `/`, no leading or trailing `/`;
/// each segment is a constant (`[A-Za-z0-9._~-]+`, not `.` or `..`), a parameter
/// `:name` / `:name(type)`, or — last only — a catch-all `*name`.
public struct RoutePattern: Sendable, Hashable, CustomStringConvertible {
    /// The pattern exactly as it was written.
    public let source: String
    /// The parsed segments, in order.
    public let segments: [RouteSegment]

    /// Parses and validates `source`.
    ///
    /// - Parameters:
    ///   - source: The pattern text, e.g. `users/:id(int)/posts`.
    ///   - types: Custom parameter types the pattern may name (e.g. `double`).
    /// - Throws: ``RoutePatternError`` naming the pattern, the character offset and the
    ///   segment index of the first problem.
    public init(parsing source: String, types: ParameterTypeRegistry = ParameterTypeRegistry())
        throws(RoutePatternError)
    {
        self.source = source
        if let constants = RoutePatternParser.constantSegments(of: source) {
            self.segments = constants
        } else {
            self.segments = try RoutePatternParser(source: source, types: types).parse()
        }
    }

    /// The names of the pattern's parameters and catch-all, in order.
    public var parameterNames: [String] { segments.compactMap(\.parameterName) }

    /// Whether the pattern ends with a catch-all segment.
    public var hasCatchAll: Bool {
        if case .catchAll = segments.last { return true }
        return false
    }

    /// The pattern as written.
    public var description: String { source }
}

/// One `/`-separated segment of a parsed ``RoutePattern``.
public enum RouteSegment: Sendable, Hashable, CustomStringConvertible {
    /// A constant that must equal the link's segment exactly (case-sensitive).
    case constant(String)
    /// A named parameter that captures one segment of the given type.
    case parameter(name: String, type: ParameterType)
    /// A trailing catch-all (`*rest`) that captures one or more remaining segments.
    case catchAll(name: String)

    /// The segment as written in a canonical pattern (`:id(int)`, `:name`, `*rest`, `home`).
    public var description: String {
        switch self {
        case .constant(let value): value
        case .parameter(let name, .string): ":" + name
        case .parameter(let name, let type): ":\(name)(\(type))"
        case .catchAll(let name): "*" + name
        }
    }

    /// The parameter name of a parameter or catch-all segment, `nil` for a constant.
    public var parameterName: String? {
        switch self {
        case .constant: nil
        case .parameter(let name, _), .catchAll(let name): name
        }
    }
}

/// Why a route pattern was rejected, with the pattern and the position of the problem.
public struct RoutePatternError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kind of problem found in a pattern.
    public enum Reason: Sendable, Hashable {
        /// The pattern is the empty string.
        case emptyPattern
        /// A segment is empty (leading, trailing or doubled `/`).
        case emptySegment
        /// A character that is not allowed at this place.
        case invalidCharacter(Character)
        /// A constant segment is `.` or `..`, which no link can contain.
        case dotSegment
        /// `:` or `*` is not followed by a name.
        case missingParameterName
        /// Two parameters (or a parameter and the catch-all) share a name.
        case duplicateParameterName(String)
        /// `(…)` names a type that is neither built in nor registered.
        case unknownType(String)
        /// `(` has no matching `)` at the end of the segment.
        case unterminatedType
        /// A catch-all segment that is not the last segment.
        case catchAllNotLast
        /// The enum list after `enum:` is invalid.
        case badEnumList(EnumListProblem)
        /// More segments than any link may have (``DeepLinkLimits/maxSegments``).
        case tooManySegments(limit: Int)
        /// A constant longer than any link segment may be (``DeepLinkLimits/maxSegmentBytes``).
        case segmentTooLong(limit: Int)
    }

    /// What is wrong with an `enum:` value list.
    public enum EnumListProblem: Sendable, Hashable {
        /// No values at all: `(enum:)`.
        case noValues
        /// An empty value: `(enum: a||b)`.
        case emptyValue
        /// The same value twice.
        case duplicateValue(String)
        /// A value that no link segment can equal (`.` or `..`).
        case invalidValue(String)
    }

    /// The pattern as written.
    public let pattern: String
    /// Zero-based character offset of the problem in ``pattern``.
    public let offset: Int
    /// Zero-based index of the segment containing the problem.
    public let segmentIndex: Int
    /// The kind of mistake at ``offset`` (an empty segment, a bad parameter name, ...).
    public let reason: Reason

    /// Creates an error; used by the parser and by tests.
    public init(pattern: String, offset: Int, segmentIndex: Int, reason: Reason) {
        self.pattern = pattern
        self.offset = offset
        self.segmentIndex = segmentIndex
        self.reason = reason
    }

    /// A one-line message naming the pattern, the problem and its position.
    public var description: String {
        "invalid route pattern '\(pattern)': \(reasonText) (segment \(segmentIndex), offset \(offset))"
    }

    private var reasonText: String {
        switch reason {
        case .emptyPattern: "the pattern is empty"
        case .emptySegment: "empty segment (no leading, trailing or double '/')"
        case .invalidCharacter(let c):
            "invalid character '\(c.unicodeScalars.map { $0.escaped(asASCII: true) }.joined())'"
        case .dotSegment: "'.' and '..' cannot be constant segments"
        case .missingParameterName: "missing parameter name after ':' or '*'"
        case .duplicateParameterName(let name): "duplicate parameter name '\(name)'"
        case .unknownType(let name):
            "unknown parameter type '\(name)' (built in: int, uuid, string, enum: …; others must be registered)"
        case .unterminatedType: "'(' without a closing ')' at the end of the segment"
        case .catchAllNotLast: "a catch-all '*name' must be the last segment"
        case .badEnumList(.noValues): "enum list has no values"
        case .badEnumList(.emptyValue): "enum list has an empty value"
        case .badEnumList(.duplicateValue(let v)): "enum list repeats '\(v)'"
        case .badEnumList(.invalidValue(let v)): "enum value '\(v)' can never match a segment"
        case .tooManySegments(let limit): "more than \(limit) segments"
        case .segmentTooLong(let limit): "constant longer than \(limit) bytes"
        }
    }
}
