/// One step of a pattern's shape: what the trie keys edges by (parameter names are ignored).
enum ShapeStep {
    case constant([UInt8])
    case typed(TypeCheck)
    case string
    case catchAll
}

/// A trie node. Plain data (no references) so that lookups copy nothing retained.
struct TrieNode {
    /// Route ending exactly here, or -1.
    var terminal: Int32 = -1
    /// Route whose catch-all starts here (one or more remaining segments), or -1.
    var catchAll: Int32 = -1
    /// Child for a string parameter, or -1.
    var stringChild: Int32 = -1
    /// Index into ``Trie/typedEdges`` of this node's first typed edge (in precedence order), or -1.
    var firstTyped: Int32 = -1
    /// Number of constant children (in the shared ``ConstantTable``).
    var constantCount: Int32 = 0
    /// The node's ``PathHash``.
    var pathHash: UInt64 = PathHash.root

    /// ``hasConstants`` if the node has constant children, plus ``hasFallbacks`` if it has a
    /// typed, string or catch-all edge; copied into the slot of the edge leading here.
    var flags: UInt16 {
        (constantCount > 0 ? Self.hasConstants : 0)
            | (firstTyped >= 0 || stringChild >= 0 || catchAll >= 0 ? Self.hasFallbacks : 0)
    }

    static let hasConstants: UInt16 = 1
    static let hasFallbacks: UInt16 = 2
}

/// A typed-parameter edge; a node's typed edges form a list through ``next``.
struct TypedEdge: Sendable {
    let check: TypeCheck
    let child: Int32
    /// The node's next typed edge, or -1.
    var next: Int32
}

/// The routing trie: nodes in one array, constant edges in one hash table, typed edges in
/// one array as per-node lists kept in precedence order. Each node is one prefix shape, so a lookup visits
/// every node at most once whatever it backtracks.
struct Trie: Sendable {
    private(set) var nodes: [TrieNode] = [TrieNode()]
    private(set) var constants = ConstantTable()
    private(set) var typedEdges: [TypedEdge] = []

    /// The route already registered with exactly this shape, if any.
    func existingRoute(for shape: [ShapeStep]) -> Int32? {
        var node: Int32 = 0
        for step in shape {
            if case .catchAll = step {
                let route = nodes[Int(node)].catchAll
                return route >= 0 ? route : nil
            }
            guard let next = existingChild(of: node, step) else { return nil }
            node = next
        }
        let route = nodes[Int(node)].terminal
        return route >= 0 ? route : nil
    }

    /// Adds `route` under `shape`, creating nodes as needed. The shape must be free.
    mutating func insert(_ shape: [ShapeStep], route: Int32) {
        var node: Int32 = 0
        for step in shape {
            if case .catchAll = step {
                nodes[Int(node)].catchAll = route
                sync(node)
                return
            }
            node = existingChild(of: node, step) ?? addChild(to: node, step)
        }
        nodes[Int(node)].terminal = route
        sync(node)
    }

    /// Refreshes the copy of `node`'s terminal and flags held by its incoming constant slot.
    private mutating func sync(_ node: Int32) {
        let current = nodes[Int(node)]
        constants.update(child: node, terminal: current.terminal, flags: current.flags)
    }

    private func existingChild(of node: Int32, _ step: ShapeStep) -> Int32? {
        let current = nodes[Int(node)]
        switch step {
        case .constant(let label):
            guard current.constantCount > 0 else { return nil }
            let child = constants.child(of: node, parentHash: current.pathHash, label: label)
            return child >= 0 ? child : nil
        case .typed(let check):
            var edge = current.firstTyped
            while edge >= 0 {
                if typedEdges[Int(edge)].check.isSameType(as: check) { return typedEdges[Int(edge)].child }
                edge = typedEdges[Int(edge)].next
            }
            return nil
        case .string:
            return current.stringChild >= 0 ? current.stringChild : nil
        case .catchAll:
            return nil
        }
    }

    private mutating func addChild(to node: Int32, _ step: ShapeStep) -> Int32 {
        let child = Int32(nodes.count)
        nodes.append(TrieNode())
        let parent = Int(node)
        switch step {
        case .constant(let label):
            nodes[Int(child)].pathHash = constants.insert(
                parent: node, parentHash: nodes[parent].pathHash, label: label, child: child)
            nodes[parent].constantCount += 1
        case .typed(let check):
            nodes[Int(child)].pathHash = PathHash.parameterChild(child)
            insertTyped(TypedEdge(check: check, child: child, next: -1), under: parent)
        case .string:
            nodes[Int(child)].pathHash = PathHash.parameterChild(child)
            nodes[parent].stringChild = child
        case .catchAll:
            break
        }
        sync(node)
        return child
    }

    /// Links `edge` into the node's list after every edge of the same or a better rank.
    private mutating func insertTyped(_ edge: TypedEdge, under parent: Int) {
        let index = Int32(typedEdges.count)
        var edge = edge
        var previous: Int32 = -1
        var current = nodes[parent].firstTyped
        while current >= 0, typedEdges[Int(current)].check.rank <= edge.check.rank {
            previous = current
            current = typedEdges[Int(current)].next
        }
        edge.next = current
        typedEdges.append(edge)
        if previous < 0 {
            nodes[parent].firstTyped = index
        } else {
            typedEdges[Int(previous)].next = index
        }
    }
}
