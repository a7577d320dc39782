import NanoCore
import NanoDI
import NanoReactive
import NanoTesting
import NanoUI
import SessionInterface

@testable import SignUpFeature

/// Drives a ``SignUpViewModel`` through NanoTesting's ``ViewModelHarness`` with subjects for
/// the view's three inputs, and names what the sign-up tests read: the latest value of each
/// publisher, the steps and the toasts.
@MainActor
final class SignUpHarness {
    let names = PassthroughSubject<String, Never>()
    let emails = PassthroughSubject<String, Never>()
    let taps = PassthroughSubject<Void, Never>()
    let service: SpySignUpService
    let sessions: InMemorySessionService
    let harness: ViewModelHarness<SignUpViewModel>
    private let nameValues: PublisherRecorder<String, Never>
    private let emailValues: PublisherRecorder<String, Never>
    private let hints: PublisherRecorder<Bool, Never>
    private let submitStates: PublisherRecorder<Bool, Never>
    private let loading: PublisherRecorder<Bool, Never>
    private let incomplete: PublisherRecorder<Bool, Never>

    init(
        prefill: SignUpForm = SignUpForm(), service: SpySignUpService = SpySignUpService(),
        sessions: InMemorySessionService = InMemorySessionService()
    ) {
        self.service = service
        self.sessions = sessions
        harness = ViewModelHarness(
            SignUpViewModel(service: service, sessions: sessions, prefill: prefill),
            fromView: .init(
                name: names.eraseToAnyPublisher(), email: emails.eraseToAnyPublisher(),
                submit: taps.eraseToAnyPublisher()),
            appear: false)
        nameValues = harness.record(\.name)
        emailValues = harness.record(\.email)
        hints = harness.record(\.isEmailHintVisible)
        submitStates = harness.record(\.isSubmitEnabled)
        loading = harness.record(\.isLoading)
        incomplete = harness.record(\.isFormIncomplete)
    }

    var steps: [SignUpViewModel.Step] { harness.steps.values }
    var toasts: [Toast] { harness.toasts.values }
    var initialName: [String] { nameValues.values }
    var initialEmail: [String] { emailValues.values }
    var isEmailHintVisible: Bool? { hints.last }
    var isSubmitEnabled: Bool? { submitStates.last }
    var isLoading: Bool? { loading.last }
    /// Whether the form still needs a name or a valid email (why submit is disabled).
    var isFormIncomplete: Bool? { incomplete.last }
    /// Every value `isLoading` emitted, in order.
    var loadingHistory: [Bool] { loading.values }
    var clock: TestClock { service.clock }
    var session: Session? { sessions.current }

    func type(name: String) { names.send(name) }
    func type(email: String) { emails.send(email) }
    func fill(name: String, email: String) {
        type(name: name)
        type(email: email)
    }
    func tapSubmit() { taps.send(()) }
    /// Lets the service's simulated request finish.
    func finishRequest() { clock.advance(by: SpySignUpService.latency) }
}
