import NanoCore
import NanoReactive

/// A headless view: it owns its controls, exposes the user's events as publishers
/// (`inputFromView`) and binds its view model's publishers (`populate(with:)`) with `-->`.
///
/// ```swift
/// final class SignUpView: SceneView {
///     let nameField = TextField(id: "name", placeholder: "Name")
///     let submitButton = Button(id: "submit", title: "Sign up")
///     override var controls: [any Control] { [nameField, submitButton] }
/// }
///
/// extension SignUpView: ViewModelled {
///     typealias ViewModel = SignUpViewModel
///
///     var inputFromView: InputFromView {
///         InputFromView(name: nameField.textPublisher.orEmpty, submitTrigger: submitButton.tapPublisher)
///     }
///
///     func populate(with publishers: ViewModel.Publishers) -> [AnyCancellable] {
///         publishers.isSubmitEnabled --> submitButton.isEnabledBinder
///     }
/// }
/// ```
@MainActor
public protocol ViewModelled: AnyObject, EmptyInitializable {
    /// The view model this view is bound to.
    associatedtype ViewModel: ViewModelType

    /// The view model's view events, so the view can write `InputFromView(...)`.
    typealias InputFromView = ViewModel.Input.FromView

    /// The view's controls, in display order (what a UIKit view would lay out).
    var controls: [any Control] { get }

    /// The user's events, handed to the view model's `transform`.
    var inputFromView: InputFromView { get }

    /// Binds the view model's publishers to the controls. The scene host keeps the returned
    /// subscriptions exactly as long as the scene is on a navigation stack.
    @BindingsBuilder
    func populate(with publishers: ViewModel.Publishers) -> [AnyCancellable]
}
