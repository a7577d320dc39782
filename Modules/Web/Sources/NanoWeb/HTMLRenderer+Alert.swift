import NanoUI

// The alert: a modal dialog over every layer.
extension HTMLRenderer {
    /// `<div class="nano-alert-scrim">` and `<section class="nano-alert" role="alertdialog"
    /// aria-modal="true">` named by its `<h2>` and described by its message, with one
    /// `<button class="nano-alert-action nano-alert-ROLE">` per action (`data-control-id` and
    /// `data-alert-action` its id, `data-role` its role); the page script sends
    /// `{"action":"alert","id":ID}` for a click, chooses the cancel action on Escape, and keeps
    /// focus inside the dialog. A confirmation dialog (`actionSheet`) carries
    /// `data-alert-style="actionSheet"`.
    static func alert(_ alert: AlertDescription) -> String {
        let hasMessage = !(alert.message ?? "").isEmpty
        let section = Markup.start(
            "section",
            [
                Attribute("class", "nano-alert"), Attribute("data-scene", "alert"),
                Attribute("data-alert-style", alert.style.rawValue), Attribute("role", "alertdialog"),
                Attribute("aria-modal", "true"), Attribute("aria-labelledby", "nano-alert-title"),
                hasMessage ? Attribute("aria-describedby", "nano-alert-message") : nil,
            ])
        var lines = [#"<div class="nano-alert-scrim" aria-hidden="true"></div>"#, section]
        lines.append(
            Markup.element(
                "h2",
                [
                    Attribute("class", "nano-alert-title"), Attribute("id", "nano-alert-title"),
                    Attribute("tabindex", "-1"),
                ],
                Markup.escape(alert.title)))
        if let message = alert.message, hasMessage {
            lines.append(
                Markup.element(
                    "p", [Attribute("class", "nano-alert-message"), Attribute("id", "nano-alert-message")],
                    Markup.escape(message)))
        }
        let buttons = alert.actions.map { action in
            Markup.element(
                "button",
                [
                    Attribute("type", "button"),
                    Attribute("class", "nano-alert-action nano-alert-" + action.role.rawValue),
                    Attribute("data-control-id", action.id), Attribute("data-alert-action", action.id),
                    Attribute("data-role", action.role.rawValue),
                ],
                Markup.escape(action.title))
        }
        lines.append(Markup.element("div", [Attribute("class", "nano-alert-actions")], buttons.joined()))
        lines.append("</section>")
        return lines.joined(separator: "\n")
    }
}
