import NanoDI

extension AppError {
    /// A state write that failed: 75 (`stateLocked`) when another run held the lock too long,
    /// else 74 (`stateWriteFailed`). `what` names what was lost (`the session and settings`).
    static func stateNotSaved(_ error: KeyValueStoreError, what: String) -> AppError {
        switch error {
        case let .lockTimedOut(path, seconds):
            return AppError(
                .stateLocked, kind: "stateLocked",
                "state not saved (\(what)): another run has held the lock on \(path) for more than "
                    + "\(KeyValueStoreError.format(seconds)) s (a stopped or stuck run?); try again")
        case let .writeFailed(path, reason):
            return AppError(
                .stateNotSaved, kind: "stateWriteFailed",
                "state not saved: cannot write \(path) (\(what)): \(reason). "
                    + "Fix that and run again, or keep state elsewhere with --state DIR")
        case let .fileTooLarge(path, size, limit):
            return AppError(
                .stateNotSaved, kind: "stateWriteFailed",
                "state not saved: \(path) (\(what)) would be \(KeyValueStoreError.formatBytes(size)), over the "
                    + "limit of \(KeyValueStoreError.formatBytes(Int64(limit))) for a state file; nothing was written")
        case .corruptFile, .readFailed, .encodingFailed, .decodingFailed:
            return AppError(.stateNotSaved, kind: "stateWriteFailed", "state not saved (\(what)): \(error)")
        }
    }
}
