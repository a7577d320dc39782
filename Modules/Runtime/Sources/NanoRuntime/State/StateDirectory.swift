import NanoDI
import NanoPersistence

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

/// A run's persistent state: the key-value store the features use (session, settings) and
/// the last navigation stack, each in its own JSON file in the state directory.
///
/// ```text
/// <state dir>/state.json        the features' KeyValueStore (session, settings.*)
/// <state dir>/navigation.json   { "stack": { "links": [...], "pending": ... } }
/// <state dir>/.lock             flock(2) by every run while it reads-modifies-writes a file
/// ```
///
/// **Sharing.** Runs in parallel over one directory never lose each other's changes: every
/// write takes the directory's lock, re-reads the file, applies only the keys this run changed
/// (set or removed) and replaces the file atomically (`FileKeyValueStore`), and every read
/// sees the latest file. So a logout in one run is never undone by another run that wrote a
/// setting; two runs writing the same key: the one that writes last wins. The lock is held
/// only for one such write (milliseconds), never while waiting for input; a run that cannot
/// get it within ``StateSettings/lockTimeout`` fails with status 75.
///
/// **When the features' changes are written.** The store defers writes; the runtime calls
/// ``checkpoint()`` after each script command (it writes when something changed and the
/// last write is at least ``StateSettings/commitInterval`` old — the first change of a run at
/// once) and ``flush()`` after each interactive command and at the end of the run. A failed
/// write is an error with status 74 (75 for the lock); the changes are kept and retried by
/// the next checkpoint.
///
/// **Bad files.** A file that cannot be read or decoded is renamed aside
/// (`<name>.corrupt-<timestamp>`, never deleted), reported as a warning, and the run starts
/// fresh; if another run moved it aside first, it is simply skipped. Temporary files that a
/// killed run left behind are removed when the directory is opened. A state file that is a
/// symbolic link is kept: its target is read and replaced. With `--ephemeral` both stores live
/// in memory and nothing is locked or written.
public final class StateDirectory {
    /// The features' key-value store inside the directory: session and settings.
    public static let storeFileName = "state.json"
    /// The last navigation stack (and a pending link), which `resume` reopens.
    public static let navigationFileName = "navigation.json"
    /// The file every write locks (`flock`), so parallel runs on one directory lose nothing.
    public static let lockFileName = ".lock"
    /// The navigation file's key for the saved stack.
    static let stackKey = "stack"

    /// Where the state lives.
    public let location: StateLocation
    /// The store features read and write (``storeFileName``); writes are atomic and locked.
    public let store: any KeyValueStore
    /// How the directory is shared with other runs.
    public let settings: StateSettings
    private let navigation: any KeyValueStore
    private var pendingWarnings: [String]
    private var lastCommit: ContinuousClock.Instant?
    private let clock = ContinuousClock()

    /// Opens (or, with `.ephemeral`, creates in memory) the state.
    /// - Throws: a ``AppError`` made from a ``StateError``: 64 when the path, or a folder
    ///   above it, is not a directory or is a dangling symbolic link; 74 when the directory
    ///   cannot be created (permission, read-only, full), a bad file cannot be moved aside, or
    ///   a state file is a link to something that is not a file; 75 when another run holds the
    ///   lock too long.
    public init(location: StateLocation, now: Date = Date(), settings: StateSettings = StateSettings())
        throws(AppError)
    {
        self.location = location
        self.settings = settings
        guard case .directory(let directory) = location else {
            store = InMemoryKeyValueStore()
            navigation = InMemoryKeyValueStore()
            pendingWarnings = []
            return
        }
        do throws(StateError) {
            try Self.prepare(directory.path)
        } catch {
            throw AppError(error)
        }
        let lock = DirectoryLock(directory: directory, fileName: Self.lockFileName, timeout: settings.lockTimeout)
        var warnings: [String] = []
        func open(_ name: String, defersWrites: Bool, validate: ((FileKeyValueStore) -> String?)? = nil)
            throws(AppError) -> FileKeyValueStore
        {
            do {
                let (store, warning) = try FileKeyValueStore.openRecovering(
                    fileURL: directory.appendingPathComponent(name), now: now, lock: lock,
                    defersWrites: defersWrites, journal: settings.journal, validate: validate)
                if let warning { warnings.append(Self.trimmed(warning)) }
                return store
            } catch {
                throw AppError(StateError.unreadable(error))
            }
        }
        store = try open(Self.storeFileName, defersWrites: true)
        navigation = try open(Self.navigationFileName, defersWrites: false) { store in
            do {
                _ = try store.value(SavedStack.self, forKey: Self.stackKey)
                return nil
            } catch {
                return "its saved stack does not decode"
            }
        }
        pendingWarnings = warnings
    }

