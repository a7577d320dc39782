import NanoReactive

/// A pure view model: it turns the events of a screen into the state the screen shows and the
/// navigation steps it asks for, and never touches a view, a control or a navigation API.
///
/// Adopt it together with ``AbstractViewModel``, which supplies `Input`, `Output` and a
/// ``Navigator``:
///
/// ```swift
/// final class SignUpViewModel: AbstractViewModel<SignUpViewModel.FromView,
///                                                SignUpViewModel.Publishers,
///                                                SignUpViewModel.Step>, ViewModelType {
///     func transform(input: Input) -> Output { ... }
/// }
/// ```
///
/// Forgetting `transform` is a compile error ("does not conform to protocol"), not a trap at
/// run time.
@MainActor
public protocol ViewModelType: AnyObject {
    /// What the view model receives: the view's events and the hosting controller's events.
    associatedtype Input: InputType
    /// What the view model produces: publishers for the view and a stream of navigation steps.
    associatedtype Output: OutputType

    /// Builds the screen's logic. The scene host calls it exactly once, before binding.
    func transform(input: Input) -> Output
}

/// The input of a view model: events from its view and from the controller that hosts it.
public protocol InputType {
    /// The view's events (text changes, taps, toggles) as publishers.
    associatedtype FromView
    /// The view's events.
    var fromView: FromView { get }
    /// The hosting controller's lifecycle events, bar-button taps and write-backs.
    var fromController: InputFromController { get }
    /// Creates an input from the view's and the controller's events.
    init(fromView: FromView, fromController: InputFromController)
}

/// The output of a view model: what its view shows and where the flow goes next.
@MainActor
public protocol OutputType {
    /// The publishers the view binds in `populate(with:)`.
    associatedtype Publishers
    /// The navigation steps the view model can ask its coordinator for.
    associatedtype Step
    /// The publishers the view binds.
    var publishers: Publishers { get }
    /// The navigation steps, delivered synchronously on the main actor.
    var navigation: AnyPublisher<Step, Never> { get }
    /// Subscriptions the view model made for its own side effects; the host keeps them alive
    /// exactly as long as the scene.
    var bindings: [AnyCancellable] { get }
}
