import NanoTesting
import SignUpFeature

/// Drives a ``SignUpViewModel`` the way its view and scene host do, and records everything it
/// outputs: the latest value of each publisher, every navigation step and every toast.
@MainActor
final class ViewModelHarness {
    let names = PassthroughSubject<String, Never>()
    let emails = PassthroughSubject<String, Never>()
    let taps = PassthroughSubject<Void, Never>()
    let events = ControllerEvents()
    let service: SpySignUpService
    let store: any KeyValueStore
    let viewModel: SignUpViewModel

    private(set) var steps: [SignUpViewModel.Step] = []
    private(set) var toasts: [Toast] = []
    private(set) var initialName: [String] = []
    private(set) var initialEmail: [String] = []
    private(set) var isEmailHintVisible: Bool?
    private(set) var isSubmitEnabled: Bool?
    private(set) var isLoading: Bool?
    /// Every value `isLoading` emitted, in order.
    private(set) var loadingHistory: [Bool] = []

    private let output: SignUpViewModel.Output
    private var subscriptions: [AnyCancellable] = []

    init(
        prefill: SignUpForm = SignUpForm(), service: SpySignUpService = SpySignUpService(),
        store: any KeyValueStore = InMemoryKeyValueStore()
    ) {
        self.service = service
        self.store = store
        viewModel = SignUpViewModel(service: service, sessionStore: SessionStore(store: store), prefill: prefill)
        output = viewModel.transform(
            input: .init(
                fromView: .init(
                    name: names.eraseToAnyPublisher(), email: emails.eraseToAnyPublisher(),
                    submit: taps.eraseToAnyPublisher()),
                fromController: events.input))
        let publishers = output.publishers
        subscriptions = [
            // Weak: tearing the harness down cancels an in-flight request, which emits again.
            output.navigation.sink { [weak self] in self?.steps.append($0) },
            events.toasts.sink { [weak self] in self?.toasts.append($0) },
            publishers.name.sink { [weak self] in self?.initialName.append($0) },
            publishers.email.sink { [weak self] in self?.initialEmail.append($0) },
            publishers.isEmailHintVisible.sink { [weak self] in self?.isEmailHintVisible = $0 },
            publishers.isSubmitEnabled.sink { [weak self] in self?.isSubmitEnabled = $0 },
            publishers.isLoading.sink { [weak self] in
                self?.isLoading = $0
                self?.loadingHistory.append($0)
            },
        ]
        events.sendViewDidLoad()
    }

    var clock: TestClock { service.clock }
    var session: Session? { SessionStore(store: store).current }

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
