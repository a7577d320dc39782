extension RouterCore {
    /// The index of the route matching `segments`.
    ///
    /// Validates the segments (count, empty, `/`, length, dot segments), then searches; on a
    /// miss, reports ``DeepLinkError/badParameter(name:value:expected:)`` if a route would match
    /// but for a typed parameter, else ``DeepLinkError/noRoute(path:)``.
    @usableFromInline
    func lookup(_ segments: [String], limits: DeepLinkLimits) throws(DeepLinkError) -> Int {
        guard !segments.isEmpty else { throw .emptyPath }
        guard segments.count <= limits.maxSegments else { throw .tooManySegments(limit: limits.maxSegments) }
        let outcome = segments.withUnsafeBufferPointer { segments in
            withUnsafeTemporaryAllocation(of: SegmentKey.self, capacity: segments.count) { keys in
                search(segments, keys: keys, limits: limits)
            }
        }
        switch outcome {
        case .found(let index): return index
        case .failed(let error): throw error
        }
    }

    private enum Outcome {
        case found(Int)
        case failed(DeepLinkError)
    }

    private func search(
        _ segments: UnsafeBufferPointer<String>,
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
        return trie.withSearch(segments: segments, keys: UnsafeBufferPointer(keys)) { search in
            let route = search.find()
            if route >= 0 { return .found(Int(route)) }
            return .failed(diagnosis(search.diagnose(), segments))
        }
    }

    private func diagnosis(_ found: (Int32, ParameterFailure)?, _ segments: UnsafeBufferPointer<String>)
        -> DeepLinkError
    {
        guard let (route, failure) = found, let slot = entries[Int(route)].slot(at: failure.depth) else {
            return .noRoute(path: Self.path(segments))
        }
        return .badParameter(name: slot.name, value: segments[failure.depth], expected: slot.type.expectation)
    }

    /// `segments` joined by `/`, built in one pass (cheaper than `joined(separator:)`).
    static func path(_ segments: UnsafeBufferPointer<String>) -> String {
        var length = segments.count - 1
        for segment in segments { length += segment.utf8.count }
        var path = String()
        if length > 15 { path.reserveCapacity(length) }
        for (index, segment) in segments.enumerated() {
            if index > 0 { path.append("/") }
            path.append(segment)
        }
        return path
    }
}
