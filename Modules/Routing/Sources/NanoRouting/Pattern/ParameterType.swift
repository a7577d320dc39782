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

    static let reservedNames: Set<String> = ["string", "int", "uuid", "enum"]
}

/// Custom parameter types that route patterns may name, e.g. `:price(double)` after
/// `router.parameterTypes.register(Double.self, as: "double")`.
///
/// A segment matches a custom parameter when `T(segment)` is not `nil`; the value is read
/// back with ``RouteParameters/value(_:_:)``. Register types before the patterns that use them.
public struct ParameterTypeRegistry: Sendable {
    struct Entry: Sendable {
        let typeName: String
        /// Two names for one type are the same parameter type.
        let identity: ObjectIdentifier
        let accepts: @Sendable (String) -> Bool
    }

    private var entries: [String: Entry] = [:]

    /// Creates an empty registry (the built-in types need no registration).
    public init() {}

    /// Registers `type` under `name` so that patterns can write `:param(name)`.
    ///
    /// Registering the same type again under the same name does nothing.
    /// - Throws: ``ParameterTypeError`` if the name is not an identifier, is built in
    ///   (`string`, `int`, `uuid`, `enum`) or already names another type.
    public mutating func register<T: LosslessStringConvertible & Sendable>(
        _ type: T.Type, as name: String
    ) throws(ParameterTypeError) {
        guard ASCII.isIdentifier(name) else { throw .invalidName(name) }
        guard !ParameterType.reservedNames.contains(name) else { throw .reservedName(name) }
        let identity = ObjectIdentifier(type)
        if let existing = entries[name] {
            if existing.identity == identity { return }
            throw .alreadyRegistered(name: name, existingType: existing.typeName)
        }
        entries[name] = Entry(typeName: String(describing: type), identity: identity, accepts: { T($0) != nil })
    }

    /// Whether `name` is a registered custom type.
    public func contains(_ name: String) -> Bool { entries[name] != nil }

    /// The registered names, sorted.
    public var names: [String] { entries.keys.sorted() }

    func entry(named name: String) -> Entry? { entries[name] }
}

/// Why a custom parameter type could not be registered.
public enum ParameterTypeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The name is not an identifier (`[A-Za-z_][A-Za-z0-9_]*`).
    case invalidName(String)
    /// The name is built in: `string`, `int`, `uuid` or `enum`.
    case reservedName(String)
    /// The name already names a different type.
    case alreadyRegistered(name: String, existingType: String)

    /// What is wrong and how to fix it, in one line (`invalid parameter type name '2x': ...`).
    public var description: String {
        switch self {
        case .invalidName(let name):
            "invalid parameter type name '\(name)': use letters, digits and '_', not starting with a digit"
        case .reservedName(let name):
            "'\(name)' is a built-in parameter type and cannot be registered"
        case .alreadyRegistered(let name, let existing):
            "parameter type name '\(name)' is already registered for \(existing)"
        }
    }
}
