/// The parameter values of a resolved route, read by name and converted on access.
///
/// A typed parameter was checked during matching, so `int` on an `(int)` parameter, `uuid` on
/// a `(uuid)` parameter and `value(T.self, _)` on a `(name)` parameter of type `T` never return
/// `nil` for a matched route. Every accessor returns `nil` for an unknown name.
public struct RouteParameters: Sendable {
    let entry: CompiledRoute
    let segments: [String]

    /// The names of the route's parameters and catch-all, in pattern order.
    public var names: [String] { entry.pattern.parameterNames }

    /// The raw (decoded) value of a parameter; for the catch-all, its segments joined by `/`.
    public func string(_ name: String) -> String? {
        if let slot = entry.slot(named: name) { return segments[slot.index] }
        return catchAll(name)?.joined(separator: "/")
    }

    /// Same as ``string(_:)``.
    public subscript(name: String) -> String? { string(name) }

    /// The parameter as an integer (optional `-`, digits, fits in `Int`).
    public func int(_ name: String) -> Int? {
        guard let slot = entry.slot(named: name) else { return nil }
        return IntegerSyntax.parse(segments[slot.index])
    }

    /// The parameter converted with `T.init(_:)`, e.g. `value(Double.self, "price")`.
    public func value<T: LosslessStringConvertible>(_ type: T.Type, _ name: String) -> T? {
        guard let slot = entry.slot(named: name) else { return nil }
        return T(segments[slot.index])
    }

    /// The segments captured by the catch-all `name` (one or more).
    public func catchAll(_ name: String) -> [String]? {
        guard let catchAll = entry.catchAll, catchAll.name == name else { return nil }
        return Array(segments[catchAll.from...])
    }

    /// The segments captured by the route's catch-all, whatever its name; `nil` without one.
    public var remainder: [String]? {
        guard let catchAll = entry.catchAll else { return nil }
        return Array(segments[catchAll.from...])
    }
}
