/// Every node of a trie but the root, each in the slot of the edge leading to it: one
/// open-addressing hash table (linear probing) keyed by (parent node, label), with labels over
/// 8 bytes in one byte pool.
///
/// The load stays at most 0.35: a lookup step's probe then almost always ends at its first
/// slot, so the branch that ends it is predicted right. At 0.7 a step probed a second slot
/// often enough that the processor guessed wrong while waiting for a slot from memory, and in
/// a large router each wrong guess cost a cache miss's latency (docs/performance.md, "Router").
///
/// A node's slot is found from its *path hash* (``PathHash``), not from its parent's slot or
/// number, so along any path the slot addresses follow from the segments alone.
struct NodeTable: Sendable {
    /// What the table keeps about a node to place its slot again when the table grows.
    private struct Placement {
        var path: UInt64
        var parent: Int32
        var slot: Int32
        var tagged: Bool
    }

    private(set) var slots: [NodeSlot] = Array(repeating: .empty, count: 16)
    private(set) var pool: [UInt8] = []
    /// Indexed by node number, the root's first.
    private(set) var extras = [NodeExtra(poolOffset: 0, firstListed: -1)]
    /// The root's data (node 0).
    private(set) var root = NodeSlot.root
    private var count = 0
    /// Indexed by node number; the root's slot is -1.
    private var placements = [Placement(path: PathHash.root, parent: -1, slot: -1, tagged: false)]

    /// Runs `body` with a pointer-based view of the table.
    @inline(__always)
    func withLookup<R>(_ body: (NodeLookup) -> R) -> R {
        slots.withUnsafeBufferPointer { slots in
            pool.withUnsafeBufferPointer { pool in
                extras.withUnsafeBufferPointer { extras in body(NodeLookup(slots: slots, pool: pool, extras: extras)) }
            }
        }
    }

    /// The data of `node`.
    func node(_ node: Int32) -> NodeSlot {
        let index = Int(placements[Int(node)].slot)
        return index < 0 ? root : slots[index]
    }

    /// What `node` rarely needs.
    func extra(_ node: Int32) -> NodeExtra { extras[Int(node)] }

    /// Sets `node`'s first enum or custom typed edge.
    mutating func setFirstListed(_ node: Int32, _ edge: Int32) { extras[Int(node)].firstListed = edge }

    /// Changes the data of `node` in place.
    mutating func update(_ node: Int32, _ body: (inout NodeSlot) -> Void) {
        let index = Int(placements[Int(node)].slot)
        if index < 0 { body(&root) } else { body(&slots[index]) }
    }

    /// The child of `parent` along the constant edge `label`, or -1.
    func child(of parent: Int32, label: [UInt8]) -> Int32 {
        label.withUnsafeBufferPointer { bytes in
            let key = SegmentKey(bytes)
            let path = PathHash.child(of: placements[Int(parent)].path, label: key.hash)
            let start = NodeLookup.home(path, mask: slots.count - 1)
            return child(of: parent, start: start, label: key.prefix, length: key.length, bytes: bytes)
        }
    }

    /// The child of `parent` along the edge tagged `tag`, or -1.
    func child(of parent: Int32, tag: UInt64) -> Int32 {
        let mask = slots.count - 1
        let start = NodeLookup.home(belowHome: home(of: parent, mask), mask: mask)
        return child(of: parent, start: start, label: tag, length: 0, bytes: UnsafeBufferPointer(start: nil, count: 0))
    }

    private func child(
        of parent: Int32, start: Int, label: UInt64, length: Int, bytes: UnsafeBufferPointer<UInt8>
    ) -> Int32 {
        withLookup { lookup in
            let index = lookup.slot(parent: parent, start: start, label: label, length: length, bytes: bytes)
            return index >= 0 ? lookup.slots[index].node : -1
        }
    }

