/// A typed parameter that did not accept its segment during a diagnostic search.
struct ParameterFailure {
    /// The segment index of the parameter.
    let depth: Int
}

/// One lookup over a ``Trie``: depth-first, in precedence order at each segment
/// (constant, typed parameters by rank, string parameter, catch-all), backtracking on failure.
/// The first route reached is the match. Works on borrowed buffers: no retains, no allocation.
struct TrieSearch {
    let nodes: UnsafeBufferPointer<TrieNode>
    let constants: ConstantLookup
    let typedEdges: UnsafeBufferPointer<TypedEdge>
    let keys: UnsafeBufferPointer<SegmentKey>
    let segments: UnsafeBufferPointer<String>

    /// The matching route, or -1.
    ///
    /// The constant edge is probed first, straight in the hash table; the node itself is read
    /// only at the end of the path or when falling back, which keeps a hit to about one
    /// cache line per segment.
    func find(_ nodeIndex: Int32, _ depth: Int) -> Int32 {
        if depth == keys.count { return nodes[Int(nodeIndex)].terminal }
        let child = constantChild(nodeIndex, depth)
        if child >= 0 {
            let route = find(child, depth + 1)
            if route >= 0 { return route }
        }
        let node = nodes[Int(nodeIndex)]
        var edge = node.firstTyped
        while edge >= 0 {
            let typed = typedEdges[Int(edge)]
            if typed.check.accepts(segments[depth]) {
                let route = find(typed.child, depth + 1)
                if route >= 0 { return route }
            }
            edge = typed.next
        }
        if node.stringChild >= 0 {
            let route = find(node.stringChild, depth + 1)
            if route >= 0 { return route }
        }
        return node.catchAll
    }

    /// After ``find(_:_:)`` failed: the first route (same order) that would match if failing
    /// typed parameters were accepted, with the first parameter that failed.
    func diagnose(_ nodeIndex: Int32, _ depth: Int, _ failure: ParameterFailure?) -> (Int32, ParameterFailure)? {
        let node = nodes[Int(nodeIndex)]
        if depth == keys.count {
            guard let failure, node.terminal >= 0 else { return nil }
            return (node.terminal, failure)
        }
        if node.constantCount > 0 {
            let child = constantChild(nodeIndex, depth)
            if child >= 0, let found = diagnose(child, depth + 1, failure) { return found }
        }
        var edge = node.firstTyped
        while edge >= 0 {
            let typed = typedEdges[Int(edge)]
            let next = typed.check.accepts(segments[depth]) ? failure : failure ?? ParameterFailure(depth: depth)
            if let found = diagnose(typed.child, depth + 1, next) { return found }
            edge = typed.next
        }
        if node.stringChild >= 0, let found = diagnose(node.stringChild, depth + 1, failure) { return found }
        guard let failure, node.catchAll >= 0 else { return nil }
        return (node.catchAll, failure)
    }

    @inline(__always)
    private func constantChild(_ nodeIndex: Int32, _ depth: Int) -> Int32 {
        let key = keys[depth]
        if key.length <= 8 {
            return constants.child(of: nodeIndex, key: key, bytes: UnsafeBufferPointer(start: nil, count: 0))
        }
        return withUTF8Bytes(of: segments[depth]) { constants.child(of: nodeIndex, key: key, bytes: $0) }
    }
}

extension Trie {
    /// Runs `body` with a search over `segments`, whose keys must already be computed.
    func withSearch<R>(
        segments: UnsafeBufferPointer<String>,
        keys: UnsafeBufferPointer<SegmentKey>,
        _ body: (TrieSearch) -> R
    ) -> R {
        nodes.withUnsafeBufferPointer { nodes in
            typedEdges.withUnsafeBufferPointer { typedEdges in
                constants.withLookup { constants in
                    body(TrieSearch(nodes: nodes, constants: constants, typedEdges: typedEdges,
                                    keys: keys, segments: segments))
                }
            }
        }
    }
}
