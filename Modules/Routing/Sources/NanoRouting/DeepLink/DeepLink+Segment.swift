extension DeepLink {
    /// `segment` percent-encoded as ``string(scheme:)`` writes a path segment: unreserved bytes
    /// and sub-delimiters stay, everything else (`/`, `:`, `@`, space, non-ASCII) becomes `%XX`,
    /// so a value put into a link reads back as that one segment.
    public static func encodedSegment(_ segment: String) -> String {
        PercentEncoding.encode(segment, keeping: PercentEncoding.isSegmentByte)
    }
}
