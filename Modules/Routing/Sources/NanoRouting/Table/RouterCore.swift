/// The non-generic core of ``Router``: the trie and what it knows about each route. All
/// matching work happens here, compiled once, so a `Router<Value>` adds only the value lookup.
@usableFromInline
struct RouterCore: Sendable {
    @usableFromInline
    private(set) var entries: [CompiledRoute] = []
    private(set) var trie = Trie()

    @usableFromInline
    init() {}

    /// Registers a parsed pattern; returns the new route's index.
    mutating func add(_ pattern: RoutePattern, owner: String, types: ParameterTypeRegistry)
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
        trie.insert(shape, route: Int32(index))
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
