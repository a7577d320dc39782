import NanoCore
import NanoReactive
import SessionInterface

/// The sign-up screen's logic: a name and an email (validated as typed), and a submit that is
/// enabled only while the form is valid and no request is in flight.
///
/// Submitting calls the ``SignUpService`` (tracked by an `ActivityIndicator` for the spinner
/// and an `ErrorTracker` for the error toast), stores the returned session through the
/// ``SessionService`` and asks for ``Step/signedUp``. A failure — the service's, or the session
/// not being stored — shows the error's `description` in an error toast and keeps the person here.
///
/// Prefilled values (from the link's query) count as the fields' initial text: they are part
/// of the form state from the start and bound into the fields through ``Publishers/name`` and
/// ``Publishers/email`` (a binder does not echo into the fields' user-event publishers).
final class SignUpViewModel: AbstractViewModel<
    SignUpViewModel.InputFromView,
    SignUpViewModel.Publishers,
    SignUpViewModel.Step
>
{
    /// Where the flow goes next.
    enum Step: Equatable, Sendable {
        /// The account exists and the session is stored.
        case signedUp
    }

    /// The view's events.
    struct InputFromView {
        /// The name field's text, each time the person edits it.
        let name: AnyPublisher<String, Never>
        /// The email field's text, each time the person edits it.
        let email: AnyPublisher<String, Never>
        /// The submit button's taps.
        let submit: AnyPublisher<Void, Never>

        /// Creates the view's events.
        init(
            name: AnyPublisher<String, Never>, email: AnyPublisher<String, Never>, submit: AnyPublisher<Void, Never>
        ) {
            self.name = name
            self.email = email
            self.submit = submit
        }
    }

    /// What the view shows.
    struct Publishers {
        /// The name field's initial text: the prefill, emitted once, or nothing when there is
        /// none (the field stays untouched).
        let name: AnyPublisher<String, Never>
        /// The email field's initial text: the prefill, emitted once, or nothing.
        let email: AnyPublisher<String, Never>
        /// Whether the "enter a valid email" hint shows (the email is non-empty and invalid).
        let isEmailHintVisible: AnyPublisher<Bool, Never>
        /// Whether submit is enabled: the form is valid and no request is in flight.
        let isSubmitEnabled: AnyPublisher<Bool, Never>
        /// Whether a request is in flight.
        let isLoading: AnyPublisher<Bool, Never>
        /// Whether the form is not valid yet (a name and a valid email are missing): why submit
        /// is disabled, when it is not a request in flight.
        let isFormIncomplete: AnyPublisher<Bool, Never>
    }

    /// The form's initial values.
    let prefill: SignUpForm

    private let service: any SignUpService
    private let sessions: any SessionService

    /// Creates the view model.
    /// - Parameters:
    ///   - service: creates the account.
    ///   - sessions: where the new session is stored.
    ///   - prefill: the fields' initial text (from `nvc://signup?name=&email=`).
    init(service: any SignUpService, sessions: any SessionService, prefill: SignUpForm = SignUpForm()) {
        self.service = service
        self.sessions = sessions
        self.prefill = prefill
    }

    /// Builds the screen's logic.
    override func transform(input: Input) -> Output<Publishers, Step> {
        let navigator = Navigator<Step>()
        let activity = ActivityIndicator()
        let errors = ErrorTracker()
        let form = input.fromView.name.prepend(prefill.name)
            .combineLatest(input.fromView.email.prepend(prefill.email)) { SignUpForm(name: $0, email: $1) }
        let isLoading = activity.asPublisher()

        let signUps = input.fromView.submit
            .withLatestFrom(form)
            // No double submit: a tap while a request runs (or on an invalid form) is ignored
            // even if it reaches here while the button still reads enabled.
            .filter { form in form.isValid && !activity.isActive }
            .flatMap { [service, sessions] form in
                service.signUp(form.submission)
                    .flatMap { session in Self.store(session, in: sessions) }
                    .trackActivity(activity)
                    .trackError(errors)
                    .replaceErrorWithEmpty()
            }
            .sink { [navigator] _ in navigator.next(.signedUp) }

        let toasts = errors.asPublisher()
            .map { error in Toast(Self.message(for: error), style: .error) }
            .sink { [toastSubject = input.fromController.toastSubject] in toastSubject.send($0) }

        let publishers = Publishers(
            name: Self.initialText(prefill.name),
            email: Self.initialText(prefill.email),
            isEmailHintVisible: form.map(\.showsEmailHint).removeDuplicates().eraseToAnyPublisher(),
            isSubmitEnabled: form.map(\.isValid)
                .combineLatest(isLoading) { isValid, isLoading in isValid && !isLoading }
                .removeDuplicates()
                .eraseToAnyPublisher(),
            isLoading: isLoading,
            isFormIncomplete: form.map { !$0.isValid }.removeDuplicates().eraseToAnyPublisher()
        )
        return Output(publishers: publishers, navigation: navigator.navigation) {
            signUps
            toasts
        }
    }

    /// `text` once, or nothing for an empty prefill.
    private static func initialText(_ text: String) -> AnyPublisher<String, Never> {
        text.isEmpty ? Empty().eraseToAnyPublisher() : Just(text).eraseToAnyPublisher()
    }

    /// Stores `session`, failing with ``SignUpError/sessionNotSaved(reason:)``.
    private static func store(_ session: Session, in sessions: any SessionService) -> AnyPublisher<Session, SignUpError>
    {
        do {
            try sessions.save(session)
            return Just(session).setFailureType(to: SignUpError.self).eraseToAnyPublisher()
        } catch {
            return Fail(error: SignUpError.sessionNotSaved(reason: error.description)).eraseToAnyPublisher()
        }
    }

    /// The toast text for a tracked failure; a failure that is not a ``SignUpError`` reads as
    /// ``SignUpError/unavailable(reason:)``.
    private static func message(for error: any Error) -> String {
        ((error as? SignUpError) ?? .unavailable(reason: "\(error)")).description
    }
}
