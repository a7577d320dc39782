import Foundation
import NanoComposition

/// Sample deep links for a registered route, built from its pattern's parameter types: every
/// case of an enum, the boundary integers, a UUID, a plain and a hostile string. What
/// ``RouteSweep`` opens.
///
/// Each parameter takes each of its values at least once; a route with several parameters
/// gets as many links as its parameter with the most values (the `n`th link uses each
/// parameter's `n`th value, wrapping), not their product.
public enum RouteSamples {
    /// One link to open, and whether it carries a hostile value (one a route may refuse).
    public struct Sample: Sendable, Equatable, CustomStringConvertible {
        /// The full link (`nvc://items/0`).
        public let link: String
        /// Whether a parameter holds ``hostileString`` (percent-encoded): the route may
        /// refuse it with a typed error, but must not crash or show a wrong screen.
        public let isHostile: Bool

        /// The link.
        public var description: String { link }
    }

    /// The integers every `int` parameter is tried with: zero, one, minus one, and the two
    /// ends of `Int`.
    public static let integers = ["0", "1", "-1", String(Int.max), String(Int.min)]
    /// The UUIDs every `uuid` parameter is tried with (all zeros, and one in lower case).
    public static let uuids = ["00000000-0000-0000-0000-000000000000", "e621e1f8-c36c-495a-93fc-0c247a3e6e5f"]
    /// The plain value every `string` parameter is tried with.
    public static let plainString = "sample"
    /// The hostile value every `string` and catch-all parameter is tried with, decoded: path
    /// traversal, an encoded slash, quotes, markup, a query and fragment delimiter, a control
    /// character, a combining accent and an emoji.
    public static let hostileString = "../a/b'\"<script>?#&%\u{7}e\u{301}🚀"

    /// The values a parameter of `type` (as `RouteTable/Parameter/type` spells it) is tried
    /// with, percent-encoded for a path, or `nil` for a custom type `custom` does not list.
    /// - Parameters:
    ///   - type: The type as the route table spells it (`int`, `enum: a|b`, `catch-all`).
    ///   - custom: Values for custom parameter types, by type name (`double`).
    public static func values(
        forType type: String, custom: [String: [String]] = [:]
    ) -> [(value: String, isHostile: Bool)]? {
        let hostile = (encode(hostileString), true)
        switch type {
        case "int": return integers.map { ($0, false) }
        case "uuid": return uuids.map { ($0, false) }
        case "string": return [(plainString, false), hostile]
        case "catch-all": return [(plainString, false), (plainString + "/" + plainString, false), hostile]
        case let enumeration where enumeration.hasPrefix("enum:"):
            let cases = enumeration.dropFirst("enum:".count).split(separator: "|")
            return cases.map { (encode($0.trimmingCharacters(in: .whitespaces)), false) }
        default: return custom[type].map { $0.map { (encode($0), false) } }
        }
    }

    /// The sample links of `route` in an app with `scheme`, or `nil` when a parameter's type
    /// has no values (a custom type missing from `custom`).
    public static func links(
        for route: RouteTable.Route, scheme: String, custom: [String: [String]] = [:]
    ) -> [Sample]? {
        var parameterValues: [[(value: String, isHostile: Bool)]] = []
        for parameter in route.parameters {
            guard let values = values(forType: parameter.type, custom: custom), !values.isEmpty else { return nil }
            parameterValues.append(values)
        }
        let count = parameterValues.map(\.count).max() ?? 1
        return (0..<count).map { index in
            var next = 0
            var hostile = false
            let segments = route.pattern.split(separator: "/").map { segment -> String in
                guard segment.hasPrefix(":") || segment.hasPrefix("*"), next < parameterValues.count else {
                    return String(segment)
                }
                let values = parameterValues[next]
                next += 1
                let chosen = values[index % values.count]
                hostile = hostile || chosen.isHostile
                return chosen.value
            }
            return Sample(link: scheme + "://" + segments.joined(separator: "/"), isHostile: hostile)
        }
    }

    /// `text` percent-encoded for one path segment (everything but unreserved characters).
    static func encode(_ text: some StringProtocol) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return String(text).addingPercentEncoding(withAllowedCharacters: allowed) ?? String(text)
    }
}
