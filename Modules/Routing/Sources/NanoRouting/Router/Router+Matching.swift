extension Router {
    /// Parses `link` and resolves it: the one call behind `nvc open`.
    ///
    /// - Throws: any parse error of ``DeepLink/parse(_:scheme:limits:)``, then
    ///   ``DeepLinkError/badParameter(name:value:expected:)`` or ``DeepLinkError/noRoute(path:)``.
    @inlinable
    public func resolve(
        link: String,
        scheme: String,
        limits: DeepLinkLimits = .default
    ) throws(DeepLinkError) -> ResolvedRoute<Value> {
        let parsed = try DeepLink.parse(link, scheme: scheme, limits: limits)
        return try match(path: parsed.segments, query: parsed.query, limits: limits)
    }

    /// Resolves an already parsed link.
    @inlinable
    public func resolve(_ link: DeepLink, limits: DeepLinkLimits = .default) throws(DeepLinkError) -> ResolvedRoute<
        Value
    > {
        try match(path: link.segments, query: link.query, limits: limits)
    }

    /// Matches decoded path segments (no percent-decoding is done here).
    ///
    /// The segments are checked with the same rules a parsed link satisfies: at least one,
    /// at most ``DeepLinkLimits/maxSegments``, none empty, `.`/`..`, containing `/` or longer
    /// than ``DeepLinkLimits/maxSegmentBytes``. The result depends on the segments only.
    /// - Throws: a segment error, ``DeepLinkError/badParameter(name:value:expected:)`` when no
    ///   route matches but one would if a typed parameter accepted its segment, otherwise
    ///   ``DeepLinkError/noRoute(path:)``.
    @inlinable
    public func match(
        path segments: [String],
        query: QueryItems = QueryItems(),
        limits: DeepLinkLimits = .default
    ) throws(DeepLinkError) -> ResolvedRoute<Value> {
        let index = try table.lookup(segments, limits: limits)
        return ResolvedRoute(
            value: values[index], entries: table.entries, index: index, segments: segments, query: query)
    }
}
