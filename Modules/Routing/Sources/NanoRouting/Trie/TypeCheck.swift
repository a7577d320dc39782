/// How a typed trie edge tests a segment, checked on UTF-8 bytes where possible.
///
/// Typed edges at one node are tried in ``rank`` order — enum, int, uuid, custom — and,
/// within one rank, in the order they were first registered.
enum TypeCheck: Sendable {
    /// One of these byte strings; `canonical` is the sorted value set (the type's identity).
    case enumeration(values: [[UInt8]], canonical: [String])
    /// ``IntegerSyntax``.
    case int
    /// ``UUIDSyntax``.
    case uuid
    /// A registered `LosslessStringConvertible` type.
    case custom(identity: ObjectIdentifier, accepts: @Sendable (String) -> Bool)

    /// Builds the check for a typed parameter; `nil` for `.string` or an unregistered custom type.
    init?(_ type: ParameterType, registry: ParameterTypeRegistry) {
        switch type {
        case .string:
            return nil
        case .int:
            self = .int
        case .uuid:
            self = .uuid
        case .enumeration(let values):
            self = .enumeration(values: values.map { Array($0.utf8) }, canonical: values.sorted())
        case .custom(let name):
            guard let entry = registry.entry(named: name) else { return nil }
            self = .custom(identity: entry.identity, accepts: entry.accepts)
        }
    }

    /// Precedence among typed parameters at one position: lower is tried first.
    var rank: Int {
        switch self {
        case .enumeration: 0
        case .int: 1
        case .uuid: 2
        case .custom: 3
        }
    }

    /// Whether two checks are the same parameter type (so two patterns using them tie).
    func isSameType(as other: TypeCheck) -> Bool {
        switch (self, other) {
        case (.int, .int), (.uuid, .uuid): true
        case (.enumeration(_, let a), .enumeration(_, let b)): a == b
        case (.custom(let a, _), .custom(let b, _)): a == b
        default: false
        }
    }

    /// Whether `segment` is a value of this type.
    @inline(__always)
    func accepts(_ segment: String) -> Bool {
        switch self {
        case .int:
            withUTF8Bytes(of: segment) { IntegerSyntax.parse($0) != nil }
        case .uuid:
            withUTF8Bytes(of: segment) { UUIDSyntax.isValid($0) }
        case .enumeration(let values, _):
            withUTF8Bytes(of: segment) { bytes in values.contains { $0.elementsEqual(bytes) } }
        case .custom(_, let accepts):
            accepts(segment)
        }
    }
}
