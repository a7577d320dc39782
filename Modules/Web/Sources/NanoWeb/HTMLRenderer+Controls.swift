import NanoUI

extension HTMLRenderer {
    /// One visible control as the element that takes its input, carrying
    /// `data-control-id`. The kinds and what they become:
    ///
    /// | kind | element |
    /// |---|---|
    /// | label | `<p class="nano-label">` |
    /// | textField | `<input class="nano-input" type=…>` (`password` when secure) |
    /// | button, barButton | `<button type="button" class="nano-button">` |
    /// | toggle | `<label class="nano-toggle">` around `<input type="checkbox" role="switch">` |
    /// | activityIndicator | `<div class="nano-spinner" role="status">` |
    /// | list | `<div class="nano-list">` (see ``list(_:texts:)``) |
    ///
    /// The framework's own words (a spinner's hidden `Loading`, a list's `Refresh`) are `texts`'.
    static func control(_ control: ControlDescription, texts: ContainerTexts = .english) -> String {
        let state = control.state
        let isEnabled = state.flag("enabled", default: true)
        switch control.kind {
        case .label:
            return Markup.element(
                "p", [Attribute("class", "nano-label"), Attribute("data-control-id", control.id)],
                Markup.escape(state.string("text") ?? ""))
        case .textField:
            return textField(control)
        case .button, .barButton:
            return Markup.element(
                "button",
                [
                    Attribute("type", "button"), Attribute("class", "nano-button"),
                    Attribute("data-control-id", control.id), .flag("disabled", !isEnabled),
                ],
                Markup.escape(state.string("title") ?? ""))
        case .toggle:
            return toggle(control)
        case .activityIndicator:
            let isAnimating = state.flag("animating", default: false)
            return Markup.element(
                "div",
                [
                    Attribute("class", isAnimating ? "nano-spinner is-animating" : "nano-spinner"),
                    Attribute("role", "status"), Attribute("data-control-id", control.id),
                ],
                isAnimating
                    ? Markup.element("span", [Attribute("class", "nano-visually-hidden")], Markup.escape(texts.loading))
                    : "")
        case .list:
            return list(control, texts: texts)
        }
    }

    /// The `type` of a text field's input: `password` when secure, else from its keyboard.
    static func inputType(keyboard: String?, isSecure: Bool) -> String {
        guard !isSecure else { return "password" }
        switch keyboard.flatMap(KeyboardKind.init(rawValue:)) {
        case .email: return "email"
        case .number: return "number"
        case .phone: return "tel"
        case .url: return "url"
        case .default, nil: return "text"
        }
    }

    /// `<input>`: its placeholder is also its accessible name (the id when there is none);
    /// `value` only when the field has text.
    private static func textField(_ control: ControlDescription) -> String {
        let state = control.state
        let placeholder = state.string("placeholder")
        let name = placeholder.flatMap { $0.isEmpty ? nil : $0 } ?? control.id
        return Markup.start(
            "input",
            [
                Attribute("class", "nano-input"),
                Attribute(
                    "type",
                    inputType(keyboard: state.string("keyboard"), isSecure: state.flag("secure", default: false))),
                Attribute("data-control-id", control.id),
                placeholder.map { Attribute("placeholder", $0) },
                Attribute("aria-label", name),
                state.string("text").map { Attribute("value", $0, exactly: true) },
                Attribute("autocomplete", "off"),
                .flag("disabled", !state.flag("enabled", default: true)),
            ])
    }

    /// A switch inside the `<label>` that names it; an untitled one is named by its id.
    private static func toggle(_ control: ControlDescription) -> String {
        let state = control.state
        let title = state.string("title") ?? ""
        let input = Markup.start(
            "input",
            [
                Attribute("type", "checkbox"), Attribute("role", "switch"), Attribute("class", "nano-switch"),
                Attribute("data-control-id", control.id),
                title.isEmpty ? Attribute("aria-label", control.id) : nil,
                .flag("checked", state.flag("on", default: false)),
                .flag("disabled", !state.flag("enabled", default: true)),
            ])
        let caption = Markup.element("span", [Attribute("class", "nano-toggle-title")], Markup.escape(title))
        return Markup.element("label", [Attribute("class", "nano-toggle")], caption + input)
    }
}
