import NanoDI

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Which version of a file a store last saw: device, inode, size and modification time. An
/// atomic replace (`rename(2)`) always gives a new inode and an edit in place a new size or
/// modification time, so a differing stamp means "re-read". (The change time is left out:
/// `rename(2)` updates it, and a writer must recognise its own new version.)
struct FileStamp: Equatable, Sendable {
    let device: UInt64
    let inode: UInt64
    let size: Int64
    let modified: Int64

    init(_ info: stat) {
        device = UInt64(truncatingIfNeeded: info.st_dev)
        inode = UInt64(truncatingIfNeeded: info.st_ino)
        size = Int64(info.st_size)
        #if canImport(Darwin)
            modified = Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
        #else
            modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        #endif
    }

    /// The stamp of the file at `path` (symbolic links followed), or `nil` when there is none.
    static func of(path: String) -> FileStamp? {
        var info = stat()
        return stat(path, &info) == 0 ? FileStamp(info) : nil
    }

    /// The stamp of an open file.
    static func of(descriptor: Int32) -> FileStamp? {
        var info = stat()
        return fstat(descriptor, &info) == 0 ? FileStamp(info) : nil
    }
}

/// The file-system steps of a store file: reading it with the stamp of exactly the version
/// read, and finding the file a write must replace when the path is a symbolic link.
enum StoreFile {
    /// The most symbolic links followed before giving up (the kernel's own limit is 40).
    static let maxLinkHops = 32

    /// The bytes of `path` and the stamp of the version they came from; `nil` when the file
    /// does not exist (a dangling link counts as missing, and so does a path through a file). Only regular files are read: a
    /// directory, FIFO, socket or device is reported without opening it for reading, so a FIFO
    /// never blocks the run. A file over `limit` bytes is refused before any of it is read
    /// (and one that grows past it while being read, when it gets there).
    static func read(
        _ path: String, limit: Int = FileKeyValueStore.maxFileSize
    ) throws(KeyValueStoreError) -> (data: Data, stamp: FileStamp)? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            // A missing file, or a path through a file ("a/file/state.json"): nothing to read
            // (a write reports the real problem).
            if code == ENOENT || code == ENOTDIR { return nil }
            throw .readFailed(path: path, reason: SystemErrorText.describe(errno: code))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw .readFailed(path: path, reason: SystemErrorText.describe(errno: errno))
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw .readFailed(
                path: path, reason: "it is \(SystemErrorText.describe(fileType: info.st_mode)), not a regular file")
        }
        guard Int64(info.st_size) <= Int64(limit) else {
            throw .fileTooLarge(path: path, size: Int64(info.st_size), limit: limit)
        }
        var data = Data()
        // Sized for the file as it is now (one more byte to see the end in one read), up to
        // 64 KiB a read: a fixed 64 KiB buffer was zeroed, and its pages faulted in, for every
        // state file of a few hundred bytes (about 30 page faults per start).
        var buffer = [UInt8](repeating: 0, count: min(max(Int(info.st_size) + 1, 4096), 64 * 1024))
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .readFailed(path: path, reason: SystemErrorText.describe(errno: errno))
            }
            if count == 0 { break }
            data.append(contentsOf: buffer[0..<count])
            if data.count > limit { throw .fileTooLarge(path: path, size: Int64(data.count), limit: limit) }
        }
        return (data, FileStamp(info))
    }

    /// The path a write to `path` replaces: `path` itself, or — when it is a symbolic link — the
    /// file the chain of links ends at (which may not exist yet). The link itself is kept.
    /// - Throws: `KeyValueStoreError.writeFailed` for a loop of links.
    static func finalTarget(of path: String) throws(KeyValueStoreError) -> String {
        var current = path
        for _ in 0...maxLinkHops {
            var info = stat()
            guard lstat(current, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return current }
            guard let destination = linkDestination(current) else {
                throw .writeFailed(path: path, reason: "cannot read the symbolic link \(current)")
            }
            let next =
                destination.hasPrefix("/")
                ? URL(fileURLWithPath: destination)
                : URL(fileURLWithPath: current).deletingLastPathComponent().appendingPathComponent(destination)
            // `.` and `..` resolved in the text, as `NSString.standardizingPath` did.
            current = next.standardized.path
        }
        throw .writeFailed(path: path, reason: SystemErrorText.describe(errno: ELOOP))
    }

    /// Whether `path` itself is a symbolic link.
    static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    private static func linkDestination(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

}
