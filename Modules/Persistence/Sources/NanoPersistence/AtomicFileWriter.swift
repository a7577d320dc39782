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

/// Replaces a file's content atomically: readers see either the old or the new bytes,
/// never a truncated mix, even if the process dies mid-write.
///
/// The data goes to a temporary file in the same directory, is flushed with `fsync`, then
/// `rename(2)` moves it over the destination (atomic within one file system).
///
/// A destination that is a symbolic link is kept: the file it points to is replaced (its
/// temporary file goes next to it), so a link into a dotfiles folder stays a link. The
/// replaced file keeps its permission bits; a new file is private (`0600`).
enum AtomicFileWriter {
    /// The prefix of temporary files, so leftovers of a killed process are recognisable.
    static let temporaryPrefix = ".nano-tmp-"

    /// Writes `data` to `url` (or to the file it links to) atomically.
    /// - Returns: the stamp of the new version, so the writer does not re-read its own write.
    @discardableResult
    static func write(_ data: Data, to url: URL) throws(KeyValueStoreError) -> FileStamp? {
        let path = url.path
        let target = try StoreFile.finalTarget(of: path)
        let directory = URL(fileURLWithPath: target).deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw .writeFailed(
                path: path,
                reason: "cannot create the directory \(directory.path): \(SystemErrorText.describe(error))")
        }
        let temporary = temporaryPath(for: target, suffix: UUID().uuidString)
        var mode: mode_t = 0o600
        var existing = stat()
        if stat(target, &existing) == 0 { mode = existing.st_mode & 0o7777 }
        let stamp: FileStamp?
        do throws(KeyValueStoreError) {
            stamp = try writeSynced(data, toNewFile: temporary, mode: mode, reportingAs: path)
            guard rename(temporary, target) == 0 else {
                throw .writeFailed(
                    path: path,
                    reason:
                        "cannot replace \(target == path ? "it" : target): \(SystemErrorText.describe(errno: errno))")
            }
        } catch {
            unlink(temporary)
            throw error
        }
        syncDirectory(directory.path)
        return stamp
    }

    /// Removes the temporary files a killed writer of `url` (or of the file it links to) left
    /// behind. Call it only while holding the lock every writer of that file takes: a
    /// temporary file seen then belongs to no live writer.
    /// - Returns: the paths removed.
    @discardableResult
    static func removeLeftovers(of url: URL) -> [String] {
        guard let target = try? StoreFile.finalTarget(of: url.path) else { return [] }
        let directory = URL(fileURLWithPath: target).deletingLastPathComponent().path
        let prefix = temporaryPrefix + URL(fileURLWithPath: target).lastPathComponent + "-"
        guard let names = entries(of: directory) else { return [] }
        return names.filter { $0.hasPrefix(prefix) }.compactMap { name in
            let path = URL(fileURLWithPath: directory).appendingPathComponent(name).path
            return unlink(path) == 0 ? path : nil
        }
    }

    /// The names in `directory` (without `.` and `..`), in `readdir(3)` order, as
    /// `FileManager.contentsOfDirectory(atPath:)` lists them; `nil` when it cannot be opened.
    /// Read directly: this runs twice at every start of a state directory, and
    /// `FileManager`'s listing costs ten times as much (a conformance scan on first use).
    private static func entries(of directory: String) -> [String]? {
        guard let stream = opendir(directory) else { return nil }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            // The name is read where it lies (`&`, and no `pointee` of the field): an entry is
            // only as long as its name, so a copy of all 256 bytes of `d_name` reads past the end
            // of readdir's buffer at its last entry (AddressSanitizer: heap-buffer-overflow,
            // found by RestoreFuzz once its state folder held ~500 entries).
            let name = withUnsafePointer(to: &entry.pointee.d_name) { field in
                String(cString: UnsafeRawPointer(field).assumingMemoryBound(to: CChar.self))
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// `.nano-tmp-<name>-<suffix>` next to `target`.
    static func temporaryPath(for target: String, suffix: String) -> String {
        let url = URL(fileURLWithPath: target)
        return url.deletingLastPathComponent()
            .appendingPathComponent("\(temporaryPrefix)\(url.lastPathComponent)-\(suffix)").path
    }

    private static func writeSynced(
        _ data: Data, toNewFile path: String, mode: mode_t, reportingAs reported: String
    ) throws(KeyValueStoreError) -> FileStamp? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard descriptor >= 0 else {
            throw .writeFailed(
                path: reported,
                reason: "cannot create a temporary file next to it: \(SystemErrorText.describe(errno: errno))")
        }
        defer { close(descriptor) }
        _ = fchmod(descriptor, mode)  // open's mode is filtered by the umask
        let written = data.withUnsafeBytes { buffer -> Bool in
            guard var base = buffer.baseAddress else { return true }
            var remaining = buffer.count
            while remaining > 0 {
                let count = systemWrite(descriptor, base, remaining)
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
            throw .writeFailed(path: reported, reason: "cannot write: \(SystemErrorText.describe(errno: errno))")
        }
        guard fsync(descriptor) == 0 else {
            throw .writeFailed(
                path: reported, reason: "cannot flush to disk: \(SystemErrorText.describe(errno: errno))")
        }
        return FileStamp.of(descriptor: descriptor)
    }

    /// Makes the rename itself durable; best effort, since not every file system supports it.
    private static func syncDirectory(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }
}
