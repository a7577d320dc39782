import NanoReactive

/// An on/off switch with a title (UIKit's `UISwitch` beside its label).
///
/// ```swift
/// let newsletter = Toggle(id: "newsletter", title: "Send me news")
/// newsletter.isOnPublisher                     // current value, then every flip by the user
/// publishers.isSubscribed --> newsletter.isOnBinder
/// newsletter.toggle()
/// ```
///
/// State: `title`, `on`, `enabled`.
@MainActor
public final class Toggle: UserActionable {
    /// The id scripts and tests use to find the toggle.
    public let id: String
    /// Always ``ControlKind/toggle``.
    public var kind: ControlKind { .toggle }
    /// Whether the toggle is hidden.
    public var isHidden = false
    /// The title shown beside the switch.
    public var title: String
    /// Whether the switch is on. Setting it programmatically does not emit on ``isOnPublisher``.
    public var isOn: Bool
    /// Whether the user can flip the switch.
    public var isEnabled: Bool

    private let flips = UserEvents<Bool>()

    /// Creates a toggle.
    /// - Parameters:
    ///   - id: The toggle's id, unique within its scene.
    ///   - title: The title shown beside the switch.
    ///   - isOn: Whether the switch starts on.
    ///   - isEnabled: Whether the user can flip the switch.
    public init(id: String, title: String = "", isOn: Bool = false, isEnabled: Bool = true) {
        self.id = id
        self.title = title
        self.isOn = isOn
        self.isEnabled = isEnabled
    }

    /// `title`, `on`, `enabled`.
    public var state: ControlState {
        ControlState([.init("title", .string(title)), .init("on", .bool(isOn)), .init("enabled", .bool(isEnabled))])
    }

    /// The current value when subscribed, then the value after each flip by the user
    /// (``toggle()``). Binder updates are not echoed, as in UIKit.
    public var isOnPublisher: AnyPublisher<Bool, Never> {
        flips.publisher { [weak self] in self?.isOn ?? false }
    }

    /// Sets the switch without emitting on ``isOnPublisher``. Holds the toggle weakly.
    public var isOnBinder: Binder<Bool> {
        Binder(self) { toggle, isOn in toggle.isOn = isOn }
    }

    /// Enables or disables the switch. Holds the toggle weakly.
    public var isEnabledBinder: Binder<Bool> {
        Binder(self) { toggle, isEnabled in toggle.isEnabled = isEnabled }
    }

    /// Sets the title (`nil` clears it). Holds the toggle weakly.
    public var titleBinder: Binder<String?> {
        Binder(self) { toggle, title in toggle.title = title ?? "" }
    }

    /// Flips the switch, as a person would, and emits the new value on ``isOnPublisher``.
    /// Refused, with nothing changed, when the toggle is hidden or disabled.
    public func toggle() -> ActionResult {
        if let refusal = refusal(isEnabled: isEnabled) { return refusal }
        isOn.toggle()
        flips.send(isOn)
        return .performed
    }
}
