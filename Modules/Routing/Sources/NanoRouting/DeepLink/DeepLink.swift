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
        try DeepLinkParser.parse(link, scheme: scheme, limits: limits).get()
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
        var result = scheme + "://"
        for (index, segment) in segments.enumerated() {
            if index > 0 { result += "/" }
            result += PercentEncoding.encode(segment, keeping: PercentEncoding.isSegmentByte)
        }
        if !query.isEmpty {
            result += "?"
            for (index, item) in query.enumerated() {
                if index > 0 { result += "&" }
                result += PercentEncoding.encode(item.name, keeping: PercentEncoding.isQueryByte)
                result += "="
                result += PercentEncoding.encode(item.value, keeping: PercentEncoding.isQueryByte)
            }
        }
        return result
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
