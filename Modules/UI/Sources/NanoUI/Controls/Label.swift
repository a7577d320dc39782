import NanoReactive

/// Static or bound text (UIKit's `UILabel`).
///
/// ```swift
/// let greeting = Label(id: "greeting")
/// publishers.greeting --> greeting.textBinder
/// ```
///
/// State: `text`.
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

    /// Creates a label.
    /// - Parameters:
    ///   - id: The label's id, unique within its scene.
    ///   - text: The initial text.
    public init(id: String, text: String = "") {
        self.id = id
        self.text = text
    }

    /// `text`.
    public var state: ControlState {
        ControlState([.init("text", .string(text))])
    }

    /// Sets the text; `nil` clears it. Binds both `String` and `String?` publishers
    /// (`-->` lifts a `String` into the optional). Holds the label weakly.
    public var textBinder: Binder<String?> {
        Binder(self) { label, text in label.text = text ?? "" }
    }
}
