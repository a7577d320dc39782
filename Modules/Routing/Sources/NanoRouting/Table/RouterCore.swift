/// The non-generic core of ``Router``: the trie and what it knows about each route. All
/// matching work happens here, compiled once, so a `Router<Value>` adds only the value lookup.
@usableFromInline
struct RouterCore: Sendable {
    @usableFromInline
    private(set) var entries: [CompiledRoute] = []
    private(set) var trie = Trie()

    @usableFromInline
    init() {}

    /// Registers a parsed pattern with `payload` in its slot (``NodeSlot/payload``); returns
    /// the new route's index.
    @usableFromInline
    mutating func add(_ pattern: RoutePattern, owner: String, types: ParameterTypeRegistry, payload: UInt64)
        throws(RouteRegistrationError) -> Int
    {
        let shape = try Self.shape(of: pattern, owner: owner, types: types)
        if let existing = trie.existingRoute(for: shape) {
            let other = entries[Int(existing)]
            throw .ambiguous(
                pattern: pattern.source, owner: owner, existingPattern: other.pattern.source,
                existingOwner: other.owner)
        }
        let index = entries.count
        trie.insert(shape, route: Int32(index), payload: payload)
        entries.append(CompiledRoute(pattern: pattern, owner: owner))
        return index
    }

    private static func shape(of pattern: RoutePattern, owner: String, types: ParameterTypeRegistry)
        throws(RouteRegistrationError) -> [ShapeStep]
    {
        var steps: [ShapeStep] = []
        for (index, segment) in pattern.segments.enumerated() {
            switch segment {
            case .constant(let value):
                steps.append(.constant(Array(value.utf8)))
            case .parameter(_, .string):
                steps.append(.string)
            case .parameter(_, let type):
                guard let check = TypeCheck(type, registry: types) else {
                    let error = RoutePatternError(
                        pattern: pattern.source, offset: 0, segmentIndex: index,
                        reason: .unknownType(type.description))
                    throw .invalidPattern(error, owner: owner)
                }
                steps.append(.typed(check))
            case .catchAll:
                steps.append(.catchAll)
            }
        }
        return steps
    }
}

extension RouterCore {
    /// The index of the route matching `segments`, and the payload stored with it.
    ///
    /// Validates the segments (count, empty, `/`, length, dot segments), then searches; on a
    /// miss, reports ``DeepLinkError/badParameter(name:value:expected:)`` if a route would match
    /// but for a typed parameter, else ``DeepLinkError/noRoute(path:)``.
    @usableFromInline
    func lookup(_ segments: [String], limits: DeepLinkLimits) throws(DeepLinkError) -> (route: Int, payload: UInt64) {
        guard !segments.isEmpty else { throw .emptyPath }
        guard segments.count <= limits.maxSegments else { throw .tooManySegments(limit: limits.maxSegments) }
        let outcome = segments.withUnsafeBufferPointer { segments in
            withUnsafeTemporaryAllocation(of: SegmentKey.self, capacity: segments.count) { keys in
                search(segments, keys: keys, limits: limits)
            }
        }
        switch outcome {
        case .found(let route, let payload): return (route, payload)
        case .failed(let error): throw error
        }
    }

    private enum Outcome {
        case found(Int, UInt64)
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
            let index = search.find()
            if index >= 0 {
                let slot = search.table.slots[index]
                return .found(Int(slot.terminal), slot.payload)
            }
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
