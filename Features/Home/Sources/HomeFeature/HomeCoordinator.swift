import NanoContract
import NanoNavigation
import NanoStrings
import NanoUI
import SessionInterface

/// The home flow: shows `NanoViewController<HomeView>` (named `HomeScene`) and reaches other
/// features through their routes — `settings` for the Settings button, `signup` (which
/// replaces every screen) after logging out. It never names another feature's types.
///
/// ```swift
/// try context.start { HomeCoordinator(navigationStack: $0, sessions: sessions, links: context.links, text: text) }
/// ```
final class HomeCoordinator: BaseCoordinator<HomeCoordinator.Step>, Coordinating {
    /// What the flow reports to the coordinator that started it.
    enum Step: Equatable {
        /// A link the flow asked for could not be opened (the feature behind it is disabled,
        /// say); the home screen stays.
        case couldNotOpen(link: String, error: OpenLinkError)
    }

    private let sessions: any SessionService
    private let links: LinkOpener
    private let text: Strings<HomeText>

    /// Creates the flow.
    /// - Parameters:
    ///   - navigationStack: where the home scene is shown.
    ///   - sessions: where the session is read and cleared.
    ///   - links: opens `settings` and `signup`.
    ///   - text: the screen's texts in the app's language.
    ///   - leakDetector: reports the flow's objects if they outlive it.
    init(
        navigationStack: any NavigationStack,
        sessions: any SessionService,
        links: LinkOpener,
        text: Strings<HomeText>,
        leakDetector: LeakDetector? = .shared
    ) {
        self.sessions = sessions
        self.links = links
        self.text = text
        super.init(navigationStack: navigationStack, leakDetector: leakDetector)
    }

    /// Shows the home scene.
    func start() {
        push(scene: NanoViewController<HomeView>.self, viewModel: HomeViewModel(sessions: sessions, text: text)) {
            [weak self] step in
            self?.handle(step)
        }
    }

    private func handle(_ step: HomeViewModel.Step) {
        switch step {
        case .openSettings: open(Route.settings.link)
        case .logOut: open(Route.signUp.link)
        }
    }

    private func open(_ link: String) {
        // Opening `signup` replaces every screen, which releases this coordinator: report
        // through a local navigator reference.
        let navigator = self.navigator
        do {
            try links.open(link)
        } catch {
            navigator.next(.couldNotOpen(link: link, error: error))
        }
    }
}
