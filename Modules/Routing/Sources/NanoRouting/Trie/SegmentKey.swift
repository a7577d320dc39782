/// A segment's bytes summarised once per lookup: a hash, its first 8 bytes and its length,
/// so that constant edges are found without hashing through `Hasher` or comparing `String`s.
struct SegmentKey {
    /// A hash of all bytes (independent of the parent node).
    var hash: UInt64
    /// The first up-to-8 bytes, little-endian, zero-padded.
    var prefix: UInt64
    /// Length in bytes.
    var length: Int
    /// Whether the bytes contain `/`.
    var containsSlash: Bool

    /// Summarises `bytes` (8 bytes per step).
    @inline(__always)
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        let count = bytes.count
        var hash = 0x9E37_79B9_7F4A_7C15 &* UInt64(truncatingIfNeeded: count &+ 1)
        var prefix: UInt64 = 0
        var slash = false
        var offset = 0
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while offset + 8 <= count {
                let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                if offset == 0 { prefix = word }
                slash = slash || Self.hasByte(word, 0x2F2F_2F2F_2F2F_2F2F)
                hash = Self.mix(hash ^ word)
                offset += 8
            }
            let rest = count - offset
            if rest > 0 {
                // The last 1–7 bytes in at most three loads (4, 2, 1), zero-padded.
                var tail: UInt64 = 0
                var shift: UInt64 = 0
                if rest & 4 != 0 {
                    tail = UInt64(raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
                    offset += 4
                    shift = 32
                }
                if rest & 2 != 0 {
                    tail |= UInt64(raw.loadUnaligned(fromByteOffset: offset, as: UInt16.self)) << shift
                    offset += 2
                    shift += 16
                }
                if rest & 1 != 0 {
                    tail |= UInt64(raw.load(fromByteOffset: offset, as: UInt8.self)) << shift
                }
                // Padding bytes are 0, never '/', so the word test is exact.
                slash = slash || Self.hasByte(tail, 0x2F2F_2F2F_2F2F_2F2F)
                if count < 8 { prefix = tail }
                hash = Self.mix(hash ^ tail)
            }
        }
        self.hash = hash
        self.prefix = prefix
        self.length = count
        self.containsSlash = slash
    }

    /// Whether the bytes are `.` or `..`.
    var isDotSegment: Bool {
        (length == 1 && prefix == 0x2E) || (length == 2 && prefix == 0x2E2E)
    }

    /// A strong 64-bit finaliser (splitmix64).
    @inline(__always)
    static func mix(_ value: UInt64) -> UInt64 {
        var z = value &* 0xBF58_476D_1CE4_E5B9
        z ^= z >> 31
        z = z &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 29)
    }

    /// Whether any byte of `word` equals the byte repeated in `pattern`.
    @inline(__always)
    private static func hasByte(_ word: UInt64, _ pattern: UInt64) -> Bool {
        let x = word ^ pattern
        return (x &- 0x0101_0101_0101_0101) & ~x & 0x8080_8080_8080_8080 != 0
    }
}
