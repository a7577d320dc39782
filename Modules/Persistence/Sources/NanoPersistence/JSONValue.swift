import Foundation
import NanoDI

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
