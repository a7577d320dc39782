/// A registered route as the non-generic core knows it.
@usableFromInline
struct RouteEntry: Sendable {
    @usableFromInline
    let pattern: RoutePattern
    @usableFromInline
    let owner: String
}

/// How a typed edge tests a segment. Typed edges at one node are tried in ``rank`` order —
/// enum, int, uuid, custom — and within one rank in the order they were first registered.
enum TypeCheck: Sendable {
    case enumeration([String])
    case int
    case uuid
    case custom(identity: ObjectIdentifier, accepts: @Sendable (String) -> Bool)

    /// `nil` for `.string` or an unregistered custom type.
    init?(_ type: ParameterType, registry: ParameterTypeRegistry) {
        switch type {
        case .string: return nil
        case .int: self = .int
        case .uuid: self = .uuid
        case .enumeration(let values): self = .enumeration(values)
        case .custom(let name):
            guard let entry = registry.entry(named: name) else { return nil }
            self = .custom(identity: entry.identity, accepts: entry.accepts)
        }
    }

    var rank: Int {
        switch self {
        case .enumeration: 0
        case .int: 1
        case .uuid: 2
        case .custom: 3
        }
    }

    /// Whether two patterns with these checks at one position would always tie.
    func isSameType(as other: TypeCheck) -> Bool {
        switch (self, other) {
        case (.int, .int), (.uuid, .uuid): true
        case (.enumeration(let a), .enumeration(let b)): Set(a) == Set(b)
        case (.custom(let a, _), .custom(let b, _)): a == b
        default: false
        }
    }

    func accepts(_ segment: String) -> Bool {
        switch self {
        case .int: parseInteger(segment) != nil
        case .uuid: isUUID(segment)
        // Bytes, not `==`: a `String` equals its canonical equivalents (U+212A KELVIN SIGN is "K").
        case .enumeration(let values): values.contains { $0.utf8.elementsEqual(segment.utf8) }
        case .custom(_, let accepts): accepts(segment)
        }
    }
}

/// The non-generic core of ``Router``: a trie of prefix shapes (node 0 is the root) and what it
/// knows about each route. Each node is one prefix shape, so a search visits each node at most
/// once however much it backtracks.
///
/// The constant edges of all nodes share one open-addressing table, keyed by a hash of the
/// path: the labels of the constant edges since the last parameter, seeded by that parameter's
/// node. The key of each step follows from the segments, not from the slot read before it, so
/// in a large router the processor overlaps the cache misses of consecutive steps.
@usableFromInline
struct RouteTrie: Sendable {
    struct Node {
        /// The label of the constant edge leading here; empty for any other node.
        var label = ""
        var hasConstants = false
        /// In the order they are tried.
        var typed: [(check: TypeCheck, child: Int32)] = []
        var string: Int32 = -1
        /// The route of the catch-all below this node, or -1.
        var catchAll: Int32 = -1
        /// The route ending exactly here, or -1.
        var route: Int32 = -1
    }

    /// A constant edge; `child` is 0 in an empty slot (the root is nobody's child).
    struct Slot {
        var key: UInt64 = 0
        var parent: Int32 = 0
        var child: Int32 = 0
    }

    enum Step {
        case constant(String)
        case typed(TypeCheck)
        case string
    }

    private var nodes = [Node()]
    /// Every constant edge, at most half full, probed linearly from its key.
    private var slots = [Slot](repeating: Slot(), count: 16)
    private var constantCount = 0
    @usableFromInline
    private(set) var entries: [RouteEntry] = []

    @usableFromInline
    init() {}

