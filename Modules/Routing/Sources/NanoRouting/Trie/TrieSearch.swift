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

    /// The route matching from the root, or -1.
    func find() -> Int32 {
        find(0, 0, nodes[0].flags, PathHash.root)
    }

    /// The route matching segments `depth...` below `nodeIndex` (whose ``TrieNode/flags`` are
    /// `flags` and path hash `path`), or -1. `depth` is less than the segment count.
    ///
    /// A constant step reads only its hash slot, whose address follows from `path` and the
    /// segment, and which carries the child's flags and terminal; the node itself is read only
    /// to fall back to typed, string or catch-all edges.
    func find(_ nodeIndex: Int32, _ depth: Int, _ flags: UInt16, _ path: UInt64) -> Int32 {
        let last = depth + 1 == keys.count
        if flags & TrieNode.hasConstants != 0 {
            let childPath = PathHash.child(of: path, label: keys[depth].hash)
            let index = constantSlot(nodeIndex, depth, childPath)
            if index >= 0 {
                let slot = constants.slots[index]
                if last {
                    if slot.childTerminal >= 0 { return slot.childTerminal }
                } else {
                    let route = find(slot.child, depth + 1, slot.childFlags, childPath)
                    if route >= 0 { return route }
                }
            }
        }
        guard flags & TrieNode.hasFallbacks != 0 else { return -1 }
        let node = nodes[Int(nodeIndex)]
        var edge = node.firstTyped
        while edge >= 0 {
            let typed = typedEdges[Int(edge)]
            if typed.check.accepts(segments[depth]) {
                let route = enter(typed.child, depth + 1)
                if route >= 0 { return route }
            }
            edge = typed.next
        }
        if node.stringChild >= 0 {
            let route = enter(node.stringChild, depth + 1)
            if route >= 0 { return route }
        }
        return node.catchAll
    }

    /// Continues below a parameter edge's child.
    @inline(__always)
    private func enter(_ child: Int32, _ depth: Int) -> Int32 {
        let node = nodes[Int(child)]
        if depth == keys.count { return node.terminal }
        return find(child, depth, node.flags, node.pathHash)
    }

    /// After ``find()`` failed: the first route (same order) that would match if failing
    /// typed parameters were accepted, with the first parameter that failed.
    func diagnose(_ nodeIndex: Int32, _ depth: Int, _ failure: ParameterFailure?) -> (Int32, ParameterFailure)? {
        let node = nodes[Int(nodeIndex)]
        if depth == keys.count {
            guard let failure, node.terminal >= 0 else { return nil }
            return (node.terminal, failure)
        }
        if node.constantCount > 0 {
            let index = constantSlot(nodeIndex, depth, PathHash.child(of: node.pathHash, label: keys[depth].hash))
            if index >= 0, let found = diagnose(constants.slots[index].child, depth + 1, failure) { return found }
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

    /// The slot of the constant edge below `nodeIndex` matching segment `depth`, or -1.
    @inline(__always)
    private func constantSlot(_ nodeIndex: Int32, _ depth: Int, _ path: UInt64) -> Int {
        let key = keys[depth]
        if key.length <= 8 {
            return constants.slot(of: nodeIndex, path: path, key: key, bytes: UnsafeBufferPointer(start: nil, count: 0))
        }
        return withUTF8Bytes(of: segments[depth]) { constants.slot(of: nodeIndex, path: path, key: key, bytes: $0) }
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
                    body(
                        TrieSearch(
                            nodes: nodes, constants: constants, typedEdges: typedEdges,
                            keys: keys, segments: segments))
                }
            }
        }
    }
}
