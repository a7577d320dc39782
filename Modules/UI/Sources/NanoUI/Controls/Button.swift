import NanoReactive

/// A tappable button (UIKit's `UIButton`).
///
/// ```swift
/// let submit = Button(id: "submit", title: "Sign up")
/// submit.tapPublisher                          // every tap by the user
/// publishers.isSubmitEnabled --> submit.isEnabledBinder
/// submit.tap()                                 // .refused("button 'submit' is disabled")
/// ```
///
/// State: `title` (the one shown now), `enabled`.
@MainActor
public final class Button: UserActionable {
    /// The id scripts and tests use to find the button.
    public let id: String
    /// Always ``ControlKind/button``.
    public var kind: ControlKind { .button }
    /// Whether the button is hidden.
    public var isHidden = false
    /// The title for ``ControlStateKind/normal``.
    public var title: String
    /// The title shown while disabled, if it differs from ``title``.
    public var disabledTitle: String?
    /// Whether the button reacts to taps.
    public var isEnabled: Bool

    private let taps = PassthroughSubject<Void, Never>()

    /// Creates a button.
    /// - Parameters:
    ///   - id: The button's id, unique within its scene.
    ///   - title: The title.
    ///   - isEnabled: Whether the button reacts to taps.
    public init(id: String, title: String = "", isEnabled: Bool = true) {
        self.id = id
        self.title = title
        self.isEnabled = isEnabled
    }

    /// The title shown now: the disabled title while disabled (if one is set), else ``title``.
    public var currentTitle: String {
        isEnabled ? title : disabledTitle ?? title
    }

    /// `title` (the one shown now), `enabled`.
    public var state: ControlState {
        ControlState([.init("title", .string(currentTitle)), .init("enabled", .bool(isEnabled))])
    }

    /// Emits on every accepted tap.
    public var tapPublisher: AnyPublisher<Void, Never> { taps.eraseToAnyPublisher() }

    /// Enables or disables the button. Holds the button weakly.
    public var isEnabledBinder: Binder<Bool> {
        Binder(self) { button, isEnabled in button.isEnabled = isEnabled }
    }

    /// Sets the title for `state`, like UIKit's `setTitle(_:for:)`: `.normal` sets ``title``
    /// (`nil` clears it), `.disabled` sets ``disabledTitle`` (`nil` falls back to the normal
    /// title). Holds the button weakly.
    public func titleBinder(for state: ControlStateKind = .normal) -> Binder<String?> {
        Binder(self) { button, title in button.setTitle(title, for: state) }
    }

    /// Sets the title for `state` (see ``titleBinder(for:)``).
    public func setTitle(_ title: String?, for state: ControlStateKind) {
        switch state {
        case .normal: self.title = title ?? ""
        case .disabled: disabledTitle = title
        }
    }

    /// Taps the button, as a person would, and emits on ``tapPublisher``. Refused, with nothing
    /// emitted, when the button is hidden or disabled.
    public func tap() -> ActionResult {
        if let refusal = refusal(isEnabled: isEnabled) { return refusal }
        taps.send(())
        return .performed
    }
}
