import NanoUI

extension HTMLRenderer {
    /// What a control's markup needs to know about its screen: whether the screen is a form
    /// (it has a text field), which fields a visible error label describes, and the prefix that
    /// makes its element ids unique on the page (the layer's, and a pane's position).
    struct FormContext {
        /// Whether the layer's controls are in a `<form>`: it has a text field.
        let isForm: Bool
        /// Field id → the id of the visible label that is its validation error (``Label/errorFor``).
        let errors: [String: String]
        /// `0`, `1-3`: the layer's index and a pane's position, as in its title's id.
        let scope: String

        /// The context of `scene`'s controls in the layer whose ids end in `scope`.
        init(_ scene: SceneDescription, scope: String) {
            isForm = scene.controls.contains { $0.kind == .textField }
            var errors: [String: String] = [:]
            for control in scene.controls where control.kind == .label {
                if let field = control.state.string("errorFor"), errors[field] == nil { errors[field] = control.id }
            }
            self.errors = errors
            self.scope = scope
        }

        /// A control outside any screen (a test's): no form, no errors.
        init() {
            isForm = false
            errors = [:]
            scope = "0"
        }

        /// The page-unique element id for `role` (`field`, `error`, `reason`) of control `id`.
        func elementID(_ role: String, _ id: String) -> String { "nano-\(role)-\(scope)-\(id)" }
    }

    /// One visible control as the element that takes its input, carrying
    /// `data-control-id`. The kinds and what they become:
    ///
    /// | kind | element |
    /// |---|---|
    /// | label | `<p class="nano-label">` (`nano-field-error`, with an id, when it is a field's error) |
    /// | textField | `<div class="nano-field">`: a visible `<label>` (its placeholder) and `<input class="nano-input" type=…>` (`password` when secure) with its `autocomplete` |
    /// | button, barButton | `<button type="button" class="nano-button">` (`type="submit"` when primary in a form; with `data-role`), and while it is disabled with a reason, that reason under it in `<p class="nano-reason">`, which describes it |
    /// | toggle | `<label class="nano-toggle">` around `<input type="checkbox" role="switch">` |
    /// | activityIndicator | `<div class="nano-spinner" role="status">` |
    /// | list | `<div class="nano-list">` (see ``list(_:texts:)``) |
    ///
    /// The framework's own words (a spinner's hidden `Loading`, a list's `Refresh`) are `texts`'.
    static func control(
        _ control: ControlDescription, texts: ContainerTexts = .english, form: FormContext = FormContext()
    ) -> String {
        let state = control.state
        switch control.kind {
        case .label:
            let isError = state.string("errorFor").map { form.errors[$0] == control.id } ?? false
            return Markup.element(
                "p",
                [
                    Attribute("class", isError ? "nano-label nano-field-error" : "nano-label"),
                    isError ? Attribute("id", form.elementID("error", control.id)) : nil,
                    Attribute("data-control-id", control.id),
                ],
                Markup.escape(state.string("text") ?? ""))
        case .textField:
            return textField(control, form: form)
        case .button, .barButton:
            return button(control, form: form)
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

    /// A button: `type="submit"` when it is its form's primary action (Enter in a field taps
    /// it; a disabled one blocks that), its role as `data-role`, and while disabled with a
    /// reason, `<div class="nano-action">` holding it and the reason it is described by.
    private static func button(_ control: ControlDescription, form: FormContext) -> String {
        let state = control.state
        let role = state.string("role").flatMap(ButtonRole.init(rawValue:)) ?? .standard
        let reason = state.string("reason").flatMap { $0.isEmpty ? nil : $0 }
        let reasonID = form.elementID("reason", control.id)
        let button = Markup.element(
            "button",
            [
                Attribute("type", form.isForm && role == .primary ? "submit" : "button"),
                Attribute("class", "nano-button"), Attribute("data-control-id", control.id),
                role == .standard ? nil : Attribute("data-role", role.rawValue),
                .flag("disabled", !state.flag("enabled", default: true)),
                reason == nil ? nil : Attribute("aria-describedby", reasonID),
            ],
            Markup.escape(state.string("title") ?? ""))
        guard let reason else { return button }
        return Markup.element(
            "div", [Attribute("class", "nano-action")],
            button
                + Markup.element(
                    "p", [Attribute("class", "nano-reason"), Attribute("id", reasonID)], Markup.escape(reason)))
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

    /// `<div class="nano-field">`: the field's placeholder as its visible `<label>` above it
    /// (a form's row names its field; a placeholder alone goes when typing starts), then the
    /// `<input>` with `value` only when the field has text, the `autocomplete` token of its
    /// content type (`off` without one), and `aria-invalid` and `aria-describedby` while a label
    /// shows its error. A field without a placeholder is named by its id, with no label shown.
    private static func textField(_ control: ControlDescription, form: FormContext) -> String {
        let state = control.state
        let label = state.string("placeholder").flatMap { $0.isEmpty ? nil : $0 }
        let fieldID = form.elementID("field", control.id)
        let error = form.errors[control.id]
        let autocomplete = state.string("contentType").flatMap(TextContentType.init(rawValue:))?.autocomplete
        let input = Markup.start(
            "input",
            [
                Attribute("class", "nano-input"), Attribute("id", fieldID),
                Attribute(
                    "type",
                    inputType(keyboard: state.string("keyboard"), isSecure: state.flag("secure", default: false))),
                Attribute("data-control-id", control.id),
                label == nil ? Attribute("aria-label", control.id) : nil,
                state.string("text").map { Attribute("value", $0, exactly: true) },
                Attribute("autocomplete", autocomplete ?? "off"),
                error == nil ? nil : Attribute("aria-invalid", "true"),
                error.map { Attribute("aria-describedby", form.elementID("error", $0)) },
                .flag("disabled", !state.flag("enabled", default: true)),
            ])
        let caption = label.map {
            Markup.element(
                "label", [Attribute("class", "nano-field-label"), Attribute("for", fieldID)], Markup.escape($0))
        }
        return Markup.element("div", [Attribute("class", "nano-field")], (caption ?? "") + input)
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
