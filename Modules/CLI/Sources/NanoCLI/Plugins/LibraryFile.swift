#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Checks a file is a complete shared library before the dynamic loader maps it: glibc's
/// `dlopen` maps each loadable segment where the program headers say, so a truncated library
/// is not refused but crashes the process with SIGBUS when the loader touches a page past the
/// end of the file. Reading the ELF header and program headers first turns that into an error.
///
/// Handles 64-bit little-endian ELF (x86-64 and arm64 Linux); other ELF files and Mach-O files
/// are left to the dynamic loader, which refuses a wrong class or architecture by itself.
enum LibraryFile {
    /// Why a file is not a loadable library.
    enum Problem: Error, Equatable, CustomStringConvertible {
        /// No ELF or Mach-O magic number.
        case notALibrary
        /// An ELF file that is not a shared object (an executable, an object file).
        case notSharedObject
        /// A header or segment lies past the end of the file.
        case truncated(needed: UInt64, size: UInt64)

        /// A lowercase fragment without a period: the reason a `cannotLoad` plugin error
        /// gives after the library's path.
        var description: String {
            switch self {
            case .notALibrary: "it is neither an ELF nor a Mach-O file"
            case .notSharedObject: "it is an ELF file but not a shared library"
            case let .truncated(needed, size): "the file is truncated (\(size) bytes; its headers need \(needed))"
            }
        }
    }

    /// How many of a file's first bytes ``check(_:size:)`` reads, from at least its first 64: 64,
    /// or for a 64-bit little-endian ELF file the end of its program headers.
    static func headerLength(_ head: [UInt8]) -> Int {
        guard head.count >= 64, head[0..<4].elementsEqual([0x7F, 0x45, 0x4C, 0x46]), head[4] == 2, head[5] == 1
        else { return 64 }
        let read = { (offset: Int, width: Int) in (0..<width).reduce(0) { $0 | Int(head[offset + $1]) << (8 * $1) } }
        let end = read(32, 8).addingReportingOverflow(read(54, 2) * read(56, 2))  // e_phoff + e_phentsize * e_phnum
        return end.overflow || end.partialValue < 64 ? 64 : end.partialValue
    }

    /// Checks a library's bytes.
    static func check(_ bytes: [UInt8]) throws(Problem) {
        try check(bytes, size: UInt64(bytes.count))
    }

    /// Checks a library of `size` bytes from its first `bytes`: at least ``headerLength(_:)`` of
    /// them, or the whole file when it is shorter.
    static func check(_ bytes: [UInt8], size: UInt64) throws(Problem) {
        let machO: [[UInt8]] = [[0xCF, 0xFA, 0xED, 0xFE], [0xCE, 0xFA, 0xED, 0xFE], [0xCA, 0xFE, 0xBA, 0xBE]]
        if bytes.count >= 4 && machO.contains(Array(bytes[0..<4])) { return }
        guard bytes.count >= 4, bytes[0..<4].elementsEqual([0x7F, 0x45, 0x4C, 0x46]) else { throw .notALibrary }
        guard bytes.count >= 64 else { throw .truncated(needed: 64, size: size) }
        guard bytes[4] == 2, bytes[5] == 1 else { return }  // not ELF64 little-endian: the loader decides
        func read(_ offset: UInt64, _ width: Int) -> UInt64 {
            (0..<width).reduce(UInt64(0)) { value, byte in value | UInt64(bytes[Int(offset) + byte]) << (8 * byte) }
        }
        guard read(16, 2) == 3 else { throw .notSharedObject }  // e_type ET_DYN
        let headers = read(32, 8)  // e_phoff
        let entrySize = read(54, 2)  // e_phentsize
        let count = read(56, 2)  // e_phnum
        let headersEnd = headers.addingReportingOverflow(entrySize * count)
        guard !headersEnd.overflow, headersEnd.partialValue <= size, entrySize >= 56 else {
            throw .truncated(needed: headersEnd.partialValue, size: size)
        }
        // Fewer bytes than headerLength(_:) asks for: read what there is.
        let have = UInt64(bytes.count)
        guard headersEnd.partialValue <= have else { throw .truncated(needed: headersEnd.partialValue, size: have) }
        for index in 0..<count {
            let header = headers + index * entrySize
            guard read(header, 4) == 1 else { continue }  // PT_LOAD
            let end = read(header + 8, 8).addingReportingOverflow(read(header + 32, 8))  // p_offset + p_filesz
            guard !end.overflow, end.partialValue <= size else {
                throw .truncated(needed: end.partialValue, size: size)
            }
        }
        let sections = read(40, 8)  // e_shoff
        let sectionsEnd = sections.addingReportingOverflow(read(58, 2) * read(60, 2))  // e_shentsize * e_shnum
        guard !sectionsEnd.overflow, sectionsEnd.partialValue <= size else {
            throw .truncated(needed: sectionsEnd.partialValue, size: size)
        }
    }
}
