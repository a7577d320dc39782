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
/// A button says what it means on its screen (``role``: the screen's primary action, a cancel,
/// a destructive action) and, while disabled, why (``disabledReason``), which hosts show:
///
/// ```swift
/// let submit = Button(id: "submit", title: "Sign up", isEnabled: false, role: .primary)
/// publishers.submitHint --> submit.disabledReasonBinder   // "Enter your name and …"
/// ```
///
/// State: `title` (the one shown now), `enabled`; `role` unless ``ButtonRole/standard``;
/// `reason` while disabled with a reason.
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
    /// What the button means on its screen.
    public var role: ButtonRole
    /// Why the button is disabled, in the person's words (`Enter your name and a valid email
    /// address`), shown beside it while it is; `nil` or empty when there is nothing to say.
    public var disabledReason: String?

    private let taps = PassthroughSubject<Void, Never>()

    /// Creates a button.
    /// - Parameters:
    ///   - id: The button's id, unique within its scene.
    ///   - title: The title.
    ///   - isEnabled: Whether the button reacts to taps.
    ///   - role: What the button means on its screen.
    public init(id: String, title: String = "", isEnabled: Bool = true, role: ButtonRole = .standard) {
        self.id = id
        self.title = title
        self.isEnabled = isEnabled
        self.role = role
    }

    /// The reason shown now: ``disabledReason`` while disabled (when it has text), else `nil`.
    public var shownReason: String? {
        guard !isEnabled, let disabledReason, !disabledReason.isEmpty else { return nil }
        return disabledReason
    }

    /// The title shown now: the disabled title while disabled (if one is set), else ``title``.
    public var currentTitle: String {
        isEnabled ? title : disabledTitle ?? title
    }

    /// `title` (the one shown now), `enabled`; `role` unless standard; `reason` while one shows.
    public var state: ControlState {
        var properties: [ControlState.Property] = [
            .init("title", .string(currentTitle)), .init("enabled", .bool(isEnabled)),
        ]
        if role != .standard { properties.append(.init("role", .string(role.rawValue))) }
        if let shownReason { properties.append(.init("reason", .string(shownReason))) }
        return ControlState(properties)
    }

    /// Emits on every accepted tap.
    public var tapPublisher: AnyPublisher<Void, Never> { taps.eraseToAnyPublisher() }

    /// Enables or disables the button. Holds the button weakly.
    public var isEnabledBinder: Binder<Bool> {
        Binder(self) { button, isEnabled in button.isEnabled = isEnabled }
    }

    /// Sets the reason shown while the button is disabled (`nil`: none). Holds the button weakly.
    public var disabledReasonBinder: Binder<String?> {
        Binder(self) { button, reason in button.disabledReason = reason }
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
