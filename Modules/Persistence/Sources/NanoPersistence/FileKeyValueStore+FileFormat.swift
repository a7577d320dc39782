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

/// The store file's format: decoding a file into entries (the decoder `Tools/fuzz state`
/// runs), encoding the entries as the pretty-printed object a write puts in place, and the
/// journal's one line per changed key.
extension FileKeyValueStore {
    /// Encodes `entries` as the file's JSON and replaces the file atomically.
    /// - Returns: the stamp of the version written.
    func persist(_ entries: [String: JSONValue]) throws(KeyValueStoreError) -> FileStamp? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data: Data
        do {
            data = try encoder.encode(entries)
        } catch {
            throw .writeFailed(path: fileURL.path, reason: "cannot encode the store (\(error))")
        }
        data.append(0x0A)
        guard data.count <= Self.maxFileSize else {
            throw .fileTooLarge(path: fileURL.path, size: Int64(data.count), limit: Self.maxFileSize)
        }
        return try AtomicFileWriter.write(data, to: fileURL)
    }

    /// Appends one JSON line per key in `keys` to ``journal`` (best effort).
    func appendToJournal(_ keys: [String], _ entries: [String: JSONValue]) {
        guard let journal, !keys.isEmpty else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var lines = Data()
        for key in keys {
            var record: [String: JSONValue] = [
                "file": .string(fileURL.path), "key": .string(key), "pid": .integer(Int64(getpid())),
            ]
            if let value = entries[key] { record["value"] = value } else { record["removed"] = .bool(true) }
            guard let line = try? encoder.encode(record) else { continue }
            lines.append(line)
            lines.append(0x0A)
        }
        let file = open(journal.path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard file >= 0 else { return }
        defer { close(file) }
        lines.withUnsafeBytes { _ = systemWrite(file, $0.baseAddress, $0.count) }
    }

    /// The entries of the file at `path` and the version read (`[:]` and `nil` when missing).
    static func load(_ path: String) throws(KeyValueStoreError) -> (entries: [String: JSONValue], stamp: FileStamp?) {
        guard let (data, stamp) = try StoreFile.read(path) else { return ([:], nil) }
        return (try entries(decoding: data, path: path), stamp)
    }

    /// The entries of a store file's contents (`path` names it in errors): the state-file
    /// decoder, which `Tools/fuzz state` runs on arbitrary bytes (through `@_spi(Fuzzing)`).
    /// - Throws: `KeyValueStoreError.corruptFile` for anything but a JSON object.
    @_spi(Fuzzing)
    public static func entries(decoding data: Data, path: String) throws(KeyValueStoreError) -> [String: JSONValue] {
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

/// A decoded JSON value; the in-memory form of every stored entry.
///
/// Integers are kept apart from doubles so 64-bit values survive a round trip exactly. Not
/// public API: the state fuzzer (Tools/Fuzz's StateFuzz) reaches it through `@_spi(Fuzzing)`.
@_spi(Fuzzing) public enum JSONValue: Codable, Equatable, Sendable {
    case null
    case bool(Bool)
    case integer(Int64)
    case unsigned(UInt64)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Reads any JSON value, an integer as an integer when it fits.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int64.self) {
            self = .integer(value)
        } else if let value = try? container.decode(UInt64.self) {
            self = .unsigned(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// Writes the value as the JSON it was read from.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case let .bool(value): try container.encode(value)
        case let .integer(value): try container.encode(value)
        case let .unsigned(value): try container.encode(value)
        case let .double(value): try container.encode(value)
        case let .string(value): try container.encode(value)
        case let .array(value): try container.encode(value)
        case let .object(value): try container.encode(value)
        }
    }
}

/// Converts between `Codable` values and ``JSONValue`` with typed errors (``decode(_:from:key:)``
/// is the state fuzzer's too, through `@_spi(Fuzzing)`).
@_spi(Fuzzing) public enum JSONValueCoding {
    /// Encodes `value` to JSON and parses it back as a ``JSONValue``.
    static func encode<T: Encodable>(
        _ value: T, key: String
    ) throws(KeyValueStoreError) -> JSONValue {
        do {
            let data = try JSONEncoder().encode(value)
            return try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw .encodingFailed(key: key, reason: String(describing: error))
        }
    }

    /// Decodes `json` as `type`.
    @_spi(Fuzzing) public static func decode<T: Decodable>(
        _ type: T.Type, from json: JSONValue, key: String
    ) throws(KeyValueStoreError) -> T {
        do {
            let data = try JSONEncoder().encode(json)
            return try JSONDecoder().decode(type, from: data)
        } catch {
            throw .decodingFailed(
                key: key, type: String(reflecting: type), reason: String(describing: error))
        }
    }
}
