import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Replaces a file's content atomically: readers see either the old or the new bytes,
/// never a truncated mix, even if the process dies mid-write.
///
/// The data goes to a temporary file in the same directory, is flushed with `fsync`, then
/// `rename(2)` moves it over the destination (atomic within one file system).
enum AtomicFileWriter {
    /// The prefix of temporary files, so leftovers of a killed process are recognisable.
    static let temporaryPrefix = ".nano-tmp-"

    static func write(_ data: Data, to url: URL) throws(KeyValueStoreError) {
        let path = url.path
        let directory = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true)
        } catch {
            throw .writeFailed(
                path: path,
                reason: "cannot create directory \(directory.path) (\(error.localizedDescription))")
        }
        let temporary =
            directory
            .appendingPathComponent("\(temporaryPrefix)\(url.lastPathComponent)-\(UUID().uuidString)")
            .path
        do throws(KeyValueStoreError) {
            try writeSynced(data, toNewFile: temporary, reportingAs: path)
            guard rename(temporary, path) == 0 else {
                throw .writeFailed(path: path, reason: "cannot replace the file (\(lastErrno()))")
            }
        } catch {
            unlink(temporary)
            throw error
        }
        syncDirectory(directory.path)
    }

    private static func writeSynced(
        _ data: Data, toNewFile path: String, reportingAs reported: String
    ) throws(KeyValueStoreError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else {
            throw .writeFailed(path: reported, reason: "cannot create a temporary file (\(lastErrno()))")
        }
        defer { close(descriptor) }
        let written = data.withUnsafeBytes { buffer -> Bool in
            guard var base = buffer.baseAddress else { return true }
            var remaining = buffer.count
            while remaining > 0 {
                let count = Foundation.write(descriptor, base, remaining)
                if count < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                remaining -= count
                base = base.advanced(by: count)
            }
            return true
        }
        guard written else {
            throw .writeFailed(path: reported, reason: "cannot write (\(lastErrno()))")
        }
        guard fsync(descriptor) == 0 else {
            throw .writeFailed(path: reported, reason: "cannot flush to disk (\(lastErrno()))")
        }
    }

    /// Makes the rename itself durable; best effort, since not every file system supports it.
    private static func syncDirectory(_ path: String) {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }

    private static func lastErrno() -> String {
        String(cString: strerror(errno))
    }
}
