import NanoCore
import NanoReactive

/// A navigation-bar button of a scene. Its content comes from the scene's static config and
/// can be replaced by the view model's write-backs; its taps reach the view model as
/// `leftBarButtonTrigger` / `rightBarButtonTrigger`.
@MainActor
public final class BarButton: UserActionable {
    /// `left-bar-button` or `right-bar-button`.
    public let id: String
    /// Always ``ControlKind/barButton``.
    public var kind: ControlKind { .barButton }
    /// Whether the button is hidden (a write-back of `nil` content hides it).
    public var isHidden: Bool = false
    /// What the button shows and whether it is enabled.
    public var content: BarButtonContent

    private let taps = PassthroughSubject<Void, Never>()

    /// Creates a bar button.
    public init(id: String, content: BarButtonContent) {
        self.id = id
        self.content = content
    }

    /// Emits on every accepted tap.
    public var tapPublisher: AnyPublisher<Void, Never> { taps.eraseToAnyPublisher() }

    /// The title, enabled flag and visibility.
    public var state: ControlState {
        ControlState([.init("title", .string(content.text)), .init("enabled", .bool(content.isEnabled))])
    }

    /// Taps the button, unless it is disabled or hidden.
    public func tap() -> ActionResult {
        if isHidden { return .refused("bar button '\(id)' is hidden") }
        if !content.isEnabled { return .refused("bar button '\(id)' is disabled") }
        taps.send(())
        return .performed
    }
}
