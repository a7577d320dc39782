import NanoDI

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A `KeyValueStore` (NanoDI) persisted as ONE human-readable JSON file: an object mapping each key
/// to its JSON value, pretty-printed with sorted keys. Thread-safe, and safe to share between
/// processes.
///
/// **Writes merge per key.** A write never replaces the file with this store's whole view: it
/// re-reads the file and applies only the keys this store changed (set or removed) since its
/// last write, then replaces the file atomically (temporary file, `fsync`, `rename(2)`), so
/// the file on disk is never truncated and another process's change to another key is never
/// lost. With a ``DirectoryLock`` those read-modify-writes are serialised across processes; without
/// one, only within this process. The parent directory is created on first write.
///
/// **Reads see the latest file.** Each read compares the file's stamp (one `stat`) with the
/// version last read and re-reads it when another process replaced it; this store's unwritten
/// changes are shown on top. A file that became unreadable meanwhile is ignored until the next
/// write (the last good version is shown).
///
/// **When it writes.** By default every `set` and `removeValue` writes at once and throws if
/// the write fails, leaving the store unchanged. With `defersWrites`, changes stay in memory
/// until ``commit()``, which writes them all in one replacement: the owner decides when (after
/// each command, say) and learns about a failure there; a failed commit keeps the changes for
/// the next one.
///
/// **Symbolic links.** A file that is a symbolic link stays one: writes replace the file it
/// points to, atomically (see ``openRecovering(fileURL:now:lock:defersWrites:journal:validate:)``
/// for corrupt targets).
public final class FileKeyValueStore: KeyValueStore {
    /// The most bytes a store file may have: 1 MiB (documented in docs/cli.md, "Limits"). A
    /// bigger file is never read into memory — it is refused with
    /// `KeyValueStoreError.fileTooLarge` (moved aside, with a warning, by a
    /// store that recovers) — and a write that would make one fails with the same error,
    /// leaving the file as it was.
    public static let maxFileSize = 1 << 20

    /// The JSON file backing this store.
    let fileURL: URL
    /// The lock every write of this file takes, if any (see ``DirectoryLock``).
    let lock: DirectoryLock?
    /// Whether changes wait for ``commit()`` instead of being written at once.
    let defersWrites: Bool
    /// The file each write appends its changed keys to, if any (see the initialiser).
    let journal: URL?
    private let recovers: Bool
    private let contents: Locked<Contents>

    /// A change this store made and has not written yet.
    private enum Change: Equatable {
        case set(JSONValue)
        case remove
    }

    private struct Contents {
        /// The file as last read or written.
        var disk: [String: JSONValue] = [:]
        /// Which version `disk` is (`nil`: the file did not exist).
        var stamp: FileStamp?
        /// The file at `stamp` could not be read: `disk` is an older version.
        var diskUnreadable = false
        /// Unwritten changes by key.
        var changes: [String: Change] = [:]
        /// Files moved aside while committing, not yet collected by ``takeWarnings()``.
        var warnings: [String] = []
    }

    /// Opens the store at `fileURL`.
    /// - Parameters:
    ///   - fileURL: the JSON file; created by the first write when it does not exist.
    ///   - lock: serialises this store's writes with other processes' (share one instance
    ///     between the stores of one directory).
    ///   - defersWrites: keep changes until ``commit()`` instead of writing each at once.
    ///   - journal: a file that gets one JSON line per key each write changes (`file`, `key`,
    ///     `pid`, and `value` or `"removed": true`), appended while holding `lock`: the order of
    ///     writes across processes, for auditing. Best effort: a failed append is ignored.
    /// - Throws: `KeyValueStoreError.corruptFile` when the file exists but is
    ///   not a JSON object, `KeyValueStoreError.readFailed` when it cannot be
    ///   read or is not a regular file. See ``openRecovering(fileURL:now:lock:defersWrites:journal:validate:)``
    ///   to start fresh instead.
    public convenience init(
        fileURL: URL, lock: DirectoryLock? = nil, defersWrites: Bool = false, journal: URL? = nil
    ) throws(KeyValueStoreError) {
        try self.init(fileURL: fileURL, lock: lock, defersWrites: defersWrites, journal: journal, recovers: false)
    }

    init(
        fileURL: URL, lock: DirectoryLock?, defersWrites: Bool, journal: URL?, recovers: Bool
    ) throws(KeyValueStoreError) {
        self.fileURL = fileURL
        self.lock = lock
        self.defersWrites = defersWrites
        self.journal = journal
        self.recovers = recovers
        let loaded = try Self.load(fileURL.path)
        contents = Locked(Contents(disk: loaded.entries, stamp: loaded.stamp))
    }

    /// Every stored key, sorted (the latest file with this store's unwritten changes on top).
    public var keys: [String] {
        contents.withLock { current in
            refresh(&current)
            return Self.applying(current.changes, to: current.disk).keys.sorted()
        }
    }

