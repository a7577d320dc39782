/// One control as `--json` and tests see it: its id, kind and state.
///
/// Encoded as `{"id": ..., "kind": ..., "state": {property: value, ...}}`. The state's
/// properties (and those of nested objects, such as a list's rows) are kept sorted by name, so
/// a description is the same value before and after a JSON round trip; look properties up by
/// name (`description.state["text"]`).
public struct ControlDescription: Sendable, Equatable, Codable {
    /// The id a script or test acts on the control by (`submit`).
    public var id: String
    /// What kind of control it is, which says which state properties it has.
    public var kind: ControlKind
    /// The control's state, properties sorted by name.
    public var state: ControlState

    /// Creates a description; `state`'s properties are sorted by name.
    public init(id: String, kind: ControlKind, state: ControlState) {
        self.id = id
        self.kind = kind
        self.state = ControlState(state.properties.sortedByName())
    }

    /// A snapshot of `control` now: its id, kind and state properties (sorted by name).
    @MainActor
    public init(_ control: any Control) {
        self.init(id: control.id, kind: control.kind, state: control.state)
    }

    private enum CodingKeys: String, CodingKey {
        case id, kind, state
    }

    /// Decodes a description whose `state` is a JSON object.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let state = try container.decode(StateValue.self, forKey: .state)
        guard case .object(let properties) = state else {
            throw DecodingError.dataCorruptedError(
                forKey: .state, in: container, debugDescription: "state is not an object")
        }
        self.init(
            id: try container.decode(String.self, forKey: .id),
            kind: try container.decode(ControlKind.self, forKey: .kind),
            state: ControlState(properties)
        )
    }

    /// Encodes the description with `state` as a JSON object.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(kind, forKey: .kind)
        try container.encode(StateValue.object(state.properties), forKey: .state)
    }
}

extension [ControlState.Property] {
    /// The properties sorted by name, nested objects included.
    func sortedByName() -> [ControlState.Property] {
        map { ControlState.Property($0.name, $0.value.sortedByName()) }.sorted { $0.name < $1.name }
    }
}

extension StateValue {
    /// The value with every nested object's properties sorted by name.
    func sortedByName() -> StateValue {
        switch self {
        case .array(let values): .array(values.map { $0.sortedByName() })
        case .object(let properties): .object(properties.sortedByName())
        default: self
        }
    }
}