    /// The warnings not yet shown (a bad file moved aside), each returned once.
    public func takeWarnings() -> [String] {
        let files = [store, navigation].compactMap { $0 as? FileKeyValueStore }
        let warnings = pendingWarnings + files.flatMap { $0.takeWarnings().map(Self.trimmed) }
        pendingWarnings = []
        return warnings
    }

    /// The stack the last run saved, if any (as the file is now).
    public var savedStack: SavedStack? {
        (try? navigation.value(SavedStack.self, forKey: Self.stackKey)) ?? nil
    }

    /// Saves `stack` atomically (in memory when ephemeral). An unchanged stack is not
    /// rewritten, so a run that ends where the last one did writes nothing.
    /// - Throws: 74 when the file cannot be written, 75 when the lock is not free in time.
    public func save(_ stack: SavedStack) throws(AppError) {
        guard stack != savedStack else { return }
        do {
            try navigation.set(stack, forKey: Self.stackKey)
        } catch {
            throw AppError(StateError.notSaved(what: "the navigation stack", error))
        }
    }

    /// After a script command: writes the features' changes when there are any and the last
    /// write is at least ``StateSettings/commitInterval`` ago (or there was none yet).
    /// - Throws: 74 or 75 (see ``flush()``).
    public func checkpoint() throws(AppError) {
        if let lastCommit, clock.now - lastCommit < settings.commitInterval { return }
        try flush()
    }

    /// Writes the features' changes now, if there are any.
    /// - Throws: 74 when the file cannot be written, 75 when another run holds the lock too
    ///   long. The changes are kept, so a later checkpoint or flush retries them.
    public func flush() throws(AppError) {
        guard let file = store as? FileKeyValueStore, file.hasUncommittedChanges else { return }
        do {
            try file.commit()
            lastCommit = clock.now
        } catch {
            throw AppError(StateError.notSaved(what: "the session and settings", error))
        }
    }

    /// Makes sure `path` is a directory, creating it and any missing folder above it one
    /// `mkdir(2)` at a time, so each failure names the folder and the system's reason.
    /// The directory must then be readable and searchable (writes report their own failures,
    /// so a read-only directory still serves a run that changes nothing).
    static func prepare(_ path: String) throws(StateError) {
        try create(path)
        guard access(path, R_OK | X_OK) == 0 else {
            throw .inaccessible(path: path, reason: SystemErrorText.describe(errno: errno))
        }
    }

    private static func create(_ path: String) throws(StateError) {
        var info = stat()
        if stat(path, &info) == 0 {
            guard (info.st_mode & S_IFMT) == S_IFDIR else {
                throw .notADirectory(path: path, what: SystemErrorText.describe(fileType: info.st_mode))
            }
            return
        }
        var current = ""
        for component in path.split(separator: "/") {
            current += "/" + component
            if stat(current, &info) == 0 {
                guard (info.st_mode & S_IFMT) == S_IFDIR else {
                    if current == path {
                        throw .notADirectory(path: path, what: SystemErrorText.describe(fileType: info.st_mode))
                    }
                    throw .parentNotADirectory(
                        path: path, blocker: current, what: SystemErrorText.describe(fileType: info.st_mode))
                }
                continue
            }
            let missing = errno
            if let target = danglingTarget(current) {
                throw .danglingLink(path: path, link: current, target: target)
            }
            guard missing == ENOENT else {
                throw .cannotCreate(path: path, failedAt: current, reason: SystemErrorText.describe(errno: missing))
            }
            // EEXIST: another run created it meanwhile; the next stat checks what it is.
            if mkdir(current, 0o755) != 0, errno != EEXIST {
                throw .cannotCreate(path: path, failedAt: current, reason: SystemErrorText.describe(errno: errno))
            }
            if stat(current, &info) != 0 || (info.st_mode & S_IFMT) != S_IFDIR {
                throw .cannotCreate(
                    path: path, failedAt: current, reason: "it is not a directory after creating it")
            }
        }
    }

    /// Where `path` points when it is a symbolic link whose target does not exist.
    private static func danglingTarget(_ path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return nil }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return "an unreadable target" }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The store's warning without its `Warning: ` prefix (the console adds `nvc: warning:`).
    private static func trimmed(_ warning: String) -> String {
        warning.hasPrefix("Warning: ") ? String(warning.dropFirst("Warning: ".count)) : warning
    }
}
