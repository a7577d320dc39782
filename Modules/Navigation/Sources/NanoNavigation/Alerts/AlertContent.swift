import NanoUI

/// An alert or confirmation dialog a coordinator shows as a navigation step (UIKit's
/// `UIAlertController`): a title, an optional message, and actions whose `Choice` the
/// coordinator's handler receives when a person picks one.
///
/// ```swift
/// enum Recovery { case retry, cancel }
/// showAlert(AlertContent(title: "Could not load people", message: "\(error)", actions: [
///     .default("Retry", .retry), .cancel("Cancel", .cancel),
/// ])) { [weak self] choice in if choice == .retry { self?.reload() } }
/// ```
public struct AlertContent<Choice> {
    /// The title.
    public var title: String
    /// The text under the title, if any.
    public var message: String?
    /// `.alert` or `.actionSheet` (a confirmation dialog).
    public var style: AlertStyle
    /// The actions, in order. With none, the alert shows one `OK` (cancel role) that closes it
    /// and chooses nothing.
    public var actions: [AlertAction<Choice>]

    /// An alert (or, with `style: .actionSheet`, a confirmation dialog).
    public init(title: String, message: String? = nil, style: AlertStyle = .alert, actions: [AlertAction<Choice>]) {
        self.title = title
        self.message = message
        self.style = style
        self.actions = actions
    }

    /// A confirmation dialog (SwiftUI's `confirmationDialog`, UIKit's action sheet): the
    /// question, then its actions — typically a destructive one and Cancel.
    public static func confirmationDialog(
        title: String, message: String? = nil, actions: [AlertAction<Choice>]
    ) -> AlertContent {
        AlertContent(title: title, message: message, style: .actionSheet, actions: actions)
    }
}

/// One action of an ``AlertContent``: its title, role and the choice it delivers. Its id (what
/// a script types after `tap alert`, and the web page's `data-control-id`) comes from the
/// title — lowercased, runs of other characters as `-` (`Delete all` → `delete-all`) — unless
/// given. An app whose titles come from string tables gives ids (`.default(text[.retry],
/// .retry, id: "retry")`): a title-made id would change with the language, and so would every
/// script and test that names the action.
public struct AlertAction<Choice> {
    /// The button's text.
    public var title: String
    /// What choosing it means; `cancel` is what Escape and back choose.
    public var role: AlertActionRole
    /// What the coordinator's handler receives.
    public var choice: Choice
    /// The id a script or the web page names the action by.
    public var id: String

    /// An action; `id` defaults to one made from `title`.
    public init(_ title: String, role: AlertActionRole = .default, id: String? = nil, choice: Choice) {
        self.title = title
        self.role = role
        self.choice = choice
        self.id = id ?? Self.id(fromTitle: title)
    }

    /// An ordinary action (`Retry`).
    public static func `default`(_ title: String, _ choice: Choice) -> AlertAction {
        AlertAction(title, role: .default, choice: choice)
    }

    /// The action that leaves without doing anything (`Cancel`): Escape and back choose it.
    public static func cancel(_ title: String, _ choice: Choice) -> AlertAction {
        AlertAction(title, role: .cancel, choice: choice)
    }

    /// An action that destroys data (`Delete`).
    public static func destructive(_ title: String, _ choice: Choice) -> AlertAction {
        AlertAction(title, role: .destructive, choice: choice)
    }

    /// An ordinary action named `id` whatever its title's language: a localized app gives
    /// every action an id, so `tap alert retry` works in every language.
    public static func `default`(_ title: String, _ choice: Choice, id: String) -> AlertAction {
        AlertAction(title, role: .default, id: id, choice: choice)
    }

    /// A cancel action named `id` whatever its title's language.
    public static func cancel(_ title: String, _ choice: Choice, id: String) -> AlertAction {
        AlertAction(title, role: .cancel, id: id, choice: choice)
    }

    /// A destructive action named `id` whatever its title's language.
    public static func destructive(_ title: String, _ choice: Choice, id: String) -> AlertAction {
        AlertAction(title, role: .destructive, id: id, choice: choice)
    }

    /// `Delete all` → `delete-all`; `action` when nothing is left.
    static func id(fromTitle title: String) -> String {
        var id = ""
        for character in title.lowercased() {
            if character.isLetter || character.isNumber {
                id.append(character)
            } else if !id.isEmpty, id.last != "-" {
                id.append("-")
            }
        }
        while id.last == "-" { id.removeLast() }
        return id.isEmpty ? "action" : id
    }
}

extension AlertAction where Choice == Void {
    /// An ordinary action that delivers `()`.
    public static func `default`(_ title: String) -> AlertAction { .default(title, ()) }
    /// A cancel action that delivers `()`.
    public static func cancel(_ title: String) -> AlertAction { .cancel(title, ()) }
    /// A destructive action that delivers `()`.
    public static func destructive(_ title: String) -> AlertAction { .destructive(title, ()) }
}
