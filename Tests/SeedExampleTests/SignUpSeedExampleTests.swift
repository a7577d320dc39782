import NanoCore
import NanoNavigation
import NanoReactive
import NanoUI
import Testing

/// Seed 000's inline sign-up example, driven end to end on the headless platform: the scene on
/// a navigation stack, a person typing and tapping by control id, the service answering, the
/// step reaching the coordinator.
@MainActor
struct SignUpSeedExampleTests {
    let nav = HeadlessNavigationStack(leakDetector: nil)
    let service = PendingSignUpService()

    @Test func signingUpSendsTheTypedUserToTheCoordinator() throws {
        let coordinator = OnboardingCoordinator(service: service, navigationStack: nav)
        coordinator.start()
        let scene = try #require(nav.scenes.first as? SignUpScene)
        #expect(scene.title == "Sign Up")
        let name = try #require(scene.control(withID: "name") as? TextField)
        let email = try #require(scene.control(withID: "email") as? TextField)
        let submit = try #require(scene.control(withID: "submit") as? Button)
        let spinner = try #require(scene.control(withID: "spinner") as? ActivityIndicatorView)
        #expect(!submit.isEnabled, "an empty form cannot be submitted")

        #expect(name.type("Ada") == .performed)
        #expect(!submit.isEnabled, "the email is still empty")
        #expect(email.type("ada@example.com") == .performed)
        #expect(submit.isEnabled)
        #expect(submit.currentTitle == "Sign Up")

        #expect(submit.tap() == .performed)
        #expect(service.requests == [SignedUpUser(name: "Ada", email: "ada@example.com")])
        #expect(spinner.isAnimating)
        #expect(!submit.isEnabled, "no second sign-up while one is in flight")
        #expect(submit.currentTitle == "Signing up…")
        #expect(coordinator.signedUp.isEmpty)

        service.respond()
        #expect(coordinator.signedUp == [SignedUpUser(name: "Ada", email: "ada@example.com")])
        #expect(!spinner.isAnimating)
        #expect(submit.currentTitle == "Sign Up")
    }

    @Test func aBlankNameKeepsSubmitDisabled() throws {
        let coordinator = OnboardingCoordinator(service: service, navigationStack: nav)
        coordinator.start()
        let scene = try #require(nav.scenes.first as? SignUpScene)
        let name = try #require(scene.control(withID: "name") as? TextField)
        let email = try #require(scene.control(withID: "email") as? TextField)
        let submit = try #require(scene.control(withID: "submit") as? Button)
        _ = email.type("ada@example.com")
        _ = name.type("   ")
        #expect(!submit.isEnabled)
        #expect(submit.tap() != .performed)
        #expect(service.requests.isEmpty)
    }

    @Test func theSceneReleasesItsBindingsWhenItLeaves() throws {
        let coordinator = OnboardingCoordinator(service: service, navigationStack: nav)
        coordinator.start()
        let scene = try #require(nav.scenes.first as? SignUpScene)
        #expect(scene.bindingCount > 0)
        nav.removeAll()
        #expect(scene.bindingCount == 0)
    }
}

/// The seed's onboarding flow, reduced to the sign-up screen: it records each signed-up user.
final class OnboardingCoordinator: BaseCoordinator<Never>, Coordinating {
    private let service: any SignUpServicing
    private(set) var signedUp: [SignedUpUser] = []

    init(service: any SignUpServicing, navigationStack: any NavigationStack) {
        self.service = service
        super.init(navigationStack: navigationStack, leakDetector: nil)
    }

    func start() {
        push(scene: SignUpScene.self, viewModel: SignUpViewModel(service: service)) { [weak self] step in
            guard let self else { return }
            switch step {
            case .signedUp(let user): signedUp.append(user)
            }
        }
    }
}

/// A sign-up service that answers when the test says so, so the in-flight state can be seen.
@MainActor
final class PendingSignUpService: SignUpServicing {
    private(set) var requests: [SignedUpUser] = []
    private let responses = PassthroughSubject<Void, Never>()

    func signUp(name: String, email: String) -> AnyPublisher<SignedUpUser, Never> {
        let user = SignedUpUser(name: name, email: email)
        requests.append(user)
        return responses.first().map { user }.eraseToAnyPublisher()
    }

    /// Answers every pending request.
    func respond() { responses.send(()) }
}
