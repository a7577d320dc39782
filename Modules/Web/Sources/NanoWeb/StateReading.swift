import NanoUI

extension ControlState {
    /// The text of the property `name`, or `nil` when it is missing, `null` or not text.
    func string(_ name: String) -> String? {
        if case .string(let text) = self[name] { text } else { nil }
    }

    /// The flag `name`, or `fallback` when it is missing or not a flag (a control without an
    /// `enabled` property counts as enabled).
    func flag(_ name: String, default fallback: Bool) -> Bool {
        if case .bool(let flag) = self[name] { flag } else { fallback }
    }
}

extension StateValue {
    /// The elements of an array, else none.
    var elements: [StateValue] {
        if case .array(let values) = self { values } else { [] }
    }

    /// The properties of an object read as a state, else an empty one.
    var object: ControlState {
        if case .object(let properties) = self { ControlState(properties) } else { ControlState([]) }
    }
}
