import NanoReactive

/// A headless control: something with a stable id that a person or a script can see and act on.
///
/// Controls hold their state as plain properties, publish user events (`tapPublisher`,
/// `textPublisher`, ...) and accept view-model state through binders (`textBinder`,
/// `isEnabledBinder`, ...), under the names the seed's UIKit extensions use.
@MainActor
public protocol Control: AnyObject {
    /// The id scripts and tests use to find the control (`tap submit`). Unique within a scene.
    var id: String { get }
    /// What kind of control this is (`button`, `textField`, ...).
    var kind: ControlKind { get }
    /// Whether the control is hidden. Hidden controls are not rendered and refuse actions.
    var isHidden: Bool { get set }
    /// The control's observable state, in a stable order, for rendering, JSON and `expect`.
    var state: ControlState { get }
}

/// The kinds of headless control.
public enum ControlKind: String, Sendable, Codable, CaseIterable {
    /// Static or bound text.
    case label
    /// Editable text (``TextField``): accepts `type`.
    case textField
    /// A tappable button (``Button``): accepts `tap`.
    case button
    /// An on/off switch (``Toggle``): accepts `toggle` and `tap`.
    case toggle
    /// A spinner shown while work is in flight.
    case activityIndicator
    /// Sections of selectable rows.
    case list
    /// A navigation-bar button (``BarButton``): accepts `tap`; id `left-bar-button` or `right-bar-button`.
    case barButton
}

/// A control's observable state: ordered `property → value` pairs (`text → "Ada"`,
/// `enabled → true`).
public struct ControlState: Sendable, Equatable, Codable {
    /// The properties in display order.
    public var properties: [Property]

    /// One property of a control's state.
    public struct Property: Sendable, Equatable, Codable {
        /// The property's name, as `expect ID PROPERTY VALUE` names it.
        public var name: String
        /// What it holds now, as the JSON description shows it.
        public var value: StateValue

        /// The property `name` (`text`, `enabled`, ...) holding `value`.
        public init(_ name: String, _ value: StateValue) {
            self.name = name
            self.value = value
        }
    }

    /// Creates a state from ordered properties.
    public init(_ properties: [Property]) { self.properties = properties }

    /// The value of the property called `name`, if the control has one.
    public subscript(name: String) -> StateValue? {
        properties.first { $0.name == name }?.value
    }
}

/// A value in a control's state.
public enum StateValue: Sendable, Equatable, Codable, CustomStringConvertible {
    /// A text property (`text`, `title`, `placeholder`); a JSON string.
    case string(String)
    /// An on/off property (`enabled`, `on`, `animating`); a JSON boolean.
    case bool(Bool)
    /// A count or index (`selected`); a JSON number.
    case int(Int)
    /// A missing optional value.
    case null
    /// A list of values (a list's rows, say).
    case array([StateValue])
    /// Named values (a row's title and detail, say).
    case object([ControlState.Property])

    /// The value as scripts write it: strings bare, flags `true`/`false`, `null`.
    public var description: String {
        switch self {
        case .string(let text): text
        case .bool(let flag): String(flag)
        case .int(let number): String(number)
        case .null: "null"
        case .array(let values): "[" + values.map(\.description).joined(separator: ", ") + "]"
        case .object(let properties):
            "{" + properties.map { "\($0.name): \($0.value)" }.joined(separator: ", ") + "}"
        }
    }

    /// Decodes a value from JSON: `null`, a flag, a number, a string, an array or an object
    /// (whose properties come back sorted by name).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let number = try? container.decode(Int.self) {
            self = .int(number)
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let values = try? container.decode([StateValue].self) {
            self = .array(values)
        } else {
            let object = try container.decode([String: StateValue].self)
            self = .object(object.keys.sorted().compactMap { key in object[key].map { .init(key, $0) } })
        }
    }

    /// Encodes the value as the plain JSON value it stands for.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let text): try container.encode(text)
        case .bool(let flag): try container.encode(flag)
        case .int(let number): try container.encode(number)
        case .null: try container.encodeNil()
        case .array(let values): try container.encode(values)
        case .object(let properties):
            try container.encode(
                Dictionary(properties.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first }))
        }
    }
}

/// What happened when a person or a script acted on a control.
public enum ActionResult: Sendable, Equatable {
    /// The action took effect.
    case performed
    /// Nothing changed, for the given reason (the control is disabled, hidden, or does not
    /// support the action).
    case refused(String)

    /// Whether the action took effect.
    public var isPerformed: Bool { self == .performed }
}

/// The user-side actions a headless control can accept. Each control implements the ones that
/// make sense for it; the default answers `.refused`.
@MainActor
public protocol UserActionable: Control {
    /// Types `text` into the control, replacing its content.
    func type(_ text: String) -> ActionResult
    /// Taps the control: `.performed` when it reacted, `.refused(reason)` when it is
    /// disabled, hidden or not tappable.
    func tap() -> ActionResult
    /// Flips the control's on/off state.
    func toggle() -> ActionResult
    /// Selects the row at `row` (counting every section's rows in order, from 0).
    func select(row: Int) -> ActionResult
    /// Pulls the control down to refresh its content.
    func refresh() -> ActionResult
}

extension UserActionable {
    /// Refuses: this control cannot be typed into.
    public func type(_ text: String) -> ActionResult { .refused("\(kind.rawValue) '\(id)' does not accept text") }
    /// Refuses: this control cannot be tapped.
    public func tap() -> ActionResult { .refused("\(kind.rawValue) '\(id)' cannot be tapped") }
    /// Refuses: this control cannot be toggled.
    public func toggle() -> ActionResult { .refused("\(kind.rawValue) '\(id)' cannot be toggled") }
    /// Refuses: this control has no rows.
    public func select(row: Int) -> ActionResult { .refused("\(kind.rawValue) '\(id)' has no rows to select") }
    /// Refuses: this control cannot be refreshed.
    public func refresh() -> ActionResult { .refused("\(kind.rawValue) '\(id)' cannot be refreshed") }
}

extension Control {
    /// Shows the control on `true` and hides it on `false` (sets `isHidden = !value`). Hidden
    /// controls are not rendered and refuse every user action. Holds the control weakly.
    public var isVisibleBinder: Binder<Bool> {
        Binder(self) { control, isVisible in control.isHidden = !isVisible }
    }

    /// Hides the control on `true` (UIKit's `isHidden`). Holds the control weakly.
    public var isHiddenBinder: Binder<Bool> {
        Binder(self) { control, isHidden in control.isHidden = isHidden }
    }
}
