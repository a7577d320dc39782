import NanoRouting

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One typed parameter of a ``Route``: its name, the type its pattern segment declares, and how
/// a value of `Value` is read from and written into a link segment. Made with ``string(_:)``,
/// ``int(_:)``, ``uuid(_:)`` or ``enumeration(_:_:)``.
public struct RouteParameter<Value>: Sendable {
    /// The parameter's name in the pattern (`mode` in `:mode(enum: system|light|dark)`).
    public let name: String
    /// The type the pattern segment declares, as the router checks it.
    public let type: ParameterType
    /// Converts the decoded segment; `nil` when it does not read.
    let read: @Sendable (String) -> Value?
    /// The segment, before percent-encoding, for a value.
    let write: @Sendable (Value) -> String

    /// The pattern segment: `:name` for a string, `:name(type)` otherwise.
    var segment: String {
        type.isTyped ? ":\(name)(\(type.description))" : ":\(name)"
    }
}

extension RouteParameter where Value == String {
    /// A string parameter (`:name`): any non-empty segment, received decoded.
    public static func string(_ name: String) -> RouteParameter {
        RouteParameter(name: name, type: .string, read: { $0 }, write: { $0 })
    }
}

extension RouteParameter where Value == Int {
    /// An integer parameter (`:name(int)`): an optional `-` and decimal digits that fit in `Int`.
    public static func int(_ name: String) -> RouteParameter {
        RouteParameter(name: name, type: .int, read: { Int($0) }, write: { String($0) })
    }
}

extension RouteParameter where Value == UUID {
    /// A UUID parameter (`:name(uuid)`), written in its upper-case 8-4-4-4-12 form.
    public static func uuid(_ name: String) -> RouteParameter {
        RouteParameter(name: name, type: .uuid, read: { UUID(uuidString: $0) }, write: { $0.uuidString })
    }
}

extension RouteParameter {
    /// An enumeration parameter (`:name(enum: a|b|c)`) whose values are `Value`'s raw values, in
    /// `allCases` order: the pattern lists exactly the cases the handler can receive.
    public static func enumeration(_ name: String, _ type: Value.Type) -> RouteParameter
    where Value: CaseIterable & RawRepresentable & Sendable, Value.RawValue == String {
        RouteParameter(
            name: name, type: .enumeration(Value.allCases.map(\.rawValue)),
            read: { Value(rawValue: $0) }, write: { $0.rawValue })
    }
}