    /// The value stored under `key` decoded as `type`, or `nil` when there is none.
    public func value<T: Decodable>(
        _ type: T.Type, forKey key: String
    ) throws(KeyValueStoreError) -> T? {
        let json = contents.withLock { current -> JSONValue? in
            refresh(&current)
            switch current.changes[key] {
            case .set(let value): return value
            case .remove: return nil
            case nil: return current.disk[key]
            }
        }
        guard let json else { return nil }
        return try JSONValueCoding.decode(type, from: json, key: key)
    }

    /// Stores `value` under `key`: written at once, or at the next ``commit()`` when writes
    /// are deferred.
    public func set<T: Encodable>(_ value: T, forKey key: String) throws(KeyValueStoreError) {
        try record(.set(try JSONValueCoding.encode(value, key: key)), forKey: key)
    }

    /// Removes the value under `key`: written at once (nothing is written when the file has no
    /// such key), or at the next ``commit()`` when writes are deferred.
    public func removeValue(forKey key: String) throws(KeyValueStoreError) {
        try record(.remove, forKey: key)
    }

    /// Whether changes are waiting for ``commit()``.
    public var hasUncommittedChanges: Bool {
        contents.withLock { !$0.changes.isEmpty }
    }

    /// Writes the unwritten changes: re-reads the file, applies only the keys this store
    /// changed, and replaces the file atomically when that changes it — under its ``DirectoryLock`` if
    /// there is one. Nothing happens when there are no changes.
    /// - Throws: `KeyValueStoreError.writeFailed` or
    ///   `KeyValueStoreError.lockTimedOut`; the changes are then kept, so a
    ///   later commit can still write them.
    public func commit() throws(KeyValueStoreError) {
        try contents.withLock { (current) throws(KeyValueStoreError) in try write(&current) }
    }

    /// Warnings about corrupt files this store moved aside while writing (each returned once).
    public func takeWarnings() -> [String] {
        contents.withLock { current in
            defer { current.warnings = [] }
            return current.warnings
        }
    }

    private func record(_ change: Change, forKey key: String) throws(KeyValueStoreError) {
        try contents.withLock { (current) throws(KeyValueStoreError) in
            let previous = current.changes[key]
            current.changes[key] = change
            guard !defersWrites else { return }
            do throws(KeyValueStoreError) {
                try write(&current)
            } catch {
                current.changes[key] = previous
                throw error
            }
        }
    }

    /// Re-reads the file when another process replaced it since the version held.
    private func refresh(_ current: inout Contents) {
        let stamp = FileStamp.of(path: fileURL.path)
        guard stamp != current.stamp else { return }
        if let loaded = try? Self.load(fileURL.path) {
            current.disk = loaded.entries
            current.stamp = loaded.stamp
            current.diskUnreadable = false
        } else {
            current.stamp = stamp
            current.diskUnreadable = true
        }
    }

    private func write(_ current: inout Contents) throws(KeyValueStoreError) {
        guard !current.changes.isEmpty else { return }
        try withFileLock { () throws(KeyValueStoreError) in
            let latest = try latestVersion(&current)
            let merged = Self.applying(current.changes, to: latest)
            if merged != latest {
                current.stamp = try persist(merged)
                current.disk = merged
                appendToJournal(current.changes.keys.filter { merged[$0] != latest[$0] }.sorted(), merged)
            }
            current.changes = [:]
        }
    }

    private func withFileLock(_ body: () throws(KeyValueStoreError) -> Void) throws(KeyValueStoreError) {
        if let lock { try lock.withLock(body) } else { try body() }
    }

    /// The file as it is now; a corrupt one is moved aside first when this store recovers.
    private func latestVersion(_ current: inout Contents) throws(KeyValueStoreError) -> [String: JSONValue] {
        if FileStamp.of(path: fileURL.path) == current.stamp && !current.diskUnreadable { return current.disk }
        do {
            let loaded = try Self.load(fileURL.path)
            current.disk = loaded.entries
            current.stamp = loaded.stamp
        } catch {
            guard recovers, let reason = Self.recoverableReason(error) else { throw error }
            if let aside = try Self.moveAside(fileURL, now: Date()) {
                current.warnings.append(Self.warning(for: fileURL, reason: reason, aside: aside))
            }
            current.disk = [:]
            current.stamp = FileStamp.of(path: fileURL.path)
        }
        current.diskUnreadable = false
        return current.disk
    }

    private static func applying(
        _ changes: [String: Change], to entries: [String: JSONValue]
    ) -> [String: JSONValue] {
        var result = entries
        for (key, change) in changes {
            switch change {
            case .set(let value): result[key] = value
            case .remove: result[key] = nil
            }
        }
        return result
    }
}
