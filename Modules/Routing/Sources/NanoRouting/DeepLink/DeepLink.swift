/// A parsed deep link: decoded path segments (host first) and query items.
///
/// `nvc://settings/profile?tab=bio` has segments `["settings", "profile"]` and one query
/// item. Parsing is strict and total: see ``parse(_:scheme:limits:)`` and <doc:DeepLinkSyntax>.
public struct DeepLink: Sendable, Hashable, CustomStringConvertible {
    /// The decoded path segments; never empty, none empty, none `.`/`..`, none containing `/`.
    public let segments: [String]
    /// The decoded query items.
    public let query: QueryItems

    /// Creates a link from already-decoded parts (not validated; see ``string(scheme:)``).
    public init(segments: [String], query: QueryItems = QueryItems()) {
        self.segments = segments
        self.query = query
    }

    /// Parses `link`, which must use `scheme` (case-insensitive) followed by `//`.
    ///
    /// - Throws: a ``DeepLinkError`` of kind ``DeepLinkError/Kind/invalidLink`` for the first
    ///   problem found. The rules and the one order they are checked in are stated in
    ///   <doc:DeepLinkSyntax>, "Parsing a link" (rules 1–10); tests pin each pair whose order
    ///   matters.
    public static func parse(
        _ link: String,
        scheme: String,
        limits: DeepLinkLimits = .default
    ) throws(DeepLinkError) -> DeepLink {
        try DeepLinkParser.parse(link, scheme: scheme, limits: limits)
    }

    /// The decoded path: segments joined by `/`.
    public var path: String { segments.joined(separator: "/") }

    /// The path and query, decoded, for messages (`settings/profile?tab=bio`).
    public var description: String {
        guard !query.isEmpty else { return path }
        return path + "?"
            + query.map { $0.value.isEmpty ? $0.name : "\($0.name)=\($0.value)" }
            .joined(separator: "&")
    }

    /// The canonical link string: `scheme://` + percent-encoded segments + query.
    ///
    /// Parsing the result with the same scheme gives back an equal ``DeepLink`` whenever the
    /// segments are valid (non-empty, not `.`/`..`, no `/`, no control characters, within limits).
    public func string(scheme: String) -> String {
        let path = segments.map(Self.encodedSegment).joined(separator: "/")
        guard !query.isEmpty else { return scheme + "://" + path }
        let encode = { PercentEncoding.encode($0, keeping: PercentEncoding.isQueryByte) }
        let items = query.map { encode($0.name) + "=" + encode($0.value) }
        return scheme + "://" + path + "?" + items.joined(separator: "&")
    }

    /// `segment` percent-encoded as ``string(scheme:)`` writes a path segment: unreserved bytes
    /// and sub-delimiters stay, everything else (`/`, `:`, `@`, space, non-ASCII) becomes `%XX`,
    /// so a value put into a link reads back as that one segment.
    public static func encodedSegment(_ segment: String) -> String {
        PercentEncoding.encode(segment, keeping: PercentEncoding.isSegmentByte)
    }
}

/// Size limits applied to every deep link before any routing work.
///
/// A value exactly at a limit is accepted; one over is rejected with the matching
/// ``DeepLinkError``. The defaults are documented in <doc:DeepLinkSyntax>.
public struct DeepLinkLimits: Sendable, Hashable {
    /// Maximum length of the whole link in UTF-8 bytes (default 2048).
    public var maxLinkBytes: Int
    /// Maximum number of path segments, host included (default 32).
    public var maxSegments: Int
    /// Maximum length of one decoded segment in UTF-8 bytes (default 256).
    public var maxSegmentBytes: Int
    /// Maximum length of the raw query, between `?` and `#`, in bytes (default 1024).
    public var maxQueryBytes: Int
    /// Maximum number of non-empty query items (default 64).
    public var maxQueryItems: Int

    /// The documented default limits.
    public static let `default` = DeepLinkLimits()

    /// Creates limits; every argument defaults to the documented value.
    public init(
        maxLinkBytes: Int = 2048,
        maxSegments: Int = 32,
        maxSegmentBytes: Int = 256,
        maxQueryBytes: Int = 1024,
        maxQueryItems: Int = 64
    ) {
        self.maxLinkBytes = maxLinkBytes
        self.maxSegments = maxSegments
        self.maxSegmentBytes = maxSegmentBytes
        self.maxQueryBytes = maxQueryBytes
        self.maxQueryItems = maxQueryItems
    }
}

/// One `name=value` item of a deep link's query, percent-decoded.
public struct QueryItem: Sendable, Hashable {
    /// The decoded name (never empty in a parsed link).
    public let name: String
    /// The decoded value; `""` for an item without `=`.
    public let value: String

    /// An item with an already-decoded `name` and `value` (as the parser makes them).
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// A deep link's query items, in order, with repeated names allowed.
public struct QueryItems: Sendable, Hashable, RandomAccessCollection {
    /// The items in the order they appear in the link.
    public let items: [QueryItem]

    /// Creates a query from items.
    public init(_ items: [QueryItem] = []) { self.items = items }

    /// The first index (always 0).
    public var startIndex: Int { items.startIndex }
    /// One past the last index.
    public var endIndex: Int { items.endIndex }
    /// The item at `position`.
    public subscript(position: Int) -> QueryItem { items[position] }

    /// Every value for `name`, in order (`?tag=a&tag=b` → `["a", "b"]`).
    public func all(_ name: String) -> [String] {
        items.lazy.filter { $0.name == name }.map(\.value)
    }

    /// The first value for `name`, or `nil` if absent.
    public func first(_ name: String) -> String? {
        items.first { $0.name == name }?.value
    }

    /// The first value for `name` as an integer (same syntax as an `int` parameter), or `nil`
    /// if absent or not an integer.
    public func int(_ name: String) -> Int? {
        first(name).flatMap(parseInteger)
    }

    /// Whether an item named `name` is present.
    public func contains(_ name: String) -> Bool { first(name) != nil }
}
