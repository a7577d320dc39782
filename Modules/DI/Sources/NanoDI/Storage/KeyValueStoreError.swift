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
        }
    }

    /// Same as ``description``.
    public var errorDescription: String? { description }
}
