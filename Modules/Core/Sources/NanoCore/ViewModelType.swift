import NanoReactive

/// A pure view model: it turns the events of a screen into the state the screen shows and the
/// navigation steps it asks for, and never touches a view, a control or a navigation API.
///
/// Subclass ``AbstractViewModel``, which conforms and supplies `Input`, and override
/// `transform(input:)`:
///
/// ```swift
/// final class SignUpViewModel: AbstractViewModel<
///     SignUpViewModel.InputFromView,
///     SignUpViewModel.Publishers,
///     SignUpUserAction
/// > {
///     override func transform(input: Input) -> Output<Publishers, SignUpUserAction> { ... }
/// }
/// ```
@MainActor
public protocol ViewModelType: AnyObject {
    /// What the view model receives: the view's events and the hosting controller's events.
    associatedtype Input: InputType
    /// The publishers the view binds in `populate(with:)`, usually a nested `struct Publishers`.
    associatedtype Publishers
    /// The navigation steps the view model can ask its coordinator for (`Never` for none).
    associatedtype NavigationStep

    /// Builds the screen's logic. The scene host calls it exactly once, before binding.
    func transform(input: Input) -> Output<Publishers, NavigationStep>
}

/// The input of a view model: events from its view and from the controller that hosts it.
public protocol InputType {
    /// The view's events (text changes, taps, toggles) as publishers.
    associatedtype FromView
    /// What the view sends: its `InputFromView` value (text publishers, tap publishers, ...).
    var fromView: FromView { get }
    /// The hosting controller's lifecycle events, bar-button taps and write-backs.
    var fromController: InputFromController { get }
    /// Creates an input from the view's and the controller's events.
    init(fromView: FromView, fromController: InputFromController)
}
