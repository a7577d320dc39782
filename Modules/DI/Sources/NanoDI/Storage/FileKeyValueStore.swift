import Foundation

/// A ``KeyValueStore`` persisted as ONE human-readable JSON file: an object mapping each key
/// to its JSON value, pretty-printed with sorted keys. Thread-safe.
///
/// The file is read once, at init; a missing file is an empty store. Every change rewrites the
/// whole file atomically (temporary file, `fsync`, `rename(2)`), so the file on disk is never
/// truncated, and a failed write leaves both the file and the store unchanged. The parent
/// directory is created on first write.
public final class FileKeyValueStore: KeyValueStore {
    /// The JSON file backing this store.
    public let fileURL: URL
    private let entries: Locked<[String: JSONValue]>

    /// Opens the store at `fileURL`.
    /// - Throws: ``KeyValueStoreError/corruptFile(path:reason:)`` when the file exists but is
    ///   not a JSON object, ``KeyValueStoreError/readFailed(path:reason:)`` when it cannot be
    ///   read. See ``openRecovering(fileURL:now:)`` to start fresh instead.
    public init(fileURL: URL) throws(KeyValueStoreError) {
        self.fileURL = fileURL
        self.entries = Locked(try Self.load(fileURL))
    }

    /// Every stored key, sorted.
    public var keys: [String] {
        entries.withLock { $0.keys.sorted() }
    }

    /// The value stored under `key` decoded as `type`, or `nil` when there is none.
    public func value<T: Decodable>(
        _ type: T.Type, forKey key: String
    ) throws(KeyValueStoreError) -> T? {
        guard let json = entries.withLock({ $0[key] }) else { return nil }
        return try JSONValueCoding.decode(type, from: json, key: key)
    }

    /// Stores `value` under `key` and rewrites the file atomically.
    public func set<T: Encodable>(_ value: T, forKey key: String) throws(KeyValueStoreError) {
        let json = try JSONValueCoding.encode(value, key: key)
        try entries.withLock { (current) throws(KeyValueStoreError) in
            var updated = current
            updated[key] = json
            try persist(updated)
            current = updated
        }
    }

    /// Removes the value under `key` and rewrites the file atomically; no write if absent.
    public func removeValue(forKey key: String) throws(KeyValueStoreError) {
        try entries.withLock { (current) throws(KeyValueStoreError) in
            guard current[key] != nil else { return }
            var updated = current
            updated[key] = nil
            try persist(updated)
            current = updated
        }
    }

    private func persist(_ entries: [String: JSONValue]) throws(KeyValueStoreError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data: Data
        do {
            data = try encoder.encode(entries)
        } catch {
            throw .writeFailed(path: fileURL.path, reason: "cannot encode the store (\(error))")
        }
        data.append(0x0A)
        try AtomicFileWriter.write(data, to: fileURL)
    }

    static func load(_ url: URL) throws(KeyValueStoreError) -> [String: JSONValue] {
        let path = url.path
        guard FileManager.default.fileExists(atPath: path) else { return [:] }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .readFailed(path: path, reason: error.localizedDescription)
        }
        guard !data.isEmpty else {
            throw .corruptFile(path: path, reason: "the file is empty, expected a JSON object")
        }
        // One parse: the JSONValue tree is both the check and the result.
        let parsed: JSONValue
        do {
            parsed = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw .corruptFile(path: path, reason: "it is not valid JSON (\(data.count) bytes)")
        }
        guard case .object(let entries) = parsed else {
            throw .corruptFile(
                path: path,
                reason: "the top-level value is \(describeKind(parsed)), expected a JSON object")
        }
        return entries
    }

    private static func describeKind(_ value: JSONValue) -> String {
        switch value {
        case .array: return "an array"
        case .string: return "a string"
        case .null: return "null"
        case .bool, .integer, .unsigned, .double: return "a number or boolean"
        case .object: return "an object"
        }
    }
}
