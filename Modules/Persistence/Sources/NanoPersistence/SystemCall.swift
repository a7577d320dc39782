#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// The C library's `read(2)` and `write(2)` under names that no member of this module shadows:
// inside `StoreFile.read` or `AtomicFileWriter.write` a plain `read` or `write` means that
// method (the calls said `Foundation.read` before, which only Foundation re-exported).

/// `read(2)`: up to `count` bytes from `descriptor` into `buffer`; the count read, or -1.
func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

/// `write(2)`: up to `count` bytes of `buffer` to `descriptor`; the count written, or -1.
func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
