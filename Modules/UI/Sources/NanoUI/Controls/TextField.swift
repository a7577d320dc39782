import NanoReactive

/// Editable text (UIKit's `UITextField`).
///
/// ```swift
/// let email = TextField(id: "email", placeholder: "Email", keyboard: .email)
/// email.textPublisher.orEmpty            // current text, then every edit by the user
/// publishers.suggestedEmail --> email.textBinder
/// email.type("ada@example.com")           // what a person or a script does
/// ```
///
/// What the field holds (``contentType``: a name, an email) lets a host offer autofill:
/// `TextField(id: "email", placeholder: "Email", keyboard: .email, contentType: .email)`.
///
/// State: `text`, `placeholder`, `secure`, `keyboard`, `enabled`; `contentType` when set.
@MainActor
public final class TextField: UserActionable {
    /// The id scripts and tests use to find the field.
    public let id: String
    /// Always ``ControlKind/textField``.
    public var kind: ControlKind { .textField }
    /// Whether the field is hidden.
    public var isHidden = false
    /// The text. Setting it programmatically does not emit on ``textPublisher``.
    public var text: String?
    /// The text shown while the field is empty.
    public var placeholder: String?
    /// Whether the text is masked when shown (passwords).
    public var isSecureTextEntry: Bool
    /// The keyboard the field asks for.
    public var keyboard: KeyboardKind
    /// Whether the user can edit the field.
    public var isEnabled: Bool
    /// What the field holds (a name, an email), or `nil` when it is nothing a host could fill in.
    public var contentType: TextContentType?

    private let edits = UserEvents<String?>()

    /// Creates a text field.
    /// - Parameters:
    ///   - id: The field's id, unique within its scene.
    ///   - placeholder: The text shown while the field is empty.
    ///   - text: The initial text.
    ///   - isSecureTextEntry: Whether the text is masked when shown.
    ///   - keyboard: The keyboard the field asks for.
    ///   - isEnabled: Whether the user can edit the field.
    ///   - contentType: What the field holds, for autofill.
    public init(
        id: String,
        placeholder: String? = nil,
        text: String? = nil,
        isSecureTextEntry: Bool = false,
        keyboard: KeyboardKind = .default,
        isEnabled: Bool = true,
        contentType: TextContentType? = nil
    ) {
        self.id = id
        self.placeholder = placeholder
        self.text = text
        self.isSecureTextEntry = isSecureTextEntry
        self.keyboard = keyboard
        self.isEnabled = isEnabled
        self.contentType = contentType
    }

    /// `text` (`null` when unset), `placeholder`, `secure`, `keyboard`, `enabled`;
    /// `contentType` when set.
    public var state: ControlState {
        var properties: [ControlState.Property] = [
            .init("text", text.map(StateValue.string) ?? .null),
            .init("placeholder", placeholder.map(StateValue.string) ?? .null),
            .init("secure", .bool(isSecureTextEntry)),
            .init("keyboard", .string(keyboard.rawValue)),
            .init("enabled", .bool(isEnabled)),
        ]
        if let contentType { properties.append(.init("contentType", .string(contentType.rawValue))) }
        return ControlState(properties)
    }

    /// The current text when subscribed, then the text after each edit by the user (``type(_:)``).
    /// Binder updates are not echoed, as UIKit's `editingChanged` is not sent when code sets `text`.
    public var textPublisher: AnyPublisher<String?, Never> {
        edits.publisher { [weak self] in self?.text }
    }

    /// Sets the text without emitting on ``textPublisher``. Holds the field weakly.
    public var textBinder: Binder<String?> {
        Binder(self) { field, text in field.text = text }
    }

    /// Sets the placeholder. Holds the field weakly.
    public var placeholderBinder: Binder<String?> {
        Binder(self) { field, placeholder in field.placeholder = placeholder }
    }

    /// Enables or disables editing. Holds the field weakly.
    public var isEnabledBinder: Binder<Bool> {
        Binder(self) { field, isEnabled in field.isEnabled = isEnabled }
    }

    /// Masks or unmasks the text. Holds the field weakly.
    public var isSecureTextEntryBinder: Binder<Bool> {
        Binder(self) { field, isSecure in field.isSecureTextEntry = isSecure }
    }

    /// Replaces the text with `text`, as a person typing, and emits it on ``textPublisher``.
    /// Refused, with nothing changed, when the field is hidden or disabled.
    public func type(_ text: String) -> ActionResult {
        if let refusal = refusal(isEnabled: isEnabled) { return refusal }
        self.text = text
        edits.send(text)
        return .performed
    }
}
