import Foundation

/// Fresh folders for tests, all inside one folder per test process (`nano-tests-<pid>-<UUID>`
/// under the system's temporary folder), which the process removes as it exits, so a test run
/// leaves nothing behind however its tests end (a failed `#require`, an early `return`).
///
/// A process that is killed leaves its folder; nothing else reuses it.
public enum TestDirectory {
    /// The folder holding this process's test folders, made on first use; removing it is
    /// registered with `atexit` then.
    static let root: URL = {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("nano-tests-\(getpid())-\(UUID().uuidString)", isDirectory: true)
        atexit(removeTestDirectoryRoot)
        return url
    }()

    /// A new empty folder `<prefix>-<UUID>`, with any missing parents; it lives until the test
    /// process exits. Throws what creating the folder throws.
    public static func make(_ prefix: String) throws -> URL {
        let url = root.appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

/// Removes ``TestDirectory/root`` and everything in it (the `atexit` handler; C functions
/// cannot capture, so it reads the static).
private func removeTestDirectoryRoot() {
    try? FileManager.default.removeItem(at: TestDirectory.root)
}
