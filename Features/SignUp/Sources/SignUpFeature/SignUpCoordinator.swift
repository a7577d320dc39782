import NanoContract
import NanoNavigation
import SessionInterface

/// The sign-up flow: shows ``SignUpScene`` and, once the person has signed up, ends the
/// `signedIn` guard's flow — the app opens the link that was waiting for it, or its home.
///
/// ```swift
/// try context.start { SignUpCoordinator(navigationStack: $0, service: service, sessions: sessions,
///                                   prefill: prefill, links: context.links) }
/// ```
final class SignUpCoordinator: BaseCoordinator<SignUpCoordinator.Step>, Coordinating {
    /// What the flow reports to the coordinator that started it.
    enum Step: Equatable {
        /// Signed up; the app went on to `link` (`.opened`) or on to another guard's flow
        /// (`.deferred`).
        case continued(OpenOutcome)
        /// Signed up, but the app could not open what comes next; the sign-up screen stays.
        case couldNotContinue(OpenLinkError)
    }

    private let service: any SignUpService
    private let sessions: any SessionService
    private let prefill: SignUpForm
    private let links: LinkOpener

    /// Creates the flow.
    /// - Parameters:
    ///   - navigationStack: where the sign-up scene is shown.
    ///   - service: creates the account.
    ///   - sessions: where the new session is stored.
    ///   - prefill: the form's initial values.
    ///   - links: completes the guard flow when the person has signed up.
    ///   - leakDetector: reports the flow's objects if they outlive it.
    init(
        navigationStack: any NavigationStack,
        service: any SignUpService,
        sessions: any SessionService,
        prefill: SignUpForm = SignUpForm(),
        links: LinkOpener,
        leakDetector: LeakDetector? = .shared
    ) {
        self.service = service
        self.sessions = sessions
        self.prefill = prefill
        self.links = links
        super.init(navigationStack: navigationStack, leakDetector: leakDetector)
    }

    /// Shows the sign-up scene.
    func start() {
        let viewModel = SignUpViewModel(service: service, sessions: sessions, prefill: prefill)
        push(scene: SignUpScene.self, viewModel: viewModel) { [weak self] step in
            self?.handle(step)
        }
    }

    private func handle(_ step: SignUpViewModel.Step) {
        switch step {
        case .signedUp:
            // Opening the next link usually replaces this flow's scene, which releases this
            // coordinator: report through a local navigator reference.
            let navigator = self.navigator
            do {
                navigator.next(.continued(try links.completeGuardFlow()))
            } catch {
                navigator.next(.couldNotContinue(error))
            }
        }
    }
}
