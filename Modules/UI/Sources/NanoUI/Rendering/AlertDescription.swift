/// An alert or confirmation dialog as hosts, `--json` and tests see it: what it says and the
/// actions a person can choose, each with its role. NanoNavigation presents alerts (a
/// coordinator's `showAlert`); this is their value, which every renderer draws.
///
/// JSON (the `alert` key of `nvc --json`): keys sorted, `message` `null` when there is none.
///
/// ```json
/// {"actions":[{"id":"retry","role":"default","title":"Retry"},{"id":"cancel","role":"cancel","title":"Cancel"}],
///  "message":"The server did not answer.","style":"alert","title":"Could not load people"}
/// ```
public struct AlertDescription: Sendable, Equatable, Codable {
    /// The alert's title.
    public var title: String
    /// The text under the title, if any.
    public var message: String?
    /// `alert` (a centred dialog) or `actionSheet` (a confirmation dialog; UIKit's action sheet).
    public var style: AlertStyle
    /// The actions, in the order they were given.
    public var actions: [AlertActionDescription]

    /// An alert description from its parts.
    public init(title: String, message: String? = nil, style: AlertStyle = .alert, actions: [AlertActionDescription]) {
        self.title = title
        self.message = message
        self.style = style
        self.actions = actions
    }

    /// The action a cancel (Escape, back, a tap outside a confirmation dialog) chooses: the
    /// first with the `cancel` role, if any.
    public var cancelAction: AlertActionDescription? { actions.first { $0.role == .cancel } }

    /// The action a person means by `name`: its id, or its title compared without regard to
    /// case (`Retry`, `retry`, `"Delete all"`).
    public func action(named name: String) -> AlertActionDescription? {
        actions.first { $0.id == name }
            ?? actions.first { $0.title.lowercased() == name.lowercased() || $0.id.lowercased() == name.lowercased() }
    }

    private enum CodingKeys: String, CodingKey { case title, message, style, actions }

    /// Encodes every key, an absent message as `null`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(title, forKey: .title)
        try container.encode(message, forKey: .message)
        try container.encode(style, forKey: .style)
        try container.encode(actions, forKey: .actions)
    }
}

/// How an alert is shown (UIKit's `UIAlertController.Style`).
public enum AlertStyle: String, Sendable, Equatable, Codable {
    /// A dialog in the middle of the screen.
    case alert
    /// A confirmation dialog (UIKit's action sheet): its actions in a list, from the bottom on a phone.
    case actionSheet
}

/// What choosing an action means (UIKit's `UIAlertAction.Style`, SwiftUI's `ButtonRole`).
public enum AlertActionRole: String, Sendable, Equatable, Codable {
    /// An ordinary choice (`Retry`, `OK`).
    case `default`
    /// Leaving without doing anything: what Escape and back choose.
    case cancel
    /// A choice that destroys data (`Delete`), drawn in red.
    case destructive
}

/// One action of an alert: its id (what a script names; from its title), title and role.
public struct AlertActionDescription: Sendable, Equatable, Codable {
    /// The id a script or the web page names it by (`retry`, `delete-all`).
    public var id: String
    /// The button's text.
    public var title: String
    /// What choosing it means.
    public var role: AlertActionRole

    /// An action description from its parts.
    public init(id: String, title: String, role: AlertActionRole) {
        self.id = id
        self.title = title
        self.role = role
    }
}
