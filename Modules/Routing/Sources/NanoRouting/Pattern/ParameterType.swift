/// The type of a route parameter, as written between the parentheses of a pattern segment.
///
/// `:name` and `:name(string)` are ``string``; `:id(int)` is ``int``; `:id(uuid)` is ``uuid``;
/// `:tab(enum: a|b|c)` is ``enumeration(_:)``; `:price(double)` is ``custom(_:)`` once a type
/// has been registered under that name in a ``ParameterTypeRegistry``.
public enum ParameterType: Sendable, Hashable, CustomStringConvertible {
    /// Any non-empty segment.
    case string
    /// A decimal integer that fits in `Int`: an optional `-` followed by ASCII digits.
    case int
    /// A UUID in its 8-4-4-4-12 hexadecimal form; either letter case is accepted.
    case uuid
    /// One of a fixed list of constant values, in the order they were written.
    case enumeration([String])
    /// A `LosslessStringConvertible` type registered under this name.
    case custom(String)

    /// The type as written in a pattern, e.g. `int` or `enum: a|b|c`.
    public var description: String {
        switch self {
        case .string: "string"
        case .int: "int"
        case .uuid: "uuid"
        case .enumeration(let values): "enum: " + values.joined(separator: "|")
        case .custom(let name): name
        }
    }

    /// What a value of this type looks like, for error messages (e.g. `one of a|b|c`).
    public var expectation: String {
        switch self {
        case .enumeration(let values): "one of " + values.joined(separator: "|")
        default: description
        }
    }

    /// Whether this is a typed parameter (anything but ``string``), which takes precedence
    /// over a string parameter at the same position.
    public var isTyped: Bool {
        if case .string = self { return false }
        return true
    }

    /// The names a custom type cannot be registered under.
    static let reservedNames: Set<String> = ["string", "int", "uuid", "enum"]
}
