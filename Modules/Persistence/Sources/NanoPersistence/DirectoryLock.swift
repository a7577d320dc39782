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

/// An advisory lock on a directory, shared by every process that uses it: `flock(2)` on a lock
/// file inside it (`.lock` unless told otherwise), taken only around one read-modify-write of
/// the files there and never while waiting for a person.
///
/// Each instance opens its own descriptor, so two instances in one process exclude each other
/// just as two processes do. The lock is advisory: a program that does not take it is not
/// stopped. The kernel releases it when the holder exits or is killed, so a crashed run never
/// leaves the directory locked. Deleting the lock file while runs are active defeats it.
///
/// ```swift
/// let lock = DirectoryLock(directory: stateDirectory, timeout: .seconds(10))
/// let store = try FileKeyValueStore(fileURL: stateDirectory.appendingPathComponent("state.json"), lock: lock)
/// ```
public final class DirectoryLock: Sendable {
    /// The directory the lock serialises writes to.
    let directory: URL
    /// The lock file (created, empty, on first use; never removed).
    let fileURL: URL
    /// How long ``withLock(_:)`` waits for another holder before giving up.
    let timeout: Duration

    /// The descriptor of the lock file, opened on first use; held while locked, so two threads
    /// of this process take turns before either calls `flock`.
    private let descriptor = Locked<Int32?>(nil)

    /// A lock on `directory` through its file `fileName` (created there on first use),
    /// waiting at most `timeout` for another holder.
    public init(directory: URL, fileName: String = ".lock", timeout: Duration = .seconds(10)) {
        self.directory = directory
        self.fileURL = directory.appendingPathComponent(fileName)
        self.timeout = timeout
    }

    deinit {
        descriptor.withLock { value in
            if let file = value { close(file) }
            value = nil
        }
    }

    /// Whether the lock file exists or can be created: `false` in a read-only directory that
    /// has none, where nothing can be written anyway and readers go on without the lock.
    var isAvailable: Bool {
        descriptor.withLock { value in
            if value == nil { value = try? Self.openFile(fileURL.path) }
            return value != nil
        }
    }

    /// Runs `body` holding the lock, waiting up to the lock's timeout for it.
    /// - Throws: `KeyValueStoreError.lockTimedOut` when another holder kept it
    ///   longer than the timeout; `KeyValueStoreError.writeFailed` when the lock
    ///   file cannot be created or locked; else whatever `body` throws.
    public func withLock<Result>(
        _ body: () throws(KeyValueStoreError) -> Result
    ) throws(KeyValueStoreError) -> Result {
        try descriptor.withLock { (value) throws(KeyValueStoreError) -> Result in
            let file: Int32
            if let open = value { file = open } else { file = try Self.openFile(fileURL.path) }
            value = file
            try acquire(file)
            defer { _ = flock(file, LOCK_UN) }
            return try body()
        }
    }

    private static func openFile(_ path: String) throws(KeyValueStoreError) -> Int32 {
        // Read-only is enough for flock, and works on a lock file another user created.
        let file = open(path, O_RDONLY | O_CREAT | O_CLOEXEC, 0o644)
        guard file >= 0 else {
            throw .writeFailed(
                path: path, reason: "cannot create the lock file: \(SystemErrorText.describe(errno: errno))")
        }
        return file
    }

    /// `flock` without blocking, retried with growing pauses (1 ms up to 10 ms) until
    /// ``timeout``: a blocked `flock` could not be given up on.
    private func acquire(_ file: Int32) throws(KeyValueStoreError) {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        var pause: useconds_t = 1000
        while true {
            if flock(file, LOCK_EX | LOCK_NB) == 0 { return }
            let code = errno
            if code == EINTR { continue }
            guard code == EWOULDBLOCK else {
                throw .writeFailed(
                    path: fileURL.path, reason: "cannot lock it: \(SystemErrorText.describe(errno: code))")
            }
            guard clock.now < deadline else {
                let (seconds, attoseconds) = timeout.components
                throw .lockTimedOut(path: directory.path, seconds: Double(seconds) + Double(attoseconds) / 1e18)
            }
            usleep(pause)
            pause = min(pause * 2, 10_000)
        }
    }
}
