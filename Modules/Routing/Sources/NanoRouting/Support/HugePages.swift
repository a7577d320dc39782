#if os(Linux) && canImport(Glibc)
    import Glibc
#endif

/// Backs a large lookup table with transparent huge pages on Linux.
///
/// A lookup in a big trie touches a few random cache lines of the node table; with 4 KiB pages
/// each of them usually needs its own TLB entry as well, and a page walk when there is none
/// (costly under virtualisation). With 2 MiB pages the whole table needs a handful of entries.
enum HugePages {
    /// 2 MiB: the huge page size on x86-64, and on arm64 with 4 KiB base pages.
    static let size = 2 << 20

    /// `MADV_COLLAPSE` (Linux 6.1): back the range with huge pages now, not when khugepaged
    /// gets to it; independent of the system's `enabled` setting unless that is `never`.
    private static let collapseAdvice: Int32 = 25

    /// Asks the kernel to back every whole 2 MiB page inside `buffer` with a huge page. Does
    /// nothing on other systems, for buffers too small to hold one, or when the kernel refuses
    /// (an older kernel, no memory to spare): the contents and behaviour are the same either
    /// way, only the number of TLB misses differs.
    static func collapse(_ buffer: UnsafeRawBufferPointer) {
        #if os(Linux) && canImport(Glibc)
            guard let base = buffer.baseAddress else { return }
            let mask = UInt(size - 1)
            let start = (UInt(bitPattern: base) + mask) & ~mask
            let end = (UInt(bitPattern: base) + UInt(buffer.count)) & ~mask
            guard end > start, let pointer = UnsafeMutableRawPointer(bitPattern: start) else { return }
            _ = madvise(pointer, Int(end - start), collapseAdvice)
        #endif
    }
}
