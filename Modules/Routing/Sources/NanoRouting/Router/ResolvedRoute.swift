#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The result of resolving a link or path: the route's value, pattern and owner, the decoded
/// segments, typed access to parameters, and the query.
public struct ResolvedRoute<Value> {
    /// The value registered with the route.
    public let value: Value
    /// The decoded path segments that matched.
    public let segments: [String]
    /// The link's query items (empty for a bare path).
    public let query: QueryItems
    /// The router's entries (shared, so resolving retains one buffer, not a per-route object).
    @usableFromInline
    let entries: [RouteEntry]
    @usableFromInline
    let index: Int

    @usableFromInline
    init(value: Value, entries: [RouteEntry], index: Int, segments: [String], query: QueryItems) {
        self.value = value
        self.entries = entries
        self.index = index
        self.segments = segments
        self.query = query
    }

    /// The pattern that matched.
    public var pattern: RoutePattern { entries[index].pattern }

    /// The feature that registered the route.
    public var owner: String { entries[index].owner }

    /// The matched segments joined by `/`.
    public var path: String { segments.joined(separator: "/") }

    /// Typed access to the route's parameters by name.
    public var parameters: RouteParameters { RouteParameters(pattern: pattern, segments: segments) }

    /// The resolved link in canonical form, without a scheme (``DeepLink`` of the segments and query).
    public var link: DeepLink { DeepLink(segments: segments, query: query) }
}

extension ResolvedRoute: Sendable where Value: Sendable {}

/// The parameter values of a resolved route, read by name and converted on access.
///
/// A typed parameter was checked during matching, so `int` on an `(int)` parameter, `uuid` on
/// a `(uuid)` parameter and `value(T.self, _)` on a `(name)` parameter of type `T` never return
/// `nil` for a matched route. Every accessor returns `nil` for an unknown name.
public struct RouteParameters: Sendable {
    let pattern: RoutePattern
    let segments: [String]

    /// The names of the route's parameters and catch-all, in pattern order.
    public var names: [String] { pattern.parameterNames }

    private func segment(_ name: String) -> String? {
        for (index, segment) in pattern.segments.enumerated() {
            if case .parameter(name, _) = segment { return segments[index] }
        }
        return nil
    }

    /// The raw (decoded) value of a parameter; for the catch-all, its segments joined by `/`.
    public func string(_ name: String) -> String? {
        segment(name) ?? catchAll(name)?.joined(separator: "/")
    }

    /// Same as ``string(_:)``.
    public subscript(name: String) -> String? { string(name) }

    /// The parameter as an integer (optional `-`, digits, fits in `Int`).
    public func int(_ name: String) -> Int? { segment(name).flatMap(parseInteger) }

    /// The parameter as a UUID (`8-4-4-4-12` hex digits, either case).
    public func uuid(_ name: String) -> UUID? {
        segment(name).flatMap { isUUID($0) ? UUID(uuidString: $0) : nil }
    }

    /// The parameter converted with `T.init(_:)`, e.g. `value(Double.self, "price")`.
    public func value<T: LosslessStringConvertible>(_ type: T.Type, _ name: String) -> T? {
        segment(name).flatMap(T.init)
    }

    /// The segments captured by the catch-all `name` (one or more).
    public func catchAll(_ name: String) -> [String]? {
        guard case .catchAll(name)? = pattern.segments.last else { return nil }
        return remainder
    }

    /// The segments captured by the route's catch-all, whatever its name; `nil` without one.
    public var remainder: [String]? {
        pattern.hasCatchAll ? Array(segments[(pattern.segments.count - 1)...]) : nil
    }
}
