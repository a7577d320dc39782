// Seed 000's inline example ("A quick inline taste of the architecture"), adapted only as
// docs/from-nanoviewcontroller.md says: UIKit names replaced by their headless counterparts,
// the seed's `{ ... }` elisions written out, and its errata fixed (each marked `ERRATUM`).
// Everything else is the seed's text, which is why swift-format leaves this file alone.
// swift-format-ignore-file
import Foundation
import NanoCore
import NanoReactive
import NanoUI

// MARK: NanoViewController
public final class SignUpScene: NanoViewController<SignUpView>, ControllerConfigProviding {  // tiny VC
    public static let config = ControllerConfig(title: "Sign Up")
}

// MARK: View
public final class SignUpView: SceneView {
    private lazy var nameField: TextField = { TextField(id: "name", placeholder: "Name") }()
    private lazy var emailField: TextField = { TextField(id: "email", placeholder: "Email", keyboard: .email) }()
    private lazy var submitButton: Button = { Button(id: "submit", title: "Sign Up") }()
    private lazy var spinner: ActivityIndicatorView = { ActivityIndicatorView(id: "spinner") }()

    // HEADLESS: the controls in display order, where a UIView adds subviews and constraints.
    override public var controls: [any Control] { [nameField, emailField, submitButton, spinner] }
}

extension SignUpView: ViewModelled {
    public typealias ViewModel = SignUpViewModel
    public var inputFromView: InputFromView {
        InputFromView(
            name: nameField.textPublisher.orEmpty,
            email: emailField.textPublisher.orEmpty,
            submitTrigger: submitButton.tapPublisher
        )
    }

    public func populate(with publishers: ViewModel.Publishers) -> [AnyCancellable] {
        publishers.isSubmitEnabled --> submitButton.isEnabledBinder
        publishers.loadingText --> submitButton.titleBinder(for: .normal)
        publishers.isLoading --> spinner.isAnimatingBinder
    }
}

// MARK: ViewModel.InputFromView
public extension SignUpViewModel {
    struct InputFromView {
        public let name: AnyPublisher<String, Never>
        public let email: AnyPublisher<String, Never>
        public let submitTrigger: AnyPublisher<Void, Never>
    }
}

// MARK: ViewModel.Publishers
public extension SignUpViewModel {
    struct Publishers {
        public let isSubmitEnabled: AnyPublisher<Bool, Never>
        public let isLoading: AnyPublisher<Bool, Never>
        // ERRATUM: the seed's view binds `publishers.loadingText`, which its Publishers lacks.
        public let loadingText: AnyPublisher<String, Never>
    }
}

// MARK: SignUpViewModel
public final class SignUpViewModel: AbstractViewModel<
    SignUpViewModel.InputFromView,
    SignUpViewModel.Publishers,
    SignUpUserAction  // NavigationStep
>
{
    private let service: SignUpServicing

    // ERRATUM: the seed stores `service` but shows no initialiser.
    public init(service: SignUpServicing) {
        self.service = service
    }

    // MARK: AbstractViewModel Overrides
    override public func transform(input: Input) -> Output<Publishers, SignUpUserAction> {
        let navigator = Navigator<SignUpUserAction>()
        let activity = ActivityIndicator()
        // Name + email both non-empty → form is valid.
        let isFormValid: AnyPublisher<Bool, Never> = input.fromView.name
            .combineLatest(input.fromView.email)
            .map { name, email in
                !name.trimmingCharacters(in: .whitespaces).isEmpty
                    && !email.trimmingCharacters(in: .whitespaces).isEmpty
            }
            .eraseToAnyPublisher()
        let isLoading = activity.asPublisher()
        // Submit is enabled only when the form is valid AND we're not already
        // mid-request (prevents double-taps from firing two sign-ups).
        let isSubmitEnabled = isFormValid
            .combineLatest(isLoading)
            .map { valid, loading in valid && !loading }
            .eraseToAnyPublisher()
        return Output(
            publishers: Publishers(
                isSubmitEnabled: isSubmitEnabled,
                isLoading: isLoading,
                // ERRATUM: the publisher the seed's `loadingText` binding needs.
                loadingText: isLoading.map { $0 ? "Signing up…" : "Sign Up" }.eraseToAnyPublisher()
            ),
            navigation: navigator.navigation
        ) {
            // On submit-tap: snapshot the latest (name, email), call the service
            // (tracking activity), forward the resulting user as `.signedUp`.
            input.fromView.submitTrigger
                .withLatestFrom(input.fromView.name.combineLatest(input.fromView.email))
                .map { [service] name, email in
                    service.signUp(name: name, email: email)
                        .trackActivity(activity)
                }
                .switchToLatest()
                .sink { [navigator] user in
                    navigator.next(.signedUp(user))
                }
        }
    }
}

// MARK: NavigationStep
public enum SignUpUserAction: Sendable {
    case signedUp(SignedUpUser)
}
