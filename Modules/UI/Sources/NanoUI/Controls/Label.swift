import NanoReactive

/// Static or bound text (UIKit's `UILabel`).
///
/// ```swift
/// let greeting = Label(id: "greeting")
/// publishers.greeting --> greeting.textBinder
/// ```
///
/// A label that is a field's validation error names the field (``errorFor``), so a host can tie
/// the two together (the web page marks the field `aria-invalid` and described by the label
/// while the label shows):
///
/// ```swift
/// let emailHint = Label(id: "email-hint", text: "Enter a valid email address", errorFor: "email")
/// publishers.isEmailHintVisible --> emailHint.isVisibleBinder
/// ```
///
/// State: `text`, and `errorFor` when set.
@MainActor
public final class Label: UserActionable {
    /// The id scripts and tests use to find the label.
    public let id: String
    /// Always ``ControlKind/label``.
    public var kind: ControlKind { .label }
    /// Whether the label is hidden.
    public var isHidden = false
    /// The text shown; long text is cut with `…` at the standard content size and wraps at
    /// larger ones.
    public var text: String
    /// The id of the field (in the same scene) whose input this label says is invalid, or
    /// `nil` for any other text. Shown, the label is that field's error; hidden, the field is
    /// valid.
    public var errorFor: String?

    /// Creates a label.
    /// - Parameters:
    ///   - id: The label's id, unique within its scene.
    ///   - text: The initial text.
    ///   - errorFor: The id of the field this label is the validation error of, if it is one.
    public init(id: String, text: String = "", errorFor: String? = nil) {
        self.id = id
        self.text = text
        self.errorFor = errorFor
    }

    /// `text`, and `errorFor` when the label is a field's error.
    public var state: ControlState {
        var properties: [ControlState.Property] = [.init("text", .string(text))]
        if let errorFor { properties.append(.init("errorFor", .string(errorFor))) }
        return ControlState(properties)
    }

    /// Sets the text; `nil` clears it. Binds both `String` and `String?` publishers
    /// (`-->` lifts a `String` into the optional). Holds the label weakly.
    public var textBinder: Binder<String?> {
        Binder(self) { label, text in label.text = text ?? "" }
    }
}
