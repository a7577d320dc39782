import NanoNavigation

/// The sign-up screen's logic: a name and an email (validated as typed), and a submit that is
/// enabled only while the form is valid and no request is in flight.
///
/// Submitting calls the ``SignUpService`` (tracked by an `ActivityIndicator` for the spinner
/// and an `ErrorTracker` for the error toast), stores the returned session with
/// ``SessionStore`` and asks for ``Step/signedUp``. A failure — the service's, or the session
/// not being stored — shows `Toast(error.message, style: .error)` and keeps the person here.
///
/// Prefilled values (from the link's query) count as the fields' initial text: they are part
/// of the form state from the start and bound into the fields through ``Publishers/name`` and
/// ``Publishers/email`` (a binder does not echo into the fields' user-event publishers).
public final class SignUpViewModel: AbstractViewModel<
    SignUpViewModel.FromView,
    SignUpViewModel.Publishers,
    SignUpViewModel.Step
>, ViewModelType
{
    /// Where the flow goes next.
    public enum Step: Equatable, Sendable {
        /// The account exists and the session is stored.
        case signedUp
    }

    /// The view's events.
    public struct FromView {
        /// The name field's text, each time the person edits it.
        public let name: AnyPublisher<String, Never>
        /// The email field's text, each time the person edits it.
        public let email: AnyPublisher<String, Never>
        /// The submit button's taps.
        public let submit: AnyPublisher<Void, Never>

        /// Creates the view's events.
        public init(
            name: AnyPublisher<String, Never>, email: AnyPublisher<String, Never>, submit: AnyPublisher<Void, Never>
        ) {
            self.name = name
            self.email = email
            self.submit = submit
        }
    }

    /// What the view shows.
    public struct Publishers {
        /// The name field's initial text: the prefill, emitted once, or nothing when there is
        /// none (the field stays untouched).
        public let name: AnyPublisher<String, Never>
        /// The email field's initial text: the prefill, emitted once, or nothing.
        public let email: AnyPublisher<String, Never>
        /// Whether the "enter a valid email" hint shows (the email is non-empty and invalid).
        public let isEmailHintVisible: AnyPublisher<Bool, Never>
        /// Whether submit is enabled: the form is valid and no request is in flight.
        public let isSubmitEnabled: AnyPublisher<Bool, Never>
        /// Whether a request is in flight.
        public let isLoading: AnyPublisher<Bool, Never>
    }

    /// The form's initial values.
    public let prefill: SignUpForm

    private let service: any SignUpService
    private let sessionStore: SessionStore

    /// Creates the view model.
    /// - Parameters:
    ///   - service: creates the account.
    ///   - sessionStore: where the new session is stored.
    ///   - prefill: the fields' initial text (from `nvc://signup?name=&email=`).
    public init(service: any SignUpService, sessionStore: SessionStore, prefill: SignUpForm = SignUpForm()) {
        self.service = service
        self.sessionStore = sessionStore
        self.prefill = prefill
    }

    /// Builds the screen's logic.
    public func transform(input: Input) -> Output {
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
            .flatMap { [service, sessionStore] form in
                service.signUp(form.submission)
                    .flatMap { session in Self.store(session, in: sessionStore) }
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
            isLoading: isLoading
        )
        return Output(publishers: publishers, navigation: navigator.navigation, bindings: [signUps, toasts])
    }

    /// `text` once, or nothing for an empty prefill.
    private static func initialText(_ text: String) -> AnyPublisher<String, Never> {
        text.isEmpty ? Empty().eraseToAnyPublisher() : Just(text).eraseToAnyPublisher()
    }

    /// Stores `session`, failing with ``SignUpError/sessionNotSaved(reason:)``.
    private static func store(_ session: Session, in sessionStore: SessionStore) -> AnyPublisher<Session, SignUpError> {
        do {
            try sessionStore.save(session)
            return Just(session).setFailureType(to: SignUpError.self).eraseToAnyPublisher()
        } catch {
            return Fail(error: SignUpError.sessionNotSaved(reason: error.description)).eraseToAnyPublisher()
        }
    }

    /// The toast text for a tracked failure.
    private static func message(for error: any Error) -> String {
        (error as? SignUpError)?.message ?? SignUpError.unavailable(reason: String(describing: error)).message
    }
}
