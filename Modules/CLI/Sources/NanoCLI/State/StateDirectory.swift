import Foundation
import NanoDI

/// A run's persistent state: the key-value store the features use (session, settings) and
/// the last navigation stack, each in its own JSON file in the state directory.
///
/// ```text
/// <state dir>/state.json        the features' KeyValueStore (session, settings.*)
/// <state dir>/navigation.json   { "stack": { "links": [...], "pending": ... } }
/// ```
///
/// Every write is atomic (``FileKeyValueStore``). A file that cannot be read or decoded is
/// renamed aside (`<name>.corrupt-<timestamp>`, never deleted), reported as a warning, and the
/// run starts fresh. With `--ephemeral` both stores live in memory.
public final class StateDirectory {
    /// The store file name.
    public static let storeFileName = "state.json"
    /// The navigation file name.
    public static let navigationFileName = "navigation.json"
    /// The navigation file's key for the saved stack.
    static let stackKey = "stack"

    /// Where the state lives.
    public let location: StateLocation
    /// The features' store.
    public let store: any KeyValueStore
    /// One line per file that was moved aside.
    public private(set) var warnings: [String] = []
    private let navigation: any KeyValueStore

    /// Opens (or, with `.ephemeral`, creates in memory) the state.
    /// - Throws: a ``CommandLineError``: 64 when the path is not a directory, 70 when the
    ///   directory cannot be created or a bad file cannot be moved aside.
    public init(location: StateLocation, now: Date = Date()) throws(CommandLineError) {
        self.location = location
        guard case .directory(let directory) = location else {
            store = InMemoryKeyValueStore()
            navigation = InMemoryKeyValueStore()
            return
        }
        try Self.prepare(directory)
        var warnings: [String] = []
        store = try Self.open(directory.appendingPathComponent(Self.storeFileName), now: now, warnings: &warnings)
        var navigation = try Self.open(
            directory.appendingPathComponent(Self.navigationFileName), now: now, warnings: &warnings)
        do {
            _ = try navigation.value(SavedStack.self, forKey: Self.stackKey)
        } catch {
            let file = directory.appendingPathComponent(Self.navigationFileName)
            let aside = try Self.moveAside(file, now: now)
            warnings.append(
                "state file \(file.path) could not be loaded (its saved stack does not decode); "
                    + "moved it aside to \(aside.path) and started with empty state.")
            navigation = try Self.open(file, now: now, warnings: &warnings)
        }
        self.navigation = navigation
        self.warnings = warnings
    }

    /// The stack the last run saved, if any.
    public var savedStack: SavedStack? {
        (try? navigation.value(SavedStack.self, forKey: Self.stackKey)) ?? nil
    }

    /// Saves `stack` atomically (in memory when ephemeral). An unchanged stack is not
    /// rewritten, so a run that ends where the last one did writes nothing.
    public func save(_ stack: SavedStack) throws(CommandLineError) {
        guard stack != savedStack else { return }
        do {
            try navigation.set(stack, forKey: Self.stackKey)
        } catch {
            throw CommandLineError(
                .internalError, kind: "stateWriteFailed", "cannot save the navigation stack: \(error)")
        }
    }

    private static func prepare(_ directory: URL) throws(CommandLineError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw CommandLineError(.usage, "state path \(directory.path) is not a directory")
            }
            return
        }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw CommandLineError(
                .internalError, kind: "stateWriteFailed",
                "cannot create the state directory \(directory.path): \(error.localizedDescription)")
        }
    }

    private static func open(_ file: URL, now: Date, warnings: inout [String]) throws(CommandLineError)
        -> any KeyValueStore
    {
        do {
            let (store, warning) = try FileKeyValueStore.openRecovering(fileURL: file, now: now)
            if let warning { warnings.append(Self.trimmed(warning)) }
            return store
        } catch {
            throw CommandLineError(.internalError, kind: "stateReadFailed", error.description)
        }
    }

    /// Renames `file` to `<name>.corrupt-<timestamp>[-n]`.
    private static func moveAside(_ file: URL, now: Date) throws(CommandLineError) -> URL {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        let base = "\(file.path).corrupt-\(formatter.string(from: now))"
        for attempt in 0..<100 {
            let candidate = URL(fileURLWithPath: attempt == 0 ? base : "\(base)-\(attempt)")
            if FileManager.default.fileExists(atPath: candidate.path) { continue }
            do {
                try FileManager.default.moveItem(at: file, to: candidate)
                return candidate
            } catch {
                break
            }
        }
        throw CommandLineError(
            .internalError, kind: "stateReadFailed", "cannot move the bad state file \(file.path) aside")
    }

    /// The store's warning without its `Warning: ` prefix (the console adds `nvc: warning:`).
    private static func trimmed(_ warning: String) -> String {
        warning.hasPrefix("Warning: ") ? String(warning.dropFirst("Warning: ".count)) : warning
    }
}