    @usableFromInline
    mutating func add(_ pattern: RoutePattern, owner: String, types: ParameterTypeRegistry)
        throws(RouteRegistrationError)
    {
        var steps: [Step] = []
        for (index, segment) in pattern.segments.enumerated() {
            switch segment {
            case .constant(let value): steps.append(.constant(value))
            case .parameter(_, .string): steps.append(.string)
            case .parameter(_, let type):
                guard let check = TypeCheck(type, registry: types) else {
                    let reason = RoutePatternError.Reason.unknownType(type.description)
                    let error = RoutePatternError(
                        pattern: pattern.source, offset: 0, segmentIndex: index, reason: reason)
                    throw .invalidPattern(error, owner: owner)
                }
                steps.append(.typed(check))
            case .catchAll: break
            }
        }
        var existing: (node: Int32, seed: UInt64)? = (0, 0)
        for step in steps { existing = existing.flatMap { child(of: $0.node, seed: $0.seed, step) } }
        if let node = existing.map({ nodes[Int($0.node)] }) {
            let route = pattern.hasCatchAll ? node.catchAll : node.route
            if route >= 0 {
                let other = entries[Int(route)]
                throw .ambiguous(
                    pattern: pattern.source, owner: owner, existingPattern: other.pattern.source,
                    existingOwner: other.owner)
            }
        }
        var (node, seed): (Int32, UInt64) = (0, 0)
        for step in steps {
            (node, seed) = child(of: node, seed: seed, step) ?? addChild(to: node, seed: seed, step)
        }
        let route = Int32(entries.count)
        if pattern.hasCatchAll { nodes[Int(node)].catchAll = route } else { nodes[Int(node)].route = route }
        entries.append(RouteEntry(pattern: pattern, owner: owner))
    }

    /// The child of `node` (whose seed is `seed`) along `step`, with the child's seed.
    private func child(of node: Int32, seed: UInt64, _ step: Step) -> (Int32, UInt64)? {
        let child: Int32?
        switch step {
        case .constant(let label):
            let key = Self.key(seed, label)
            return constantChild(of: node, key: key, label).map { ($0, key) }
        case .typed(let check): child = nodes[Int(node)].typed.first { $0.check.isSameType(as: check) }?.child
        case .string: child = nodes[Int(node)].string >= 0 ? nodes[Int(node)].string : nil
        }
        return child.map { ($0, Self.seed($0)) }
    }

    private mutating func addChild(to node: Int32, seed: UInt64, _ step: Step) -> (Int32, UInt64) {
        let child = Int32(nodes.count)
        nodes.append(Node())
        switch step {
        case .constant(let label):
            nodes[Int(child)].label = label
            nodes[Int(node)].hasConstants = true
            constantCount += 1
            if constantCount * 2 > slots.count {
                let old = slots
                slots = Array(repeating: Slot(), count: slots.count * 2)
                for slot in old where slot.child != 0 { place(slot) }
            }
            let key = Self.key(seed, label)
            place(Slot(key: key, parent: node, child: child))
            return (child, key)
        case .typed(let check):
            // After every edge of the same or a better rank.
            let position = nodes[Int(node)].typed.firstIndex { $0.check.rank > check.rank }
            nodes[Int(node)].typed.insert((check, child), at: position ?? nodes[Int(node)].typed.count)
        case .string:
            nodes[Int(node)].string = child
        }
        return (child, Self.seed(child))
    }

    private mutating func place(_ slot: Slot) {
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: slot.key) & mask
        while slots[index].child != 0 { index = (index + 1) & mask }
        slots[index] = slot
    }

    /// The child of `parent` along the constant edge `label`, compared byte for byte (a
    /// `String` equals its canonical equivalents: U+212A KELVIN SIGN equals "K").
    private func constantChild(of parent: Int32, key: UInt64, _ label: String) -> Int32? {
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: key) & mask
        while slots[index].child != 0 {
            let slot = slots[index]
            if slot.key == key, slot.parent == parent, Self.sameBytes(nodes[Int(slot.child)].label, label) {
                return slot.child
            }
            index = (index + 1) & mask
        }
        return nil
    }

    /// The key of the constant edge `label` below a node whose seed is `seed`, which is also
    /// the seed of its child: FNV-1a over the label's bytes from `seed`, then splitmix64's
    /// finaliser, so that the low bits, which pick the slot, depend on every byte.
    private static func key(_ seed: UInt64, _ label: String) -> UInt64 {
        mix(withUTF8Bytes(of: label) { $0.reduce(seed) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 } })
    }

    /// The seed of the root (0) or of a parameter's node.
    private static func seed(_ node: Int32) -> UInt64 { mix(UInt64(UInt32(bitPattern: node))) }

    private static func mix(_ value: UInt64) -> UInt64 {
        var hash = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        hash = (hash ^ (hash >> 27)) &* 0x94D0_49BB_1331_11EB
        return hash ^ (hash >> 31)
    }

    private static func sameBytes(_ a: String, _ b: String) -> Bool {
        withUTF8Bytes(of: a) { a in withUTF8Bytes(of: b) { a.elementsEqual($0) } }
    }
}

