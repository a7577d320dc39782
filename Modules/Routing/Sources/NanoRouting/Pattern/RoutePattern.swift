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
