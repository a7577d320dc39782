import NanoNavigation

/// The home flow: shows ``HomeScene`` and reaches other features through their routes —
/// `settings` for the Settings button, `signup` (which replaces every screen) after logging
/// out. It never names another feature's types.
///
/// ```swift
/// context.start { HomeCoordinator(navigationStack: $0, sessionStore: SessionStore(store: store),
///                                 links: context.links) }
/// ```
public final class HomeCoordinator: BaseCoordinator<HomeCoordinator.Step>, Coordinating {
    /// What the flow reports to the coordinator that started it.
    public enum Step: Equatable {
        /// A link the flow asked for could not be opened (the feature behind it is disabled,
        /// say); the home screen stays.
        case couldNotOpen(link: String, error: OpenLinkError)
    }

    /// The link the Settings button opens.
    public static let settingsLink = "settings"
    /// The link opened after logging out.
    public static let signUpLink = "signup"

    private let sessionStore: SessionStore
    private let links: LinkOpener

    /// Creates the flow.
    /// - Parameters:
    ///   - navigationStack: where the home scene is shown.
    ///   - sessionStore: where the session is read and cleared.
    ///   - links: opens `settings` and `signup`.
    ///   - leakDetector: reports the flow's objects if they outlive it.
    public init(
        navigationStack: any NavigationStack,
        sessionStore: SessionStore,
        links: LinkOpener,
        leakDetector: LeakDetector? = .shared
    ) {
        self.sessionStore = sessionStore
        self.links = links
        super.init(navigationStack: navigationStack, leakDetector: leakDetector)
    }

    /// Shows the home scene.
    public func start() {
        push(scene: HomeScene.self, viewModel: HomeViewModel(sessionStore: sessionStore)) { [weak self] step in
            self?.handle(step)
        }
    }

    private func handle(_ step: HomeViewModel.Step) {
        switch step {
        case .openSettings: open(Self.settingsLink)
        case .logOut: open(Self.signUpLink)
        }
    }

    private func open(_ link: String) {
        // Opening `signup` replaces every screen, which releases this coordinator: report
        // through a local navigator reference.
        let navigator = self.navigator
        if case .failure(let error) = links.open(link) {
            navigator.next(.couldNotOpen(link: link, error: error))
        }
    }
}
