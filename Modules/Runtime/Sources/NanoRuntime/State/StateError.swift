import NanoDI

/// Why the state directory or one of its files could not be used, in words that name the path,
/// what was expected there and what to do. Each case is the user's environment or files, never
/// a bug, so none exits 70: a path that cannot be a state directory is a usage error (64), a
/// directory or file the system refuses is 74, and another run holding the lock is 75
/// (docs/cli.md, "Exit codes and errors").
public enum StateError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The state path exists and is not a directory (`what` says what it is: `a file`).
    case notADirectory(path: String, what: String)
    /// A folder above the state directory (`blocker`) is not a directory but `what` (`a
    /// file`), so the state directory cannot be created (`XDG_STATE_HOME` naming a file, say).
    case parentNotADirectory(path: String, blocker: String, what: String)
    /// The state path, or a folder above it (`link`), is a symbolic link to `target`, which
    /// does not exist.
    case danglingLink(path: String, link: String, target: String)
    /// The state directory does not exist and could not be created at `failedAt` (the path
    /// itself or a missing folder above it): permission denied, a read-only file system, a
    /// full disk.
    case cannotCreate(path: String, failedAt: String, reason: String)
    /// The state directory exists but this user may not read or enter it (`reason`:
    /// permission denied).
    case inaccessible(path: String, reason: String)
    /// A state file (or the lock) exists but could not be read or opened, nor moved aside.
    case unreadable(KeyValueStoreError)
    /// A change could not be written: `what` names what was lost (`the session and
    /// settings`, `the navigation stack`); the run did what it was asked, but the next run
    /// will not see it.
    case notSaved(what: String, KeyValueStoreError)

    /// The exit status: 64 for a path that cannot be a state directory, 75 for the lock, 74
    /// for the rest.
    public var status: AppStatus {
        switch self {
        case .notADirectory, .parentNotADirectory, .danglingLink: .usage
        case .unreadable(.lockTimedOut), .notSaved(_, .lockTimedOut): .stateLocked
        case .cannotCreate, .inaccessible, .unreadable, .notSaved: .stateNotSaved
        }
    }

    /// The JSON `error.kind`: `statePathInvalid` (64), `stateDirectoryFailed`,
    /// `stateReadFailed`, `stateWriteFailed` (74) or `stateLocked` (75).
    public var kind: String {
        switch self {
        case .notADirectory, .parentNotADirectory, .danglingLink: "statePathInvalid"
        case .cannotCreate, .inaccessible: "stateDirectoryFailed"
        case .unreadable(.lockTimedOut), .notSaved(_, .lockTimedOut): "stateLocked"
        case .unreadable: "stateReadFailed"
        case .notSaved: "stateWriteFailed"
        }
    }

    private static let elsewhere = "or keep state elsewhere with --state DIR (or none with --ephemeral)"

    /// One line, a lowercase fragment without a period (docs/architecture.md "Errors"): the
    /// path, what is wrong with it, what to do.
    public var description: String {
        switch self {
        case let .notADirectory(path, what):
            "state path \(path) is \(what), not a directory: move it away, \(Self.elsewhere)"
        case let .parentNotADirectory(path, blocker, what):
            "cannot create the state directory \(path): \(blocker) is \(what), not a directory; "
                + "point XDG_STATE_HOME or --state at a directory, \(Self.elsewhere)"
        case let .danglingLink(path, link, target):
            "cannot use the state directory \(path): \(link) is a symbolic link to \(target), which does not "
                + "exist; create \(target) or remove the link, \(Self.elsewhere)"
        case let .cannotCreate(path, failedAt, reason):
            "cannot create the state directory \(path)"
                + (failedAt == path ? "" : " (creating \(failedAt))")
                + ": \(reason); fix that, \(Self.elsewhere)"
        case let .inaccessible(path, reason):
            "cannot use the state directory \(path): \(reason) (it must be readable and searchable by you, "
                + "chmod u+rwx \(path)); fix that, \(Self.elsewhere)"
        case .unreadable(.lockTimedOut(let path, let seconds)):
            "cannot read the state: another run has held the lock on \(path) for more than "
                + "\(KeyValueStoreError.format(seconds)) s (a stopped or stuck run?); try again"
        case .unreadable(let error):
            "cannot read the state: \(Self.fragment(error)); fix that, \(Self.elsewhere)"
        case let .notSaved(what, .lockTimedOut(path, seconds)):
            "state not saved (\(what)): another run has held the lock on \(path) for more than "
                + "\(KeyValueStoreError.format(seconds)) s (a stopped or stuck run?); try again"
        case let .notSaved(what, .writeFailed(path, reason)):
            "state not saved: cannot write \(path) (\(what)): \(reason); "
                + "fix that and run again, or keep state elsewhere with --state DIR"
        case let .notSaved(what, .fileTooLarge(path, size, limit)):
            "state not saved: \(path) (\(what)) would be \(KeyValueStoreError.formatBytes(size)), over the "
                + "limit of \(KeyValueStoreError.formatBytes(Int64(limit))) for a state file; nothing was written"
        case let .notSaved(what, error):
            "state not saved (\(what)): \(error)"
        }
    }

    /// A store error as a fragment without the store's jargon.
    private static func fragment(_ error: KeyValueStoreError) -> String {
        switch error {
        case let .readFailed(path, reason), let .corruptFile(path, reason):
            "\(path) cannot be read: \(reason)"
        case let .writeFailed(path, reason):
            "\(path) cannot be replaced: \(reason)"
        default:
            error.description
        }
    }
}

extension AppError {
    /// The state failure with its status (64, 74 or 75), kind and message.
    public init(_ error: StateError) {
        self.init(error.status, kind: error.kind, error.description)
    }
}
