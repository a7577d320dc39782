/// What a person does to a control, addressed by its id: what a script's `type`, `tap`,
/// `toggle`, `select` and `refresh` commands and a test's flow driver ask a scene for.
public enum UserAction: Sendable, Equatable {
    /// Types the text into a text field, replacing its content.
    case type(String)
    /// Taps a button or bar button.
    case tap
    /// Flips a toggle.
    case toggle
    /// Selects a row of a list, counted from 0 across sections.
    case select(row: Int)
    /// Pulls a refreshable list down to refresh it.
    case refresh
}

/// Why a person's action on the screen, or a check of what it shows, failed. Every case is a
/// refusal the person can act on; none changes anything on screen.
public enum UserActionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No screen is showing.
    case noScreen
    /// The screen has no control with that id; `available` lists the visible ones.
    case unknownControl(id: String, available: [String])
    /// The control has no such property; `available` lists its properties.
    case unknownProperty(id: String, property: String, available: [String])
    /// The action was refused (disabled, hidden, unsupported, nothing to go back to).
    case refused(String)
    /// An expectation did not hold.
    case expectationFailed(id: String, property: String, expected: String, actual: String)

    /// A one-line human message.
    public var description: String {
        switch self {
        case .noScreen: "no screen is showing"
        case let .unknownControl(id, available):
            "no control '\(id)' on this screen (controls: \(available.isEmpty ? "none" : available.joined(separator: ", ")))"
        case let .unknownProperty(id, property, available):
            "control '\(id)' has no property '\(property)' (properties: \(available.joined(separator: ", ")))"
        case .refused(let reason): "refused: \(reason)"
        case let .expectationFailed(id, property, expected, actual):
            "expected \(id).\(property) to be '\(expected)' but it is '\(actual)'"
        }
    }
}

extension SceneHosting {
    /// Performs `action` on the control `id` as a person would: the toast on screen goes
    /// first (a person's next action dismisses it), then the control acts.
    /// - Throws: ``UserActionError/unknownControl(id:available:)`` or
    ///   ``UserActionError/refused(_:)`` (disabled, hidden, or the control does not take it).
    public func perform(_ action: UserAction, on id: String) throws(UserActionError) {
        let control = try existingControl(id)
        dismissToast()
        guard let actionable = control as? any UserActionable else {
            throw .refused("\(control.kind.rawValue) '\(id)' does not accept actions")
        }
        let result: ActionResult =
            switch action {
            case .type(let text): actionable.type(text)
            case .tap: actionable.tap()
            case .toggle: actionable.toggle()
            case .select(let row): actionable.select(row: row)
            case .refresh: actionable.refresh()
            }
        if case .refused(let reason) = result { throw .refused(reason) }
    }

    /// The value of `property` of the control `id`.
    /// - Throws: ``UserActionError/unknownControl(id:available:)`` or
    ///   ``UserActionError/unknownProperty(id:property:available:)``.
    public func value(of id: String, _ property: String) throws(UserActionError) -> StateValue {
        let control = try existingControl(id)
        guard let value = control.state[property] else {
            throw .unknownProperty(
                id: id, property: property, available: control.state.properties.map(\.name) + ["visible"])
        }
        return value
    }

    /// Checks that `property` of the control `id` reads `expected`, written as scripts write
    /// values (`true`, `42`, `Ada`). The pseudo-property `visible` checks visibility (a control
    /// the screen does not have is not visible).
    /// - Throws: ``UserActionError/expectationFailed(id:property:expected:actual:)`` when it
    ///   does not hold, or the errors of ``value(of:_:)``.
    public func expect(_ id: String, _ property: String, equals expected: String) throws(UserActionError) {
        let actual =
            property == "visible"
            ? String(control(withID: id).map { !$0.isHidden } ?? false)
            : try value(of: id, property).description
        guard actual == expected else {
            throw .expectationFailed(id: id, property: property, expected: expected, actual: actual)
        }
    }

    private func existingControl(_ id: String) throws(UserActionError) -> any Control {
        guard let control = control(withID: id) else {
            throw .unknownControl(id: id, available: allControls.filter { !$0.isHidden }.map(\.id))
        }
        return control
    }
}
