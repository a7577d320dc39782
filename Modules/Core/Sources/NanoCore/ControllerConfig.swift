/// The static configuration of a scene: its title, whether it hides the back button, and its
/// bar buttons. Declared once per scene type.
public struct ControllerConfig: Sendable, Equatable {
    /// The title shown in the navigation bar, if any.
    public var title: String?
    /// Whether the scene hides the back button of its stack.
    public var hidesBackButton: Bool
    /// The left bar button, if any. Its taps reach the view model as `leftBarButtonTrigger`.
    public var leftBarButton: BarButtonContent?
    /// The right bar button, if any. Its taps reach the view model as `rightBarButtonTrigger`.
    public var rightBarButton: BarButtonContent?

    /// A configuration; every part defaults to "none": no title, the back button shown, no bar
    /// buttons (`ControllerConfig()` is what a scene without ``ControllerConfigProviding`` gets).
    public init(
        title: String? = nil,
        hidesBackButton: Bool = false,
        leftBarButton: BarButtonContent? = nil,
        rightBarButton: BarButtonContent? = nil
    ) {
        self.title = title
        self.hidesBackButton = hidesBackButton
        self.leftBarButton = leftBarButton
        self.rightBarButton = rightBarButton
    }
}

/// What a bar button shows.
public struct BarButtonContent: Sendable, Equatable {
    /// The button's label: a text or a standard system item.
    public enum Label: Sendable, Equatable {
        /// The given text, shown as is (`Skip`, `Log out`).
        case title(String)
        /// A standard item, rendered by the platform.
        case system(SystemItem)
    }

    /// The standard bar-button items a platform renders in its own way.
    public enum SystemItem: String, Sendable, Equatable, CaseIterable {
        /// Confirms and ends the current task; the headless renderer shows `Done`.
        case done
        /// Abandons the current task without saving; shown as `Cancel`.
        case cancel
        /// Keeps the edits made on the screen; shown as `Save`.
        case save
        /// Switches the screen into editing; shown as `Edit`.
        case edit
        /// Creates a new item; shown as `Add` (UIKit draws a plus).
        case add
        /// Closes a presented screen; shown as `Close`.
        case close
    }

    /// What the button shows: a text or a system item (see ``text`` for how it is drawn).
    public var label: Label
    /// Whether the button reacts to taps.
    public var isEnabled: Bool

    /// Content showing `label`, enabled unless told otherwise (a disabled one is drawn
    /// `(in parentheses)` and ignores taps).
    public init(_ label: Label, isEnabled: Bool = true) {
        self.label = label
        self.isEnabled = isEnabled
    }

    /// A text bar button.
    public static func title(_ text: String) -> BarButtonContent { .init(.title(text)) }

    /// A system bar button.
    public static func system(_ item: SystemItem) -> BarButtonContent { .init(.system(item)) }

    /// The text a headless renderer shows for this button.
    public var text: String {
        switch label {
        case .title(let title): title
        case .system(let item): item.rawValue.prefix(1).uppercased() + item.rawValue.dropFirst()
        }
    }
}

/// A short message shown over a scene.
public struct Toast: Sendable, Equatable {
    /// How the message is styled.
    public enum Style: String, Sendable, Equatable {
        /// Neutral information; drawn with `•` (`*` in ASCII).
        case info
        /// Something the person asked for worked; drawn with `✓` (`+`), green in colour.
        case success
        /// Something failed and the person may act on it; drawn with `✗` (`!`), red in colour.
        case error
    }

    /// The sentence shown at the bottom of the screen, wrapped to its width.
    public var message: String
    /// How the message is marked and coloured.
    public var style: Style

    /// A toast showing `message`, as neutral information unless `style` says otherwise.
    public init(_ message: String, style: Style = .info) {
        self.message = message
        self.style = style
    }
}

/// A scene that declares its ``ControllerConfig`` once, as a static constant:
///
/// ```swift
/// final class SignUpScene: NanoViewController<SignUpView>, ControllerConfigProviding {
///     static let config = ControllerConfig(title: "Sign Up")
/// }
/// ```
///
/// A scene that does not adopt it gets its view's config when the view adopts it (a screen
/// with no scene subclass, `NanoViewController<AboutView>`), else `ControllerConfig()`: no
/// title, a back button, no bar buttons.
@MainActor
public protocol ControllerConfigProviding {
    /// The scene's title, back-button visibility and bar buttons, the same for every instance.
    static var config: ControllerConfig { get }
}
