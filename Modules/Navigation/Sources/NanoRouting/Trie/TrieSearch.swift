/// A typed parameter that did not accept its segment during a diagnostic search.
struct ParameterFailure {
    /// The segment index of the parameter.
    let depth: Int
}

/// One lookup over a ``Trie``: depth-first, in precedence order at each segment
/// (constant, typed parameters by rank, string parameter, catch-all), backtracking on failure.
/// The first route reached is the match.
struct TrieSearch {
    let nodes: UnsafeBufferPointer<TrieNode>
    let constants: ConstantLookup
    let typedEdges: [[TypedEdge]]
    let keys: UnsafeBufferPointer<SegmentKey>
    let segments: [String]

    /// The matching route, or -1.
    func find(_ nodeIndex: Int32, _ depth: Int) -> Int32 {
        let node = nodes[Int(nodeIndex)]
        if depth == keys.count { return node.terminal }
        if node.constantCount > 0 {
            let child = constantChild(nodeIndex, depth)
            if child >= 0 {
                let route = find(child, depth + 1)
                if route >= 0 { return route }
            }
        }
        if node.typedList >= 0 {
            for edge in typedEdges[Int(node.typedList)] where edge.check.accepts(segments[depth]) {
                let route = find(edge.child, depth + 1)
                if route >= 0 { return route }
            }
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
        if node.typedList >= 0 {
            for edge in typedEdges[Int(node.typedList)] {
                let next = edge.check.accepts(segments[depth]) ? failure : failure ?? ParameterFailure(depth: depth)
                if let found = diagnose(edge.child, depth + 1, next) { return found }
            }
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
