import Foundation

extension FileKeyValueStore {
    /// Opens the store at `fileURL`; if the file is corrupt or unreadable, moves it aside to
    /// `<name>.corrupt-<timestamp>` (it is NEVER deleted) and starts with an empty store.
    ///
    /// - Parameter now: the time used in the aside file's name (UTC, `yyyyMMdd'T'HHmmss'Z'`).
    /// - Returns: the store and, when the file was moved aside, a one-line human warning
    ///   naming both paths.
    /// - Throws: ``KeyValueStoreError/writeFailed(path:reason:)`` when the bad file cannot be
    ///   moved aside; the file is then left untouched.
    public static func openRecovering(
        fileURL: URL,
        now: Date = Date()
    ) throws(KeyValueStoreError) -> (store: FileKeyValueStore, warning: String?) {
        let reason: String
        do {
            return (try FileKeyValueStore(fileURL: fileURL), nil)
        } catch {
            switch error {
            case let .corruptFile(_, why), let .readFailed(_, why):
                reason = why
            case .writeFailed, .encodingFailed, .decodingFailed:
                throw error
            }
        }
        let aside = try moveAside(fileURL, now: now)
        let store = try FileKeyValueStore(fileURL: fileURL)
        let oneLineReason =
            reason
            .split(whereSeparator: \.isNewline)
            .joined(separator: " ")
        let warning =
            "Warning: state file \(fileURL.path) could not be loaded (\(oneLineReason)); "
            + "moved it aside to \(aside.path) and started with empty state."
        return (store, warning)
    }

    /// Renames `url` to a fresh `<name>.corrupt-<timestamp>[-n]` next to it.
    private static func moveAside(_ url: URL, now: Date) throws(KeyValueStoreError) -> URL {
        let base = "\(url.path).corrupt-\(timestamp(now))"
        for attempt in 0..<100 {
            let candidate = URL(fileURLWithPath: attempt == 0 ? base : "\(base)-\(attempt)")
            guard !FileManager.default.fileExists(atPath: candidate.path) else { continue }
            do {
                try FileManager.default.moveItem(at: url, to: candidate)
                return candidate
            } catch {
                throw .writeFailed(
                    path: url.path,
                    reason: "cannot move the corrupt file aside (\(error.localizedDescription))")
            }
        }
        throw .writeFailed(
            path: url.path, reason: "cannot move the corrupt file aside (no free name)")
    }

    private static func timestamp(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        return formatter.string(from: date)
    }
}
