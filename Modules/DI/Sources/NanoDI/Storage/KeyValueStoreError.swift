import Foundation

/// Why a ``KeyValueStore`` operation failed.
public enum KeyValueStoreError: Error, Equatable, CustomStringConvertible, LocalizedError {
    /// The store file exists but is not a JSON object.
    case corruptFile(path: String, reason: String)
    /// The store file exists but could not be read.
    case readFailed(path: String, reason: String)
    /// The store file (or its directory) could not be written.
    case writeFailed(path: String, reason: String)
    /// The value for `key` could not be encoded as JSON.
    case encodingFailed(key: String, reason: String)
    /// The JSON stored under `key` does not decode as `type`.
    case decodingFailed(key: String, type: String, reason: String)
    /// Another process held the lock on the store's directory (`path`) for longer than
    /// `seconds`, so nothing was written; trying again later may succeed.
    case lockTimedOut(path: String, seconds: Double)

    /// A one-line, human-readable explanation.
    public var description: String {
        switch self {
        case let .corruptFile(path, reason):
            return "Key-value store file \(path) is corrupt: \(reason)."
        case let .readFailed(path, reason):
            return "Could not read key-value store file \(path): \(reason)."
        case let .writeFailed(path, reason):
            return "Could not write key-value store file \(path): \(reason)."
        case let .encodingFailed(key, reason):
            return "Could not encode the value for key \"\(key)\": \(reason)."
        case let .decodingFailed(key, type, reason):
            return "The value stored for key \"\(key)\" is not a valid \(type): \(reason)."
        case let .lockTimedOut(path, seconds):
            return "Another process has held the lock on \(path) for more than \(Self.format(seconds)) s; "
                + "nothing was written."
        }
    }

    /// Same as ``description``.
    public var errorDescription: String? { description }

    /// Seconds as messages show them: `10`, `0.5`, `0.15` (at most two decimals, no trailing
    /// zeros).
    public static func format(_ seconds: Double) -> String {
        var text = String(format: "%.2f", seconds)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
