import NanoNavigation
import NanoStrings
import NanoUI
import SessionInterface

/// The Settings flow: one coordinator owns every settings screen. The `settings` route starts
/// it on the list; each deeper route continues it (`nvc://settings/notifications` is Home →
/// the list → Notifications, the same stack and the same coordinator as tapping the row), and
/// the list's rows move through it, never through a link. Each screen it shows by itself
/// records its link, so `nvc resume` rebuilds in-flow screens too.
///
/// Editing the profile is a sub-flow, ``EditProfileCoordinator``, started as a child: the
/// framework removes it when it finishes (saved or cancelled) or when the person goes back.
/// About is presented modally and dismissed with Done.
final class SettingsCoordinator: BaseCoordinator<SettingsCoordinator.Step>, Coordinating {
    /// A screen of the flow.
    enum Screen: Equatable, Sendable {
        /// The list of settings.
        case list
        /// The notifications switch.
        case notifications
        /// The appearance choices; `requested` is stored first (from `settings/appearance/dark`).
        case appearance(requested: Appearance?)
        /// The signed-in name and email.
        case profile
        /// Editing the name and email: the child flow.
        case editProfile
        /// The version, presented modally with a Done button.
        case about

        /// The link that shows the screen, built from the route ``SettingsPlugin`` registers.
        var link: String {
            switch self {
            case .list: SettingsRoutes.list.link
            case .notifications: SettingsRoutes.notifications.link
            case .appearance(let requested):
                requested.map(SettingsRoutes.appearanceMode.link) ?? SettingsRoutes.appearance.link
            case .profile: SettingsRoutes.profile.link
            case .editProfile: SettingsRoutes.editProfile.link
            case .about: SettingsRoutes.about.link
            }
        }

        /// The screen a row of the list opens.
        init(_ item: SettingsItem) {
            switch item {
            case .notifications: self = .notifications
            case .appearance: self = .appearance(requested: nil)
            case .profile: self = .profile
            case .about: self = .about
            }
        }
    }

    /// What the flow reports to the coordinator that started it.
    enum Step: Equatable {
        /// The about screen was closed with Done.
        case aboutClosed
        /// The profile edit ended: `saved` or cancelled.
        case profileEdited(saved: Bool)
    }

    private let settings: SettingsStore
    private let sessions: any SessionService
    private let versionText: String
    private let text: Strings<SettingsText>

    /// Creates the flow.
    /// - Parameters:
    ///   - navigationStack: where its screens are shown.
    ///   - settings: the stored settings.
    ///   - sessions: the signed-in session (the profile, its edit, and the list's email).
    ///   - versionText: what the about screen shows.
    ///   - text: every screen's texts, in the app's language.
    ///   - leakDetector: reports the flow's objects if they outlive it.
    init(
        navigationStack: any NavigationStack,
        settings: SettingsStore,
        sessions: any SessionService,
        versionText: String,
        text: Strings<SettingsText>,
        leakDetector: LeakDetector? = .shared
    ) {
        self.settings = settings
        self.sessions = sessions
        self.versionText = versionText
        self.text = text
        super.init(navigationStack: navigationStack, leakDetector: leakDetector)
    }

    /// Shows the list.
    func start() { show(.list) }

    /// Shows `screen` on top of the flow's screens, recording its link.
    func show(_ screen: Screen) {
        switch screen {
        case .list:
            let scene = push(
                scene: NanoViewController<SettingsListView>.self,
                viewModel: SettingsListViewModel(
                    settings: settings, sessions: sessions, versionText: versionText, text: text)
            ) { [weak self] step in
                switch step {
                case .open(let item): self?.show(Screen(item))
                }
            }
            setLink(screen.link, for: scene)
        case .notifications:
            let scene = push(
                scene: NanoViewController<NotificationsView>.self,
                viewModel: NotificationsViewModel(settings: settings, text: text)
            ) {
                _ in
            }
            setLink(screen.link, for: scene)
        case .appearance(let requested):
            let scene = push(
                scene: NanoViewController<AppearanceView>.self,
                viewModel: AppearanceViewModel(settings: settings, requested: requested, text: text)
            ) { _ in }
            // Restoring the stack shows the choices again without storing the mode a second time.
            setLink(Screen.appearance(requested: nil).link, for: scene)
        case .profile:
            let scene = push(
                scene: NanoViewController<ProfileView>.self, viewModel: ProfileViewModel(sessions: sessions, text: text)
            ) {
                [weak self] step in
                switch step {
                case .edit: self?.show(.editProfile)
                }
            }
            setLink(screen.link, for: scene)
        case .editProfile:
            start(
                coordinator: { [sessions, text] in
                    EditProfileCoordinator(navigationStack: $0, sessions: sessions, text: text)
                },
                onStep: { [navigator] step in navigator.next(.profileEdited(saved: step == .saved)) })
        case .about:
            let scene = modallyPresent(
                scene: NanoViewController<AboutView>.self,
                viewModel: AboutViewModel(versionText: versionText, text: text)
            ) {
                [navigator] step, dismiss in
                switch step {
                case .done:
                    navigator.next(.aboutClosed)
                    dismiss(true, nil)
                }
            }
            setLink(screen.link, for: scene)
        }
    }
}
