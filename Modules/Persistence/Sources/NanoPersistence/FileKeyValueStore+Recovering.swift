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

extension FileKeyValueStore {
    /// Opens the store at `fileURL`; if the file is corrupt, unreadable, not a regular file, or
    /// fails `validate`, moves it aside to `<name>.corrupt-<timestamp>` (it is NEVER deleted)
    /// and starts with an empty store. A corrupt file found later, when a write re-reads the
    /// file, is moved aside the same way (see ``takeWarnings()``).
    ///
    /// With a `lock` (when its file can be created), all of this happens holding it, and
    /// first the temporary files a killed writer of this file left behind are removed (every
    /// writer holds the lock while its temporary file exists, so any seen now is stale). When
    /// another run moved the corrupt file aside first, the file is simply opened as it is now.
    ///
    /// A symbolic link is kept: its corrupt target is what is moved aside (next to the
    /// target), and the next write creates the target afresh. A link to something that is not
    /// a regular file (a directory, a device) is never moved: that is an error.
    ///
    /// - Parameters:
    ///   - now: the time used in the aside file's name (UTC, `yyyyMMdd'T'HHmmss'Z'`).
    ///   - fileURL: the store's file.
    ///   - lock: as in ``init(fileURL:lock:defersWrites:journal:)``.
    ///   - defersWrites: as in ``init(fileURL:lock:defersWrites:journal:)``.
    ///   - journal: as in ``init(fileURL:lock:defersWrites:journal:)``.
    ///   - validate: checks the opened store; a non-nil result is the reason it is unusable
    ///     (`its saved stack does not decode`), and the file is moved aside like a corrupt one.
    /// - Returns: the store and, when the file was moved aside, a one-line human warning
    ///   naming both paths.
    /// - Throws: `KeyValueStoreError.writeFailed` or
    ///   `KeyValueStoreError.readFailed` when the bad file cannot be moved
    ///   aside (it is then left untouched); `KeyValueStoreError.lockTimedOut`.
    public static func openRecovering(
        fileURL: URL,
        now: Date = Date(),
        lock: DirectoryLock? = nil,
        defersWrites: Bool = false,
        journal: URL? = nil,
        validate: ((FileKeyValueStore) -> String?)? = nil
    ) throws(KeyValueStoreError) -> (store: FileKeyValueStore, warning: String?) {
        func open() throws(KeyValueStoreError) -> (store: FileKeyValueStore, warning: String?) {
            if lock != nil { AtomicFileWriter.removeLeftovers(of: fileURL) }
            func make() throws(KeyValueStoreError) -> FileKeyValueStore {
                try FileKeyValueStore(
                    fileURL: fileURL, lock: lock, defersWrites: defersWrites, journal: journal, recovers: true)
            }
            let reason: String
            do {
                let store = try make()
                guard let problem = validate?(store) else { return (store, nil) }
                reason = problem
            } catch {
                guard let why = recoverableReason(error) else { throw error }
                reason = why
            }
            let aside = try moveAside(fileURL, now: now)
            return (try make(), aside.map { warning(for: fileURL, reason: reason, aside: $0) })
        }
        if let lock, lock.isAvailable { return try lock.withLock(open) }
        return try open()
    }

    /// The reason of an error that moving the file aside cures, else `nil`.
    static func recoverableReason(_ error: KeyValueStoreError) -> String? {
        switch error {
        case let .corruptFile(_, why), let .readFailed(_, why): why
        case let .fileTooLarge(_, size, limit):
            "it is \(KeyValueStoreError.formatBytes(size)), over the limit of "
                + "\(KeyValueStoreError.formatBytes(Int64(limit))) for a state file"
        case .writeFailed, .encodingFailed, .decodingFailed, .lockTimedOut: nil
        }
    }

    /// `Warning: state file X could not be loaded (why); moved it aside to Y and started with
    /// empty state.` on one line (naming the link's target when `url` is a link).
    static func warning(for url: URL, reason: String, aside: URL) -> String {
        let oneLineReason = reason.split(whereSeparator: \.isNewline).joined(separator: " ")
        let target = (try? StoreFile.finalTarget(of: url.path)) ?? url.path
        let file = target == url.path ? url.path : "\(url.path) (a link to \(target))"
        return "Warning: state file \(file) could not be loaded (\(oneLineReason)); "
            + "moved \(target == url.path ? "it" : target) aside to \(aside.path) and started with empty state."
    }

    /// Renames the file `url` ends at to a fresh `<name>.corrupt-<timestamp>[-n]` next to it.
    /// - Returns: the new path, or `nil` when the file no longer exists (another run moved it).
    static func moveAside(_ url: URL, now: Date) throws(KeyValueStoreError) -> URL? {
        let target = try StoreFile.finalTarget(of: url.path)
        if target != url.path {
            var info = stat()
            if stat(target, &info) == 0, (info.st_mode & S_IFMT) != S_IFREG {
                throw .readFailed(
                    path: url.path,
                    reason: "it is a symbolic link to \(target), which is not a regular file; "
                        + "point the link at a file or remove it")
            }
        }
        let base = "\(target).corrupt-\(timestamp(now))"
        for attempt in 0..<100 {
            let candidate = attempt == 0 ? base : "\(base)-\(attempt)"
            var info = stat()
            guard lstat(candidate, &info) != 0 else { continue }
            guard rename(target, candidate) == 0 else {
                let code = errno
                if code == ENOENT { return nil }
                throw .writeFailed(
                    path: url.path,
                    reason: "cannot move the corrupt file aside: \(SystemErrorText.describe(errno: code))")
            }
            return URL(fileURLWithPath: candidate)
        }
        throw .writeFailed(path: url.path, reason: "cannot move the corrupt file aside (no free name)")
    }

    /// `date` in UTC as `yyyyMMdd'T'HHmmss'Z'` (`20261126T103000Z`): ISO 8601's basic format,
    /// what a `DateFormatter` with that pattern wrote, from FoundationEssentials' ISO 8601 style.
    static func timestamp(_ date: Date) -> String {
        let style = Date.ISO8601FormatStyle(dateSeparator: .omitted, timeSeparator: .omitted, timeZone: .gmt)
        return style.year().month().day().time(includingFractionalSeconds: false).format(date) + "Z"
    }
}