    /// Adds a child below `parent` along the constant edge `label` (which must not exist yet)
    /// and returns its node number.
    mutating func addChild(of parent: Int32, label: [UInt8]) -> Int32 {
        let key = label.withUnsafeBufferPointer { SegmentKey($0) }
        var slot = NodeSlot.empty
        slot.label = key.prefix
        slot.length = UInt16(label.count)
        var extra = NodeExtra(poolOffset: 0, firstListed: -1)
        if label.count > 8 {
            extra.poolOffset = Int32(pool.count)
            pool.append(contentsOf: label)
        }
        return add(slot, extra, below: parent, hash: key.hash)
    }

    /// Adds a child below `parent` along the edge tagged `tag` (which must not exist yet) and
    /// returns its node number.
    mutating func addChild(of parent: Int32, tag: UInt64) -> Int32 {
        var slot = NodeSlot.empty
        slot.label = tag
        return add(slot, NodeExtra(poolOffset: 0, firstListed: -1), below: parent, hash: tag)
    }

    private mutating func add(_ slot: NodeSlot, _ extra: NodeExtra, below parent: Int32, hash: UInt64) -> Int32 {
        if (count + 1) * 20 > slots.count * 7 { grow() }  // load ≤ 0.35
        var slot = slot
        slot.parent = parent
        slot.node = Int32(placements.count)
        placements.append(
            Placement(
                path: PathHash.child(of: placements[Int(parent)].path, label: hash), parent: parent, slot: -1,
                tagged: slot.length == 0))
        extras.append(extra)
        place(slot)
        count += 1
        return slot.node
    }

    /// Where the probe for `node`'s slot starts: its path hash for a constant edge's child,
    /// just after its parent's start for a tagged edge's child (the root's: its path hash).
    private func home(of node: Int32, _ mask: Int) -> Int {
        let placement = placements[Int(node)]
        guard placement.tagged else { return NodeLookup.home(placement.path, mask: mask) }
        return NodeLookup.home(belowHome: home(of: placement.parent, mask), mask: mask)
    }

    private mutating func place(_ slot: NodeSlot) {
        let mask = slots.count - 1
        var index = home(of: slot.node, mask)
        while slots[index].parent >= 0 { index = (index + 1) & mask }
        slots[index] = slot
        placements[Int(slot.node)].slot = Int32(index)
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: .empty, count: old.count * 2)
        for slot in old where slot.parent >= 0 { place(slot) }
    }
}

/// Read-only, pointer-based view of a ``NodeTable`` used on the lookup path.
struct NodeLookup {
    let slots: UnsafeBufferPointer<NodeSlot>
    let pool: UnsafeBufferPointer<UInt8>
    let extras: UnsafeBufferPointer<NodeExtra>

    /// Where the probe for a constant edge's child with path hash `path` starts.
    @inline(__always)
    static func home(_ path: UInt64, mask: Int) -> Int { Int(truncatingIfNeeded: path) & mask }

    /// Where the probe for a tagged edge's child starts, given its parent's: the next slot, so
    /// that it usually shares the parent's cache line or the next one.
    @inline(__always)
    static func home(belowHome parent: Int, mask: Int) -> Int { (parent + 1) & mask }

    /// The index of the slot of `parent`'s child along the edge with `label` and `length`
    /// (0 and an ``EdgeTag`` for a tagged edge), probing from `start`, or -1. `bytes`, the
    /// whole label, is only read for labels over 8 bytes.
    @inline(__always)
    func slot(parent: Int32, start: Int, label: UInt64, length: Int, bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let mask = slots.count - 1
        var index = start
        while true {
            let slot = slots[index]
            if slot.parent < 0 { return -1 }
            if slot.label == label, slot.parent == parent, Int(slot.length) == length, tailMatches(slot, bytes) {
                return index
            }
            index = (index + 1) & mask
        }
    }

    /// Compares the bytes after the first 8 (already compared through the label).
    @inline(__always)
    private func tailMatches(_ slot: NodeSlot, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let length = Int(slot.length)
        guard length > 8 else { return true }
        guard bytes.count == length else { return false }
        let base = Int(extras[Int(slot.node)].poolOffset)
        var offset = 8
        while offset < length {
            if pool[base + offset] != bytes[offset] { return false }
            offset += 1
        }
        return true
    }
}
