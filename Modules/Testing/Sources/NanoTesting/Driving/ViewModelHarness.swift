import NanoCore
import NanoReactive

/// A view model transformed the way its scene host does it — once, with controller events a
/// test fires — with its steps and toasts recorded. Feed the view's inputs through subjects you
/// pass in `fromView`, and read its publishers with ``record(_:)``.
///
/// ```swift
/// let taps = PassthroughSubject<Void, Never>()
/// let harness = ViewModelHarness(HomeViewModel(sessions: sessions), fromView: .init(logOut: taps.eraseToAnyPublisher()))
/// let welcome = harness.record(\.welcome)
/// taps.send(())
/// #expect(harness.steps.values == [.loggedOut])
/// ```
@MainActor
public final class ViewModelHarness<ViewModel: ViewModelType> {
    /// The controller events the view model sees (`viewDidLoad`, bar-button taps, ...).
    public let events = ControllerEvents()
    /// The view model under test (held, so it lives as long as the harness).
    public let viewModel: ViewModel
    /// What `transform` returned (it is called once, as a scene host calls it): the publishers
    /// to record, the navigation the harness records in ``steps``, the view model's own
    /// subscriptions.
    public let output: Output<ViewModel.Publishers, ViewModel.NavigationStep>
    /// Every navigation step, in order.
    public let steps: PublisherRecorder<ViewModel.NavigationStep, Never>
    /// Every toast the view model showed, in order.
    public let toasts: PublisherRecorder<Toast, Never>
    /// Every title the view model wrote back, in order.
    public let titles: PublisherRecorder<String, Never>

    /// Transforms `viewModel` with `fromView`, then (unless told otherwise) fires `viewDidLoad`
    /// and `viewWillAppear` as the host would.
    public init(
        _ viewModel: ViewModel,
        fromView: ViewModel.Input.FromView,
        load: Bool = true,
        appear: Bool = true
    ) {
        self.viewModel = viewModel
        toasts = PublisherRecorder(events.toasts)
        titles = PublisherRecorder(events.titles)
        // Steps sent during `transform` wait in the navigator until this subscribes.
        output = viewModel.transform(input: ViewModel.Input(fromView: fromView, fromController: events.input))
        steps = PublisherRecorder(output.navigation)
        if load { events.sendViewDidLoad() }
        if appear { events.sendViewWillAppear() }
    }

    /// Fires `viewDidLoad`, as the host does once the view is bound (for a harness made with
    /// `load: false`, after recording the publishers the way the view binds them first).
    public func load() { events.sendViewDidLoad() }

    /// Fires `viewWillAppear`, as the host does each time the screen (re)appears.
    public func appear() { events.sendViewWillAppear() }

    /// The publishers the view would bind.
    public var publishers: ViewModel.Publishers { output.publishers }

    /// Records one of the view model's publishers from now on.
    public func record<Value>(
        _ publisher: KeyPath<ViewModel.Publishers, AnyPublisher<Value, Never>>
    ) -> PublisherRecorder<Value, Never> {
        PublisherRecorder(publishers[keyPath: publisher])
    }
}
