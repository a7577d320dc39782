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
