import NanoNavigation

/// Shows one settings screen. Each `settings...` route starts one of these for its screen, so
/// a link such as `nvc://settings/notifications` builds Home → Settings → Notifications from
/// the coordinators of the routes on its chain.
///
/// The list opens the other screens through their links (`settings/notifications`, ...), so a
/// row and a deep link build the same stack. The about screen closes with its Done button:
/// when its route presented this coordinator on a modal stack the coordinator finishes (the
/// framework dismisses the stack); otherwise it presents the screen itself and dismisses it.
///
/// ```swift
/// context.start { SettingsCoordinator(navigationStack: $0, screen: .list, settings: settings,
///                                     sessionStore: sessions, links: context.links) }
/// ```
public final class SettingsCoordinator: BaseCoordinator<SettingsCoordinator.Step>, Coordinating {
    /// The screen a coordinator shows.
    public enum Screen: Equatable, Sendable {
        /// The list of settings.
        case list
        /// The notifications switch.
        case notifications
        /// The appearance choices; `requested` is stored first (from `settings/appearance/dark`).
        case appearance(requested: Appearance?)
        /// The signed-in name and email.
        case profile
        /// The version, shown modally with a Done button.
        case about
    }

    /// What the flow reports to the coordinator that started it.
    public enum Step: Equatable {
        /// The about screen was closed with Done.
        case aboutClosed
        /// A link the list asked for could not be opened; the list stays.
        case couldNotOpen(link: String, error: OpenLinkError)
    }

    /// The screen this coordinator shows.
    public let screen: Screen

    private let settings: SettingsStore
    private let sessionStore: SessionStore
    private let links: LinkOpener
    private let versionText: String

    /// Creates the flow.
    /// - Parameters:
    ///   - navigationStack: where the screen is shown.
    ///   - screen: which screen.
    ///   - settings: the stored settings.
    ///   - sessionStore: the signed-in session (the profile and the list's email).
    ///   - links: opens the list's rows.
    ///   - versionText: what the about screen shows.
    ///   - leakDetector: reports the flow's objects if they outlive it.
    public init(
        navigationStack: any NavigationStack,
        screen: Screen,
        settings: SettingsStore,
        sessionStore: SessionStore,
        links: LinkOpener,
        versionText: String = SettingsPlugin.defaultVersionText,
        leakDetector: LeakDetector? = .shared
    ) {
        self.screen = screen
        self.settings = settings
        self.sessionStore = sessionStore
        self.links = links
        self.versionText = versionText
        super.init(navigationStack: navigationStack, leakDetector: leakDetector)
    }

    /// Shows the screen.
    public func start() {
        switch screen {
        case .list:
            push(
                scene: SettingsListScene.self,
                viewModel: SettingsListViewModel(settings: settings, sessionStore: sessionStore)
            ) { [weak self] step in
                self?.handle(step)
            }
        case .notifications:
            push(scene: NotificationsScene.self, viewModel: NotificationsViewModel(settings: settings)) { _ in }
        case .appearance(let requested):
            push(
                scene: AppearanceScene.self,
                viewModel: AppearanceViewModel(settings: settings, requested: requested)
            ) { _ in }
        case .profile:
            push(scene: ProfileScene.self, viewModel: ProfileViewModel(sessionStore: sessionStore)) { _ in }
        case .about:
            showAbout()
        }
    }

    private func handle(_ step: SettingsListViewModel.Step) {
        switch step {
        case .open(let item):
            let navigator = self.navigator
            if case .failure(let error) = links.open(item.link) {
                navigator.next(.couldNotOpen(link: item.link, error: error))
            }
        }
    }

    private func showAbout() {
        let viewModel = AboutViewModel(versionText: versionText)
        if transition == .present {
            // The route presented this flow on its own modal stack: finishing dismisses it.
            push(scene: AboutScene.self, viewModel: viewModel) { [weak self] step in
                switch step {
                case .done: self?.finish(.aboutClosed)
                }
            }
        } else {
            modallyPresent(scene: AboutScene.self, viewModel: viewModel) { [navigator] step, dismiss in
                switch step {
                case .done:
                    // Report first: dismissing releases this flow and its link to the parent.
                    navigator.next(.aboutClosed)
                    dismiss()
                }
            }
        }
    }
}
