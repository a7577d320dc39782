import NanoReactive
import NanoUI

/// The sign-up screen's controls, top to bottom:
///
/// | id | control | shows |
/// |---|---|---|
/// | `name` | text field, placeholder "Name", a person's name | the name (prefilled from the link) |
/// | `email` | text field, placeholder "Email", email keyboard and content | the email (prefilled from the link) |
/// | `email-hint` | label "Enter a valid email address", the email's error | only while the email is non-empty and invalid |
/// | `submit` | button "Sign up", the primary action | enabled while the form is valid and no request is in flight; while the form is not, says what it needs |
/// | `loading` | activity indicator | animating while the request is in flight |
///
/// The fields are read-only while a request is in flight.
final class SignUpView: SceneView, ViewModelled {
    /// The view model the view is bound to.
    typealias ViewModel = SignUpViewModel

    /// The control ids, as scripts and tests use them.
    enum ID {
        /// The name field.
        static let name = "name"
        /// The email field.
        static let email = "email"
        /// The invalid-email hint.
        static let emailHint = "email-hint"
        /// The submit button.
        static let submit = "submit"
        /// The activity indicator.
        static let loading = "loading"
    }

    /// The name field.
    let nameField = TextField(id: ID.name, placeholder: "Name", contentType: .name)
    /// The email field.
    let emailField = TextField(id: ID.email, placeholder: "Email", keyboard: .email, contentType: .email)
    /// The hint shown under an invalid email: the email field's error.
    let emailHint = Label(id: ID.emailHint, text: "Enter a valid email address", errorFor: ID.email)
    /// The submit button, the screen's primary action.
    let submitButton = Button(id: ID.submit, title: "Sign up", isEnabled: false, role: .primary)
    /// The spinner shown while the request is in flight.
    let loadingIndicator = ActivityIndicatorView(id: ID.loading, isAnimating: false)

    /// Creates the view; the hint starts hidden.
    required init() {
        super.init()
        emailHint.isHidden = true
    }

    /// The controls in display order.
    override var controls: [any Control] { [nameField, emailField, emailHint, submitButton, loadingIndicator] }

    /// The person's edits and taps. The fields' publishers start with the current text;
    /// only edits are passed on (the view model starts from its prefill).
    var inputFromView: InputFromView {
        SignUpViewModel.InputFromView(
            name: nameField.textPublisher.dropFirst().orEmpty,
            email: emailField.textPublisher.dropFirst().orEmpty,
            submit: submitButton.tapPublisher
        )
    }

    /// Binds the view model's state to the controls.
    func populate(with publishers: ViewModel.Publishers) -> [AnyCancellable] {
        publishers.name --> nameField.textBinder
        publishers.email --> emailField.textBinder
        publishers.isEmailHintVisible --> emailHint.isVisibleBinder
        publishers.isSubmitEnabled --> submitButton.isEnabledBinder
        publishers.isFormIncomplete.map { $0 ? "Enter your name and a valid email address to sign up." : nil }
            --> submitButton.disabledReasonBinder
        publishers.isLoading --> loadingIndicator.isAnimatingBinder
        publishers.isLoading.map { !$0 } --> nameField.isEnabledBinder
        publishers.isLoading.map { !$0 } --> emailField.isEnabledBinder
    }
}
