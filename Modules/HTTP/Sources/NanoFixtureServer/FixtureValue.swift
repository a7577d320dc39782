/// A JSON value: what a fixture record's fields hold and what the server writes back. Numbers
/// keep their kind (an integer stays an integer), objects their keys; the server writes keys
/// sorted, so an answer's bytes are the same on every run.
public enum FixtureValue: Sendable, Equatable, Codable {
    /// `null`
    case null
    /// `true` or `false`
    case bool(Bool)
    /// A number without a fraction.
    case int(Int)
    /// A number with a fraction.
    case double(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([FixtureValue])
    /// An object.
    case object([String: FixtureValue])

    /// Reads any JSON value.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let int = try? container.decode(Int.self) {
            self = .int(int)
        } else if let double = try? container.decode(Double.self) {
            self = .double(double)
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let array = try? container.decode([FixtureValue].self) {
            self = .array(array)
        } else {
            self = .object(try container.decode([String: FixtureValue].self))
        }
    }

    /// Writes the value as JSON.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case let .bool(value): try container.encode(value)
        case let .int(value): try container.encode(value)
        case let .double(value): try container.encode(value)
        case let .string(value): try container.encode(value)
        case let .array(value): try container.encode(value)
        case let .object(value): try container.encode(value)
        }
    }

    /// The string, for a `.string`.
    public var stringValue: String? {
        if case let .string(value) = self { value } else { nil }
    }

    /// The integer, for an `.int`.
    public var intValue: Int? {
        if case let .int(value) = self { value } else { nil }
    }
}

/// One resource of a collection: its id (its address is `<collection>/<id>/`) and its fields.
public struct FixtureRecord: Sendable, Equatable, Decodable {
    /// The id in the resource's URL, unique within its collection.
    public var id: Int
    /// The fields as the server writes them, except that a link field holds ids (an `int` or an
    /// array of them), which the server writes as URLs (see ``FixtureCollection/links``).
    public var fields: [String: FixtureValue]

    /// A record.
    public init(id: Int, fields: [String: FixtureValue]) {
        self.id = id
        self.fields = fields
    }

    /// Reads an object with an integer `id` and any other fields.
    public init(from decoder: any Decoder) throws {
        var fields = try [String: FixtureValue](from: decoder)
        guard let id = fields.removeValue(forKey: "id")?.intValue else {
            throw DecodingError.keyNotFound(
                FixtureKey("id"),
                .init(codingPath: decoder.codingPath, debugDescription: "a record needs an integer id"))
        }
        self.init(id: id, fields: fields)
    }
}

/// A coding key for a name known only at run time.
struct FixtureKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
