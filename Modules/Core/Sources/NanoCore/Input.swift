import NanoReactive

/// The standard ``InputType``: the view's events plus the controller's events.
public struct Input<FromView>: InputType {
    /// What the view sends: its `InputFromView` value (text publishers, tap publishers, ...).
    public let fromView: FromView
    /// The hosting controller's events and write-backs.
    public let fromController: InputFromController

    /// Creates an input from the view's and the controller's events.
    public init(fromView: FromView, fromController: InputFromController) {
        self.fromView = fromView
        self.fromController = fromController
    }
}

/// What the hosting controller gives every view model: lifecycle events, bar-button taps, and
/// subjects the view model writes to in order to change the title, the bar buttons or show a
/// toast.
public struct InputFromController {
    /// Emits once when the scene has built and bound its view.
    public let viewDidLoad: AnyPublisher<Void, Never>
    /// Emits each time the scene is about to become the top of its stack.
    public let viewWillAppear: AnyPublisher<Void, Never>
    /// Emits each time the scene has become the top of its stack.
    public let viewDidAppear: AnyPublisher<Void, Never>
    /// Emits when the left bar button is tapped.
    public let leftBarButtonTrigger: AnyPublisher<Void, Never>
    /// Emits when the right bar button is tapped.
    public let rightBarButtonTrigger: AnyPublisher<Void, Never>
    /// Send a string to change the scene's title.
    public let titleSubject: PassthroughSubject<String, Never>
    /// Send content to replace (or, with `nil`, remove) the left bar button.
    public let leftBarButtonContentSubject: PassthroughSubject<BarButtonContent?, Never>
    /// Send content to replace (or, with `nil`, remove) the right bar button.
    public let rightBarButtonContentSubject: PassthroughSubject<BarButtonContent?, Never>
    /// Send a toast to show it over the scene.
    public let toastSubject: PassthroughSubject<Toast, Never>

    /// Creates the controller input. Scene hosts and tests use ``ControllerEvents`` instead of
    /// calling this directly.
    public init(
        viewDidLoad: AnyPublisher<Void, Never>,
        viewWillAppear: AnyPublisher<Void, Never>,
        viewDidAppear: AnyPublisher<Void, Never>,
        leftBarButtonTrigger: AnyPublisher<Void, Never>,
        rightBarButtonTrigger: AnyPublisher<Void, Never>,
        titleSubject: PassthroughSubject<String, Never>,
        leftBarButtonContentSubject: PassthroughSubject<BarButtonContent?, Never>,
        rightBarButtonContentSubject: PassthroughSubject<BarButtonContent?, Never>,
        toastSubject: PassthroughSubject<Toast, Never>
    ) {
        self.viewDidLoad = viewDidLoad
        self.viewWillAppear = viewWillAppear
        self.viewDidAppear = viewDidAppear
        self.leftBarButtonTrigger = leftBarButtonTrigger
        self.rightBarButtonTrigger = rightBarButtonTrigger
        self.titleSubject = titleSubject
        self.leftBarButtonContentSubject = leftBarButtonContentSubject
        self.rightBarButtonContentSubject = rightBarButtonContentSubject
        self.toastSubject = toastSubject
    }
}
