#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// How a run shares its state directory with other runs: how long it waits for the
/// directory's lock, how often a script's changes are written, and an optional journal of
/// every write. Read from the environment (docs/cli.md, "Environment").
public struct StateSettings: Sendable, Equatable {
    /// How long a read-modify-write waits for another run holding the lock before the run
    /// fails with exit status 75 (`NANO_STATE_LOCK_TIMEOUT_MS`, default 10 s).
    public var lockTimeout: Duration
    /// The least time between two writes of a script's changes (`NANO_STATE_COMMIT_INTERVAL_MS`,
    /// default 100 ms; 0 writes after every command that changed something). The first change
    /// of a run, the end of the script, every interactive command and the end of the run are
    /// always written at once.
    public var commitInterval: Duration
    /// A file that gets one JSON line per key written, in lock order (`NANO_STATE_JOURNAL`).
    public var journal: URL?
    /// The most links a saved stack may have for `resume` to rebuild it
    /// (`NANO_STATE_MAX_SAVED_LINKS`, default ``SavedStack/maxLinks``, 1 to 1,000,000): a
    /// larger saved stack is dropped with a warning. Raised only to measure restoring deeper
    /// stacks (`Tools/bench restore`).
    public var maxSavedLinks: Int = SavedStack.maxLinks

    /// The defaults: a 10 s lock timeout, a 100 ms commit interval, no journal.
    public init(
        lockTimeout: Duration = .seconds(10), commitInterval: Duration = .milliseconds(100), journal: URL? = nil
    ) {
        self.lockTimeout = lockTimeout
        self.commitInterval = commitInterval
        self.journal = journal
    }

    /// The settings `environment` asks for.
    /// - Throws: a usage error (64) naming the variable when a value is not a whole number of
    ///   milliseconds in range (0 to 600,000), the saved-stack limit is not a whole number from
    ///   1 to 1,000,000, or the journal path is not absolute.
    public init(environment: [String: String]) throws(AppError) {
        self.init()
        if let value = try Self.milliseconds(environment, "NANO_STATE_LOCK_TIMEOUT_MS") { lockTimeout = value }
        if let value = try Self.milliseconds(environment, "NANO_STATE_COMMIT_INTERVAL_MS") { commitInterval = value }
        if let text = environment["NANO_STATE_MAX_SAVED_LINKS"], !text.isEmpty {
            guard text.count <= 7, text.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(text),
                (1...1_000_000).contains(value)
            else {
                throw AppError(
                    .usage, "NANO_STATE_MAX_SAVED_LINKS must be a whole number from 1 to 1000000, got '\(text)'")
            }
            maxSavedLinks = value
        }
        if let path = environment["NANO_STATE_JOURNAL"], !path.isEmpty {
            guard path.hasPrefix("/") else {
                throw AppError(.usage, "NANO_STATE_JOURNAL must be an absolute path, got '\(path)'")
            }
            journal = URL(fileURLWithPath: path)
        }
    }

    private static func milliseconds(_ environment: [String: String], _ name: String) throws(AppError)
        -> Duration?
    {
        guard let text = environment[name], !text.isEmpty else { return nil }
        guard text.count <= 6, text.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(text), value <= 600_000
        else {
            throw AppError(
                .usage, "\(name) must be a whole number of milliseconds from 0 to 600000, got '\(text)'")
        }
        return .milliseconds(value)
    }
}

/// Where a run keeps its state: a directory, or nowhere (`--ephemeral`).
public enum StateLocation: Sendable, Equatable {
    /// Session, settings and the last stack live in this directory.
    case directory(URL)
    /// Nothing is read or written; everything is forgotten when the run ends.
    case ephemeral

    /// The location for a run: `--ephemeral`, else `--state DIR`, else the default,
    /// `$XDG_STATE_HOME/<app>` when `XDG_STATE_HOME` is an absolute path, or
    /// `~/.local/state/<app>`.
    public static func resolve(
        stateOption: String?,
        ephemeral: Bool,
        appName: String,
        environment: [String: String]
    ) -> StateLocation {
        if ephemeral { return .ephemeral }
        if let stateOption { return .directory(URL(fileURLWithPath: stateOption).standardizedFileURL) }
        return .directory(defaultDirectory(appName: appName, environment: environment))
    }

    /// `$XDG_STATE_HOME/<app>` or `~/.local/state/<app>`.
    public static func defaultDirectory(appName: String, environment: [String: String]) -> URL {
        if let xdg = environment["XDG_STATE_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg).appendingPathComponent(appName)
        }
        let home =
            environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? FileManager.default.homeDirectoryForCurrentUser.path
        return URL(fileURLWithPath: home)
            .appendingPathComponent(".local")
            .appendingPathComponent("state")
            .appendingPathComponent(appName)
    }
}
