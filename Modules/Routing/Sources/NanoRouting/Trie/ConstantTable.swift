/// One constant edge of the trie, `parent --label--> child`, with what a lookup needs to know
/// about the child so that a hit reads one slot per segment and nothing else. 32 bytes.
struct ConstantSlot {
    /// ``SegmentKey/prefix`` of the label.
    var prefix: UInt64
    /// High 32 bits of the edge's path hash (``PathHash/child(of:label:)``).
    var hash: UInt32
    /// The parent node, or -1 for an empty slot.
    var parent: Int32
    /// The child node.
    var child: Int32
    /// The route ending at the child (its ``TrieNode/terminal``), or -1.
    var childTerminal: Int32
    /// Where the label's bytes start in the pool.
    var poolOffset: Int32
    /// Label length in bytes (at most 256).
    var length: UInt16
    /// The child's ``TrieNode/flags``.
    var childFlags: UInt16

    static let empty = ConstantSlot(
        prefix: 0, hash: 0, parent: -1, child: -1, childTerminal: -1,
        poolOffset: 0, length: 0, childFlags: 0)
}

/// All constant edges of a trie in one open-addressing hash table (linear probing, load ≤ 0.7)
/// keyed by (parent node, label bytes), with the labels in one byte pool.
///
/// An edge's slot is found from its *path hash* — the parent's path hash combined with the
/// label's hash — not from the parent's node number. Along a path of constants every slot
/// address follows from the segments alone, so a lookup's memory accesses do not wait for each
/// other and the processor overlaps their cache misses.
struct ConstantTable: Sendable {
    private(set) var slots: [ConstantSlot] = Array(repeating: .empty, count: 16)
    private(set) var pool: [UInt8] = []
    private(set) var count = 0
    /// For each node reached by a constant edge, the index of that edge's slot (else -1).
    private var slotOfNode: [Int32] = []
    /// The path hash of every node that has constant children (to re-place slots on growth).
    private var parentPathHashes: [UInt64] = []

    /// Runs `body` with a pointer-based view of the table.
    @inline(__always)
    func withLookup<R>(_ body: (ConstantLookup) -> R) -> R {
        slots.withUnsafeBufferPointer { slots in
            pool.withUnsafeBufferPointer { pool in body(ConstantLookup(slots: slots, pool: pool)) }
        }
    }

    /// The child of `parent` (whose path hash is `parentHash`) labelled `label`, or -1.
    func child(of parent: Int32, parentHash: UInt64, label: [UInt8]) -> Int32 {
        label.withUnsafeBufferPointer { bytes in
            withLookup { lookup in
                let key = SegmentKey(bytes)
                let path = PathHash.child(of: parentHash, label: key.hash)
                let index = lookup.slot(of: parent, path: path, key: key, bytes: bytes)
                return index >= 0 ? lookup.slots[index].child : -1
            }
        }
    }

    /// Adds the edge `parent --label--> child`; the edge must not exist yet. Returns the
    /// child's path hash.
    mutating func insert(parent: Int32, parentHash: UInt64, label: [UInt8], child: Int32) -> UInt64 {
        if (count + 1) * 10 > slots.count * 7 { grow() }
        let key = label.withUnsafeBufferPointer { SegmentKey($0) }
        let path = PathHash.child(of: parentHash, label: key.hash)
        let slot = ConstantSlot(
            prefix: key.prefix, hash: UInt32(truncatingIfNeeded: path >> 32), parent: parent, child: child,
            childTerminal: -1, poolOffset: Int32(pool.count), length: UInt16(label.count), childFlags: 0
        )
        if Int(parent) >= parentPathHashes.count {
            parentPathHashes.append(contentsOf: repeatElement(0, count: Int(parent) + 1 - parentPathHashes.count))
        }
        parentPathHashes[Int(parent)] = parentHash
        pool.append(contentsOf: label)
        place(slot, path: path)
        count += 1
        return path
    }

    /// Copies a node's terminal and flags into the slot of the edge leading to it, if any.
    mutating func update(child: Int32, terminal: Int32, flags: UInt16) {
        guard Int(child) < slotOfNode.count else { return }
        let index = Int(slotOfNode[Int(child)])
        guard index >= 0 else { return }
        slots[index].childTerminal = terminal
        slots[index].childFlags = flags
    }

    private mutating func place(_ slot: ConstantSlot, path: UInt64) {
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: path) & mask
        while slots[index].parent >= 0 { index = (index + 1) & mask }
        slots[index] = slot
        let child = Int(slot.child)
        if child >= slotOfNode.count {
            slotOfNode.append(contentsOf: repeatElement(-1, count: child + 1 - slotOfNode.count))
        }
        slotOfNode[child] = Int32(index)
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: .empty, count: old.count * 2)
        for slot in old where slot.parent >= 0 {
            let start = Int(slot.poolOffset)
            let label = pool.withUnsafeBufferPointer {
                SegmentKey(UnsafeBufferPointer(rebasing: $0[start..<(start + Int(slot.length))]))
            }
            place(slot, path: PathHash.child(of: parentPathHashes[Int(slot.parent)], label: label.hash))
        }
    }
}

/// Read-only, pointer-based view of a ``ConstantTable`` used on the lookup path.
struct ConstantLookup {
    let slots: UnsafeBufferPointer<ConstantSlot>
    let pool: UnsafeBufferPointer<UInt8>

    /// The index of the slot for `parent`'s child whose label has `key` and equals `bytes`, or
    /// -1; `path` is that child's path hash. `bytes` is only read for labels over 8 bytes.
    @inline(__always)
    func slot(of parent: Int32, path: UInt64, key: SegmentKey, bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let mask = slots.count - 1
        let hash = UInt32(truncatingIfNeeded: path >> 32)
        var index = Int(truncatingIfNeeded: path) & mask
        while true {
            let slot = slots[index]
            if slot.parent < 0 { return -1 }
            if slot.hash == hash, slot.parent == parent, slot.prefix == key.prefix,
                Int(slot.length) == key.length, tailMatches(slot, bytes)
            {
                return index
            }
            index = (index + 1) & mask
        }
    }

    /// Compares the bytes after the first 8 (already compared through the prefix).
    @inline(__always)
    private func tailMatches(_ slot: ConstantSlot, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let length = Int(slot.length)
        guard length > 8 else { return true }
        guard bytes.count == length else { return false }
        let base = Int(slot.poolOffset)
        var offset = 8
        while offset < length {
            if pool[base + offset] != bytes[offset] { return false }
            offset += 1
        }
        return true
    }
}

/// Path hashes: the root's is a constant; a constant child's is its parent's combined with the
/// label's hash; a parameter child's is derived from its node number (it is read from the node).
enum PathHash {
    /// The root's path hash.
    static let root: UInt64 = 0x243F_6A88_85A3_08D3

    /// The path hash of the constant child labelled with hash `label` below a node with `parent`.
    @inline(__always)
    static func child(of parent: UInt64, label: UInt64) -> UInt64 {
        SegmentKey.mix(parent &* 0x9E37_79B9_7F4A_7C15 ^ label)
    }

    /// The path hash of a parameter child (no path of constants leads to it).
    static func parameterChild(_ node: Int32) -> UInt64 {
        SegmentKey.mix(UInt64(UInt32(bitPattern: node)) ^ 0x5851_F42D_4C95_7F2D)
    }
}
