/// Literal replacement written on the standard library instead of Foundation's
/// `replacingOccurrences(of:with:options: .literal)`, which links all of
/// swift-corelibs-foundation into a Linux app (docs/performance.md, "nvc startup").
///
/// Not the standard library's `replacing(_:with:)`: that one matches whole `Character`s
/// (grapheme clusters), so `"\n"` is not found in `"\r\n"` (one `Character`), and a `"` or `\`
/// followed by a combining mark such as U+0301 is not found either. Text meant for another
/// program (a DOT label's escapes, a loader message's paths, indented lines) needs every
/// occurrence of the code points, whatever precedes or follows them.
extension StringProtocol {
    /// The text with every occurrence of `target`'s code points replaced by `replacement`,
    /// compared scalar by scalar (no canonical equivalence: `"e\u{301}"` is not `"é"`) and
    /// searched left to right without overlap (`"aaa"` with `"aa"` gives one replacement and
    /// keeps the last `"a"`): what Foundation's `replacingOccurrences(of:with:options: .literal)`
    /// returns. An empty `target` leaves the text as it is.
    public func replacingLiterally(_ target: String, with replacement: String) -> String {
        var text = String(self)
        var pattern = target
        var insert = replacement
        // UTF-8 is self-synchronizing: a byte match of valid UTF-8 starts and ends on scalar
        // boundaries, so matching bytes is matching code points.
        let replaced: [UInt8]? = text.withUTF8 { bytes in
            pattern.withUTF8 { needle in
                insert.withUTF8 { inserted in Self.replacing(needle, with: inserted, in: bytes) }
            }
        }
        guard let replaced else { return text }
        return String(decoding: replaced, as: UTF8.self)
    }

    /// The bytes of `bytes` with each non-overlapping `needle` (searched left to right)
    /// replaced by `inserted`; `nil` when there is none (or the needle is empty).
    private static func replacing(
        _ needle: UnsafeBufferPointer<UInt8>, with inserted: UnsafeBufferPointer<UInt8>,
        in bytes: UnsafeBufferPointer<UInt8>
    ) -> [UInt8]? {
        guard let first = needle.first, needle.count <= bytes.count else { return nil }
        var result: [UInt8] = []
        var copied = 0
        var index = 0
        let last = bytes.count - needle.count
        while index <= last {
            if bytes[index] == first,
                UnsafeBufferPointer(rebasing: bytes[index..<index + needle.count]).elementsEqual(needle)
            {
                result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<index]))
                result.append(contentsOf: inserted)
                index += needle.count
                copied = index
            } else {
                index += 1
            }
        }
        guard copied > 0 else { return nil }
        result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
        return result
    }
}
