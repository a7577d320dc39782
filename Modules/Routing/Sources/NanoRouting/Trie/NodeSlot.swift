/// One trie node together with the edge that leads to it: a slot of the ``NodeTable``, 32 bytes,
/// so that one lookup step reads one slot and nothing else — no separate node or edge record.
struct NodeSlot {
    /// For a constant edge, the label's first up-to-8 bytes (``SegmentKey/prefix``); for a
    /// parameter or catch-all edge, its ``EdgeTag``.
    var label: UInt64
    /// The bits of the terminal route's value when the router stores values this small in the
    /// slot (``Router``), so that resolving reads no other record; else 0.
    var payload: UInt64
    /// The parent node, or -1 for an empty slot.
    var parent: Int32
    /// This node's number (slots move when the table grows; node numbers do not).
    var node: Int32
    /// The route ending exactly here, or -1; below a catch-all edge, the catch-all's route.
    var terminal: Int32
    /// Label length in bytes; 0 for a parameter or catch-all edge (a constant is never empty).
    var length: UInt16
    /// The kinds of edges below the node (``NodeFlags``).
    var flags: UInt16

    static let empty = NodeSlot(label: 0, payload: 0, parent: -1, node: -1, terminal: -1, length: 0, flags: 0)

    /// The root's data: it has no incoming edge, so it lives beside the table, not in it.
    static let root = NodeSlot(label: 0, payload: 0, parent: -1, node: 0, terminal: -1, length: 0, flags: 0)
}

/// What a node rarely needs, kept beside the slots (indexed by node number) so that a slot
/// holds what every lookup step reads and still fits 32 bytes.
struct NodeExtra {
    /// Where a label over 8 bytes starts in the ``NodeTable`` pool (all its bytes are there).
    var poolOffset: Int32
    /// The node's first enum or custom typed edge (``Trie/listedEdges``, precedence order), or -1.
    var firstListed: Int32
}

/// Bits of ``NodeSlot/flags``: which kinds of edges leave the node, so a lookup probes only for
/// children that exist.
enum NodeFlags {
    static let constants: UInt16 = 1
    static let string: UInt16 = 2
    static let catchAll: UInt16 = 4
    static let int: UInt16 = 8
    static let uuid: UInt16 = 16
    /// Enum or custom typed edges, listed from ``NodeExtra/firstListed``.
    static let listed: UInt16 = 32
    /// Any edge other than a constant.
    static let parameters: UInt16 = string | catchAll | int | uuid | listed
}

/// The label of a non-constant edge. Its child's slot is found like a constant's, from the
/// parent's path hash and the tag, so reaching a parameter's child reads no other record.
enum EdgeTag {
    static let string: UInt64 = 1
    static let int: UInt64 = 2
    static let uuid: UInt64 = 3
    static let catchAll: UInt64 = 4

    /// The tag of the enum or custom typed edge at `index` in ``Trie/listedEdges``.
    static func listed(_ index: Int32) -> UInt64 { 0x100 + UInt64(UInt32(bitPattern: index)) }
}

/// Path hashes: the root's is a constant; a child's is its parent's combined with the label's
/// hash (a constant edge) or the ``EdgeTag`` (any other edge). A lookup computes them from the
/// segments alone, so the slot of every step has a known address before the previous step's
/// slot has arrived, and the processor overlaps their cache misses.
enum PathHash {
    /// The root's path hash.
    static let root: UInt64 = 0x243F_6A88_85A3_08D3

    /// The path hash of the child below a node with path hash `parent`, along an edge whose
    /// label hashes to `label` (``SegmentKey/hash``) or whose tag is `label`.
    @inline(__always)
    static func child(of parent: UInt64, label: UInt64) -> UInt64 {
        SegmentKey.mix(parent &* 0x9E37_79B9_7F4A_7C15 ^ label)
    }
}