extension RouteTrie {
    /// The index of the route matching `segments`.
    ///
    /// Validates the segments (count, then each one: empty, `/`, length, dot segment), then
    /// searches; on a miss, reports ``DeepLinkError/badParameter(name:value:expected:)`` if a
    /// route would match but for a typed parameter, else ``DeepLinkError/noRoute(path:)``.
    @usableFromInline
    func lookup(_ segments: [String], limits: DeepLinkLimits) throws(DeepLinkError) -> Int {
        guard !segments.isEmpty else { throw .emptyPath }
        guard segments.count <= limits.maxSegments else { throw .tooManySegments(limit: limits.maxSegments) }
        for (index, segment) in segments.enumerated() {
            let error: DeepLinkError? = withUTF8Bytes(of: segment) { bytes in
                if bytes.isEmpty { return .emptySegment(index: index) }
                if bytes.contains(UInt8(ascii: "/")) { return .encodedSlash(index: index) }
                if bytes.count > limits.maxSegmentBytes {
                    return .segmentTooLong(index: index, limit: limits.maxSegmentBytes)
                }
                if bytes.count <= 2, bytes.allSatisfy({ $0 == UInt8(ascii: ".") }) { return .dotSegment(index: index) }
                return nil
            }
            if let error { throw error }
        }
        if let found = first(0, 0, segments, 0, lenient: false, failure: nil) { return Int(found.route) }
        guard case let (route, depth?)? = first(0, 0, segments, 0, lenient: true, failure: nil),
            case .parameter(let name, let type) = entries[Int(route)].pattern.segments[depth]
        else { throw .noRoute(path: segments.joined(separator: "/")) }
        throw .badParameter(name: name, value: segments[depth], expected: type.expectation)
    }

    /// The first route matching `segments[depth...]` below `node` (seed `seed`), depth-first in
    /// precedence order: constant, typed parameters, string parameter, catch-all. `lenient` also
    /// follows typed edges that reject their segment, and reports the first such segment's index.
    private func first(_ node: Int32, _ seed: UInt64, _ segments: [String], _ depth: Int, lenient: Bool, failure: Int?)
        -> (route: Int32, failure: Int?)?
    {
        let index = Int(node)
        guard depth < segments.count else { return nodes[index].route >= 0 ? (nodes[index].route, failure) : nil }
        let segment = segments[depth]
        if nodes[index].hasConstants {
            let key = Self.key(seed, segment)
            if let child = constantChild(of: node, key: key, segment),
                let found = first(child, key, segments, depth + 1, lenient: lenient, failure: failure)
            {
                return found
            }
        }
        for (check, child) in nodes[index].typed {
            let accepted = check.accepts(segment)
            if accepted || lenient,
                let found = first(
                    child, Self.seed(child), segments, depth + 1, lenient: lenient,
                    failure: accepted ? failure : failure ?? depth)
            {
                return found
            }
        }
        let string = nodes[index].string
        if string >= 0,
            let found = first(string, Self.seed(string), segments, depth + 1, lenient: lenient, failure: failure)
        {
            return found
        }
        return nodes[index].catchAll >= 0 ? (nodes[index].catchAll, failure) : nil
    }
}
