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

    /// Creates a configuration.
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
        /// A text label.
        case title(String)
        /// A standard item, rendered by the platform.
        case system(SystemItem)
    }

    /// The standard bar-button items a platform renders in its own way.
    public enum SystemItem: String, Sendable, Equatable, CaseIterable {
        /// Done.
        case done
        /// Cancel.
        case cancel
        /// Save.
        case save
        /// Edit.
        case edit
        /// Add.
        case add
        /// Close.
        case close
    }

    /// The label.
    public var label: Label
    /// Whether the button reacts to taps.
    public var isEnabled: Bool

    /// Creates bar-button content.
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
        /// Neutral information.
        case info
        /// A success confirmation.
        case success
        /// An error.
        case error
    }

    /// The message.
    public var message: String
    /// The style.
    public var style: Style

    /// Creates a toast.
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
/// A scene that does not adopt it gets `ControllerConfig()`: no title, a back button, no bar
/// buttons.
@MainActor
public protocol ControllerConfigProviding {
    /// The scene's title, back-button visibility and bar buttons, the same for every instance.
    static var config: ControllerConfig { get }
}
