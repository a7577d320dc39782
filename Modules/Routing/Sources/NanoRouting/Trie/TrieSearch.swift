/// A typed parameter that did not accept its segment during a diagnostic search.
struct ParameterFailure {
    /// The segment index of the parameter.
    let depth: Int
}

/// Where a search stands: a node's data and slot index (-1 for the root), its path hash and
/// where its slot's probe started (``NodeLookup/home(_:mask:)``), from which its children's
/// slots are found.
struct SearchNode {
    let slot: NodeSlot
    let index: Int
    let path: UInt64
    let home: Int
}

/// One lookup over a ``Trie``: depth-first, in precedence order at each segment
/// (constant, typed parameters by rank, string parameter, catch-all), backtracking on failure.
/// The first route reached is the match. Works on borrowed buffers: no retains, no allocation.
///
/// Every step reads one slot of the ``NodeTable`` — the child's node data sits in the slot of
/// the edge leading to it. A constant child's slot is found from its path hash, which follows
/// from the segments, not from anything read before; a parameter's child is probed from the
/// slot after its parent's home, so it is usually in a cache line already read.
struct TrieSearch {
    let table: NodeLookup
    let root: NodeSlot
    let listedEdges: UnsafeBufferPointer<ListedEdge>
    let keys: UnsafeBufferPointer<SegmentKey>
    let segments: UnsafeBufferPointer<String>

    var start: SearchNode {
        let home = NodeLookup.home(PathHash.root, mask: table.slots.count - 1)
        return SearchNode(slot: root, index: -1, path: PathHash.root, home: home)
    }

    /// The slot index of the node whose route matches from the root, or -1. The slot holds the
    /// route and its payload; its address is known as soon as its probe starts, before the
    /// slot's contents arrive.
    func find() -> Int {
        find(start, 0)
    }

    /// The slot index of the route matching segments `depth...` below `node`, or -1. `depth`
    /// is less than the segment count.
    func find(_ node: SearchNode, _ depth: Int) -> Int {
        if node.slot.flags & NodeFlags.constants != 0, let child = constantChild(node, depth) {
            let route = descend(child, depth)
            if route >= 0 { return route }
        }
        guard node.slot.flags & NodeFlags.parameters != 0 else { return -1 }
        return findParameter(node, depth)
    }

    /// The typed, string and catch-all edges of ``find(_:_:)``, in that order.
    private func findParameter(_ node: SearchNode, _ depth: Int) -> Int {
        let typed: Int? = firstTyped(below: node.slot, depth) { tag, accepted in
            guard accepted, let child = taggedChild(node, tag) else { return nil }
            let route = descend(child, depth)
            return route >= 0 ? route : nil
        }
        if let typed { return typed }
        if node.slot.flags & NodeFlags.string != 0, let child = taggedChild(node, EdgeTag.string) {
            let route = descend(child, depth)
            if route >= 0 { return route }
        }
        guard node.slot.flags & NodeFlags.catchAll != 0 else { return -1 }
        guard let child = taggedChild(node, EdgeTag.catchAll) else { return -1 }
        return Self.match(child)
    }

    /// Continues below `child`, reached by segment `depth`.
    @inline(__always)
    private func descend(_ child: SearchNode, _ depth: Int) -> Int {
        depth + 1 == keys.count ? Self.match(child) : find(child, depth + 1)
    }

    /// `node`'s slot index if a route ends there, else -1.
    @inline(__always)
    private static func match(_ node: SearchNode) -> Int { node.slot.terminal >= 0 ? node.index : -1 }

    /// `node`'s child along the edge tagged `tag`, if any.
    @inline(__always)
    func taggedChild(_ node: SearchNode, _ tag: UInt64) -> SearchNode? {
        let home = NodeLookup.home(belowHome: node.home, mask: table.slots.count - 1)
        let index = table.slot(
            parent: node.slot.node, start: home, label: tag, length: 0, bytes: UnsafeBufferPointer(start: nil, count: 0)
        )
        guard index >= 0 else { return nil }
        return SearchNode(
            slot: table.slots[index], index: index, path: PathHash.child(of: node.path, label: tag), home: home)
    }

    /// `node`'s child along the constant edge matching segment `depth`, if any.
    @inline(__always)
    func constantChild(_ node: SearchNode, _ depth: Int) -> SearchNode? {
        let key = keys[depth]
        let path = PathHash.child(of: node.path, label: key.hash)
        let home = NodeLookup.home(path, mask: table.slots.count - 1)
        let index =
            key.length <= 8
            ? table.slot(
                parent: node.slot.node, start: home, label: key.prefix, length: key.length,
                bytes: UnsafeBufferPointer(start: nil, count: 0))
            : withUTF8Bytes(of: segments[depth]) {
                table.slot(parent: node.slot.node, start: home, label: key.prefix, length: key.length, bytes: $0)
            }
        guard index >= 0 else { return nil }
        return SearchNode(slot: table.slots[index], index: index, path: path, home: home)
    }

    /// Calls `body` with the tag of each typed edge below `node` — in precedence order: enums,
    /// int, uuid, custom types, by registration within a rank — and whether its type accepts
    /// segment `depth`, until `body` returns a result.
    @inline(__always)
    func firstTyped<R>(below node: NodeSlot, _ depth: Int, _ body: (_ tag: UInt64, _ accepted: Bool) -> R?) -> R? {
        var edge = node.flags & NodeFlags.listed != 0 ? table.extras[Int(node.node)].firstListed : -1
        if let found = listed(&edge, upToRank: 0, depth, body) { return found }
        if node.flags & NodeFlags.int != 0, let found = body(EdgeTag.int, TypeCheck.int.accepts(segments[depth])) {
            return found
        }
        if node.flags & NodeFlags.uuid != 0, let found = body(EdgeTag.uuid, TypeCheck.uuid.accepts(segments[depth])) {
            return found
        }
        return listed(&edge, upToRank: .max, depth, body)
    }

    /// ``firstTyped(below:_:_:)`` over the listed edges from `edge` while their rank is at most
    /// `rank`; leaves `edge` at the first one not taken.
    @inline(__always)
    private func listed<R>(
        _ edge: inout Int32, upToRank rank: Int, _ depth: Int, _ body: (UInt64, Bool) -> R?
    ) -> R? {
        while edge >= 0, listedEdges[Int(edge)].rank <= rank {
            if let found = body(EdgeTag.listed(edge), listedEdges[Int(edge)].check.accepts(segments[depth])) {
                return found
            }
            edge = listedEdges[Int(edge)].next
        }
        return nil
    }
}
