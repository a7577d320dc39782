/// One constant edge of the trie: `parent --label--> child`.
struct ConstantSlot {
    /// ``SegmentKey/hash`` of the label.
    var hash: UInt64
    /// ``SegmentKey/prefix`` of the label.
    var prefix: UInt64
    /// The parent node, or -1 for an empty slot.
    var parent: Int32
    /// The child node.
    var child: Int32
    /// Label length in bytes.
    var length: Int32
    /// Where the label's bytes start in the pool.
    var poolOffset: Int32

    static let empty = ConstantSlot(hash: 0, prefix: 0, parent: -1, child: -1, length: 0, poolOffset: 0)
}

/// All constant edges of a trie in one open-addressing hash table keyed by
/// (parent node, label bytes), with the labels in one byte pool. Load factor ≤ 1/2.
struct ConstantTable: Sendable {
    private(set) var slots: [ConstantSlot] = Array(repeating: .empty, count: 16)
    private(set) var pool: [UInt8] = []
    private(set) var count = 0

    /// The first slot to probe for `hash` under `parent`.
    @inline(__always)
    static func start(_ hash: UInt64, _ parent: Int32, mask: Int) -> Int {
        Int(truncatingIfNeeded: SegmentKey.mix(hash ^ (UInt64(UInt32(bitPattern: parent)) &* 0x9E37_79B9_7F4A_7C15))) & mask
    }

    /// The child of `parent` labelled `label`, or -1 (registration path).
    func child(of parent: Int32, label: [UInt8]) -> Int32 {
        label.withUnsafeBufferPointer { bytes in
            withLookup { $0.child(of: parent, key: SegmentKey(bytes), bytes: bytes) }
        }
    }

    /// Runs `body` with a pointer-based view of the table.
    @inline(__always)
    func withLookup<R>(_ body: (ConstantLookup) -> R) -> R {
        slots.withUnsafeBufferPointer { slots in
            pool.withUnsafeBufferPointer { pool in body(ConstantLookup(slots: slots, pool: pool)) }
        }
    }

    /// Adds the edge `parent --label--> child`; the edge must not exist yet.
    mutating func insert(parent: Int32, label: [UInt8], child: Int32) {
        if (count + 1) * 2 > slots.count { grow() }
        let key = label.withUnsafeBufferPointer { SegmentKey($0) }
        let slot = ConstantSlot(
            hash: key.hash, prefix: key.prefix, parent: parent, child: child,
            length: Int32(label.count), poolOffset: Int32(pool.count)
        )
        pool.append(contentsOf: label)
        place(slot)
        count += 1
    }

    private mutating func place(_ slot: ConstantSlot) {
        let mask = slots.count - 1
        var index = Self.start(slot.hash, slot.parent, mask: mask)
        while slots[index].parent >= 0 { index = (index + 1) & mask }
        slots[index] = slot
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: .empty, count: old.count * 2)
        for slot in old where slot.parent >= 0 { place(slot) }
    }
}

/// Read-only, pointer-based view of a ``ConstantTable`` used on the lookup path.
struct ConstantLookup {
    let slots: UnsafeBufferPointer<ConstantSlot>
    let pool: UnsafeBufferPointer<UInt8>

    /// The child of `parent` whose label has `key` and equals `bytes`, or -1.
    @inline(__always)
    func child(of parent: Int32, key: SegmentKey, bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
        let mask = slots.count - 1
        var index = ConstantTable.start(key.hash, parent, mask: mask)
        while true {
            let slot = slots[index]
            if slot.parent < 0 { return -1 }
            if slot.hash == key.hash, slot.parent == parent, slot.prefix == key.prefix,
               Int(slot.length) == key.length, tailMatches(slot, bytes) {
                return slot.child
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
