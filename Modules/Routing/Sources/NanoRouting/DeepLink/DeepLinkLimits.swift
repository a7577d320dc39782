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
