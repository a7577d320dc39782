import NanoCore
import NanoReactive

/// A headless view: it owns its controls, exposes the user's events as publishers
/// (`inputFromView`) and binds its view model's publishers (`populate(with:)`) with `-->`.
///
/// ```swift
/// final class SignUpView: ViewModelled {
///     typealias ViewModel = SignUpViewModel
///     let nameField = TextField(id: "name", placeholder: "Name")
///     let submitButton = Button(id: "submit", title: "Sign up")
///
///     var controls: [any Control] { [nameField, submitButton] }
///
///     var inputFromView: ViewModel.Input.FromView {
///         .init(name: nameField.textPublisher.orEmpty(), submit: submitButton.tapPublisher)
///     }
///
///     func populate(with publishers: ViewModel.Output.Publishers) -> [AnyCancellable] {
///         publishers.isSubmitEnabled --> submitButton.isEnabledBinder
///     }
/// }
/// ```
@MainActor
public protocol ViewModelled: AnyObject {
    /// The view model this view is bound to.
    associatedtype ViewModel: ViewModelType

    /// Creates the view with its controls. The scene host calls this once.
    init()

    /// The view's controls, in display order.
    var controls: [any Control] { get }

    /// The user's events, handed to the view model's `transform`.
    var inputFromView: ViewModel.Input.FromView { get }

    /// Binds the view model's publishers to the controls. The scene host keeps the returned
    /// subscriptions exactly as long as the scene is on a navigation stack.
    @BindingsBuilder
    func populate(with publishers: ViewModel.Output.Publishers) -> [AnyCancellable]
}
