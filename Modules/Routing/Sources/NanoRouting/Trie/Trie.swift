/// One step of a pattern's shape: what the trie keys edges by (parameter names are ignored).
enum ShapeStep {
    case constant([UInt8])
    case typed(TypeCheck)
    case string
    case catchAll
}

/// An enum or custom typed edge; a node's listed edges form a list through ``next``, in
/// precedence order. The child's slot is tagged ``EdgeTag/listed(_:)`` with the edge's index.
struct ListedEdge: Sendable {
    let check: TypeCheck
    /// ``TypeCheck/rank`` of the check, kept beside it so the lookup reads no enum payload.
    let rank: Int
    /// The node's next listed edge, or -1.
    var next: Int32
}

/// The routing trie: every node in the slot of its incoming edge (``NodeTable``), the enum and
/// custom typed edges in one array as per-node lists kept in precedence order. Each node is one
/// prefix shape, so a lookup visits every node at most once whatever it backtracks.
struct Trie: Sendable {
    private(set) var table = NodeTable()
    private(set) var listedEdges: [ListedEdge] = []

    /// The route already registered with exactly this shape, if any.
    func existingRoute(for shape: [ShapeStep]) -> Int32? {
        var node: Int32 = 0
        for step in shape {
            guard let next = existingChild(of: node, step) else { return nil }
            node = next
        }
        let route = table.node(node).terminal
        return route >= 0 ? route : nil
    }

    /// Adds `route` under `shape`, creating nodes as needed, with `payload` in its slot (see
    /// ``NodeSlot/payload``). The shape must be free. A catch-all is the child along its
    /// tagged edge, whose terminal is the catch-all's route.
    mutating func insert(_ shape: [ShapeStep], route: Int32, payload: UInt64) {
        var node: Int32 = 0
        for step in shape {
            node = existingChild(of: node, step) ?? addChild(to: node, step)
        }
        table.update(node) {
            $0.terminal = route
            $0.payload = payload
        }
    }

    private func existingChild(of node: Int32, _ step: ShapeStep) -> Int32? {
        let child: Int32
        switch step {
        case .constant(let label):
            child = table.child(of: node, label: label)
        case .typed(let check):
            guard let tag = existingTag(of: check, below: node) else { return nil }
            child = table.child(of: node, tag: tag)
        case .string:
            child = table.child(of: node, tag: EdgeTag.string)
        case .catchAll:
            child = table.child(of: node, tag: EdgeTag.catchAll)
        }
        return child >= 0 ? child : nil
    }

    /// The tag of the edge below `node` for `check`'s type: fixed for int and uuid, else the
    /// listed edge of the same type, if any.
    private func existingTag(of check: TypeCheck, below node: Int32) -> UInt64? {
        switch check {
        case .int: return EdgeTag.int
        case .uuid: return EdgeTag.uuid
        case .enumeration, .custom:
            var edge = table.extra(node).firstListed
            while edge >= 0 {
                if listedEdges[Int(edge)].check.isSameType(as: check) { return EdgeTag.listed(edge) }
                edge = listedEdges[Int(edge)].next
            }
            return nil
        }
    }

    private mutating func addChild(to node: Int32, _ step: ShapeStep) -> Int32 {
        let tag: UInt64
        let flag: UInt16
        switch step {
        case .constant(let label):
            table.update(node) { $0.flags |= NodeFlags.constants }
            return table.addChild(of: node, label: label)
        case .typed(.int): (tag, flag) = (EdgeTag.int, NodeFlags.int)
        case .typed(.uuid): (tag, flag) = (EdgeTag.uuid, NodeFlags.uuid)
        case .typed(let check): (tag, flag) = (EdgeTag.listed(insertListed(check, under: node)), NodeFlags.listed)
        case .string: (tag, flag) = (EdgeTag.string, NodeFlags.string)
        case .catchAll: (tag, flag) = (EdgeTag.catchAll, NodeFlags.catchAll)
        }
        table.update(node) { $0.flags |= flag }
        return table.addChild(of: node, tag: tag)
    }

    /// Links a new listed edge for `check` into the node's list after every edge of the same
    /// or a better rank; returns its index.
    private mutating func insertListed(_ check: TypeCheck, under node: Int32) -> Int32 {
        let index = Int32(listedEdges.count)
        var edge = ListedEdge(check: check, rank: check.rank, next: -1)
        var previous: Int32 = -1
        var current = table.extra(node).firstListed
        while current >= 0, listedEdges[Int(current)].rank <= edge.rank {
            previous = current
            current = listedEdges[Int(current)].next
        }
        edge.next = current
        listedEdges.append(edge)
        if previous < 0 {
            table.setFirstListed(node, index)
        } else {
            listedEdges[Int(previous)].next = index
        }
        return index
    }
}

extension Trie {
    /// Runs `body` with a search over `segments`, whose keys must already be computed.
    func withSearch<R>(
        segments: UnsafeBufferPointer<String>,
        keys: UnsafeBufferPointer<SegmentKey>,
        _ body: (TrieSearch) -> R
    ) -> R {
        listedEdges.withUnsafeBufferPointer { listedEdges in
            table.withLookup { table in
                body(
                    TrieSearch(
                        table: table, root: self.table.root, listedEdges: listedEdges,
                        keys: keys, segments: segments))
            }
        }
    }
}
