/// Every way a deep link can fail to parse or to resolve to a route. Nothing traps.
///
/// ``kind`` splits the cases into the two classes the command line maps to exit codes:
/// ``Kind/invalidLink`` (65) and ``Kind/noRoute`` (66).
public enum DeepLinkError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The two classes of failure.
    public enum Kind: Sendable, Hashable {
        /// The link itself is bad: malformed, wrong scheme, bad encoding, over a limit, or a
        /// typed parameter that does not convert.
        case invalidLink
        /// The link is well formed but no route matches its path.
        case noRoute
    }

    /// Structural problems reported by ``malformed(_:)``.
    public enum Malformation: Sendable, Hashable {
        /// The link is the empty string.
        case empty
        /// No `scheme:` prefix.
        case missingScheme
        /// The scheme is not `ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`.
        case invalidScheme
        /// The scheme is not followed by `//` (`nvc:settings` is rejected).
        case missingSlashes
        /// The host contains `@` or `:` (user info or port), which deep links never carry.
        case userInfoOrPort
    }

    /// The link's structure is wrong.
    case malformed(Malformation)
    /// The scheme is not the app's (compared case-insensitively).
    case wrongScheme(expected: String, found: String)
    /// A raw character that may not appear in a link: a control character, space, non-ASCII,
    /// or one of the ASCII characters RFC 3986 does not allow (quote, angle and square brackets,
    /// backslash, caret, backtick, braces, vertical bar).
    case invalidCharacter(offset: Int)
    /// A `%` not followed by two hexadecimal digits; `offset` is the `%`'s byte offset.
    case invalidPercentEncoding(offset: Int)
    /// The decoded bytes of the component starting at `offset` are not valid UTF-8.
    case invalidUTF8(offset: Int)
    /// A percent-encoded control character (U+0000–U+001F, U+007F–U+009F) in the component
    /// starting at `offset`.
    case controlCharacter(offset: Int)
    /// The link has no path (`nvc://`).
    case emptyPath
    /// Path segment `index` is empty (`a//b`, or a leading `/` after the host).
    case emptySegment(index: Int)
    /// Path segment `index` is `.` or `..` (also when percent-encoded).
    case dotSegment(index: Int)
    /// Path segment `index` contains an encoded `/` (`%2F`).
    case encodedSlash(index: Int)
    /// The link is longer than `limit` bytes.
    case tooLong(limit: Int)
    /// The path has more than `limit` segments.
    case tooManySegments(limit: Int)
    /// Decoded segment `index` is longer than `limit` bytes.
    case segmentTooLong(index: Int, limit: Int)
    /// The raw query is longer than `limit` bytes.
    case queryTooLarge(limit: Int)
    /// The query has more than `limit` items.
    case tooManyQueryItems(limit: Int)
    /// A query item with an empty name (`?=x`), at byte `offset`.
    case emptyQueryKey(offset: Int)
    /// No route matches `path` (the decoded segments joined by `/`).
    case noRoute(path: String)
    /// A route matches the path's shape but the typed parameter `name` does not accept `value`.
    case badParameter(name: String, value: String, expected: String)

    /// The class of the failure.
    public var kind: Kind {
        if case .noRoute = self { return .noRoute }
        return .invalidLink
    }

    /// Whether the link itself is invalid (exit code 65), as opposed to unrouted (66).
    public var isInvalidLink: Bool { kind == .invalidLink }

    /// A one-line human message.
    public var description: String {
        switch self {
        case .malformed(.empty): "invalid deep link: the link is empty"
        case .malformed(.missingScheme): "invalid deep link: missing 'scheme:' prefix"
        case .malformed(.invalidScheme): "invalid deep link: the scheme has invalid characters"
        case .malformed(.missingSlashes): "invalid deep link: expected '//' after the scheme"
        case .malformed(.userInfoOrPort): "invalid deep link: user info or port ('@' or ':') in the host"
        case .wrongScheme(let expected, let found): "invalid deep link: scheme '\(found)' is not '\(expected)'"
        case .invalidCharacter(let offset): "invalid deep link: character not allowed at offset \(offset)"
        case .invalidPercentEncoding(let offset): "invalid deep link: bad percent-encoding at offset \(offset)"
        case .invalidUTF8(let offset): "invalid deep link: decoded text at offset \(offset) is not valid UTF-8"
        case .controlCharacter(let offset):
            "invalid deep link: encoded control character in the component at offset \(offset)"
        case .emptyPath: "invalid deep link: the link has no path"
        case .emptySegment(let index): "invalid deep link: path segment \(index) is empty"
        case .dotSegment(let index): "invalid deep link: path segment \(index) is '.' or '..'"
        case .encodedSlash(let index): "invalid deep link: path segment \(index) contains an encoded '/'"
        case .tooLong(let limit): "invalid deep link: longer than \(limit) bytes"
        case .tooManySegments(let limit): "invalid deep link: more than \(limit) path segments"
        case .segmentTooLong(let index, let limit):
            "invalid deep link: path segment \(index) is longer than \(limit) bytes"
        case .queryTooLarge(let limit): "invalid deep link: query longer than \(limit) bytes"
        case .tooManyQueryItems(let limit): "invalid deep link: more than \(limit) query items"
        case .emptyQueryKey(let offset): "invalid deep link: query item without a name at offset \(offset)"
        case .noRoute(let path): "no route for '\(path)'"
        case .badParameter(let name, let value, let expected):
            "invalid deep link: parameter '\(name)' is '\(value)', expected \(expected)"
        }
    }
}
