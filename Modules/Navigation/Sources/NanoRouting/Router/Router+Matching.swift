extension Router {
    /// Parses `link` and resolves it: the one call behind `nvc open`.
    ///
    /// - Throws: any parse error of ``DeepLink/parse(_:scheme:limits:)``, then
    ///   ``DeepLinkError/badParameter(name:value:expected:)`` or ``DeepLinkError/noRoute(path:)``.
    public func resolve(
        link: String,
        scheme: String,
        limits: DeepLinkLimits = .default
    ) throws(DeepLinkError) -> ResolvedRoute<Value> {
        let parsed = try DeepLink.parse(link, scheme: scheme, limits: limits)
        return try match(path: parsed.segments, query: parsed.query, limits: limits)
    }

    /// Resolves an already parsed link.
    public func resolve(_ link: DeepLink, limits: DeepLinkLimits = .default) throws(DeepLinkError) -> ResolvedRoute<Value> {
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
    public func match(
        path segments: [String],
        query: QueryItems = QueryItems(),
        limits: DeepLinkLimits = .default
    ) throws(DeepLinkError) -> ResolvedRoute<Value> {
        guard !segments.isEmpty else { throw .emptyPath }
        guard segments.count <= limits.maxSegments else { throw .tooManySegments(limit: limits.maxSegments) }
        let outcome = withUnsafeTemporaryAllocation(of: SegmentKey.self, capacity: segments.count) { keys in
            search(segments, keys: keys, limits: limits)
        }
        switch outcome {
        case .found(let route):
            return ResolvedRoute(value: values[route], entry: entries[route], segments: segments, query: query)
        case .failed(let error):
            throw error
        }
    }

    private enum Outcome {
        case found(Int)
        case failed(DeepLinkError)
    }

    private func search(
        _ segments: [String],
        keys: UnsafeMutableBufferPointer<SegmentKey>,
        limits: DeepLinkLimits
    ) -> Outcome {
        for index in segments.indices {
            let key = withUTF8Bytes(of: segments[index]) { SegmentKey($0) }
            if key.length == 0 { return .failed(.emptySegment(index: index)) }
            if key.containsSlash { return .failed(.encodedSlash(index: index)) }
            if key.length > limits.maxSegmentBytes {
                return .failed(.segmentTooLong(index: index, limit: limits.maxSegmentBytes))
            }
            if key.isDotSegment { return .failed(.dotSegment(index: index)) }
            keys.initializeElement(at: index, to: key)
        }
        return trie.nodes.withUnsafeBufferPointer { nodes in
            trie.constants.slots.withUnsafeBufferPointer { slots in
                trie.constants.pool.withUnsafeBufferPointer { pool in
                    let search = TrieSearch(
                        nodes: nodes,
                        constants: ConstantLookup(slots: slots, pool: pool),
                        typedEdges: trie.typedEdges,
                        keys: UnsafeBufferPointer(keys),
                        segments: segments
                    )
                    let route = search.find(0, 0)
                    if route >= 0 { return .found(Int(route)) }
                    return .failed(diagnosis(search.diagnose(0, 0, nil), segments))
                }
            }
        }
    }

    private func diagnosis(_ found: (Int32, ParameterFailure)?, _ segments: [String]) -> DeepLinkError {
        guard let (route, failure) = found, let slot = entries[Int(route)].slot(at: failure.depth) else {
            return .noRoute(path: segments.joined(separator: "/"))
        }
        return .badParameter(name: slot.name, value: segments[failure.depth], expected: slot.type.expectation)
    }
}
