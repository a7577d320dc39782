import NanoReactive

/// The sending side of ``InputFromController``: a scene host (or a test) owns one, fires the
/// lifecycle and bar-button events, and observes the view model's write-backs.
///
/// ```swift
/// let events = ControllerEvents()
/// let output = viewModel.transform(input: .init(fromView: fake, fromController: events.input))
/// events.sendViewDidLoad()
/// events.tapRightBarButton()
/// ```
@MainActor
public final class ControllerEvents {
    private let viewDidLoadSubject = PassthroughSubject<Void, Never>()
    private let viewWillAppearSubject = PassthroughSubject<Void, Never>()
    private let viewDidAppearSubject = PassthroughSubject<Void, Never>()
    private let leftBarButtonSubject = PassthroughSubject<Void, Never>()
    private let rightBarButtonSubject = PassthroughSubject<Void, Never>()

    /// The title written back by the view model.
    public let titles = PassthroughSubject<String, Never>()
    /// The left bar-button content written back by the view model.
    public let leftBarButtonContents = PassthroughSubject<BarButtonContent?, Never>()
    /// The right bar-button content written back by the view model.
    public let rightBarButtonContents = PassthroughSubject<BarButtonContent?, Never>()
    /// The toasts written back by the view model.
    public let toasts = PassthroughSubject<Toast, Never>()

    /// The target a tap on the left bar button presses (it fires `leftBarButtonTrigger`).
    public let leftBarButtonTarget: AbstractTarget
    /// The target a tap on the right bar button presses (it fires `rightBarButtonTrigger`).
    public let rightBarButtonTarget: AbstractTarget

    /// Creates a fresh set of controller events.
    public init() {
        leftBarButtonTarget = AbstractTarget(triggerSubject: leftBarButtonSubject)
        rightBarButtonTarget = AbstractTarget(triggerSubject: rightBarButtonSubject)
    }

    /// The input handed to the view model.
    public var input: InputFromController {
        InputFromController(
            viewDidLoad: viewDidLoadSubject.eraseToAnyPublisher(),
            viewWillAppear: viewWillAppearSubject.eraseToAnyPublisher(),
            viewDidAppear: viewDidAppearSubject.eraseToAnyPublisher(),
            leftBarButtonTrigger: leftBarButtonSubject.eraseToAnyPublisher(),
            rightBarButtonTrigger: rightBarButtonSubject.eraseToAnyPublisher(),
            titleSubject: titles,
            leftBarButtonContentSubject: leftBarButtonContents,
            rightBarButtonContentSubject: rightBarButtonContents,
            toastSubject: toasts
        )
    }

    /// Fires `viewDidLoad`, as a scene host does once, after the view is built and bound.
    public func sendViewDidLoad() { viewDidLoadSubject.send(()) }
    /// Fires `viewWillAppear`, as a scene host does each time the scene is about to show
    /// (first display, and again when the screen above it leaves).
    public func sendViewWillAppear() { viewWillAppearSubject.send(()) }
    /// Fires `viewDidAppear`, as a scene host does after each appearance.
    public func sendViewDidAppear() { viewDidAppearSubject.send(()) }
    /// Fires the left bar-button trigger, through ``leftBarButtonTarget``.
    public func tapLeftBarButton() { leftBarButtonTarget.pressed() }
    /// Fires the right bar-button trigger, through ``rightBarButtonTarget``.
    public func tapRightBarButton() { rightBarButtonTarget.pressed() }
}

/// The target of a target-action pair: each ``pressed()`` sends into its subject. UIKit calls
/// such an object through a selector (`addTarget(_:action:for:)`); a headless control calls it
/// directly. ``ControllerEvents`` keeps one per bar button, so a tap on a scene's left or right
/// bar button reaches the view model as `leftBarButtonTrigger` / `rightBarButtonTrigger`.
@MainActor
public final class AbstractTarget {
    private let triggerSubject: PassthroughSubject<Void, Never>

    /// A target that sends into `triggerSubject`.
    public init(triggerSubject: PassthroughSubject<Void, Never>) {
        self.triggerSubject = triggerSubject
    }

    /// The action: sends `()` into the subject, synchronously.
    public func pressed() {
        triggerSubject.send(())
    }
}
