import NanoNavigation
import NanoStrings
import NanoUI
import SessionInterface

/// The profile-edit sub-flow, a child of ``SettingsCoordinator``: shows
/// `NanoViewController<EditProfileView>` and finishes with what happened. Finishing hands the step to the parent, then the framework
/// pops the edit screen and releases this coordinator; going back releases it the same way.
final class EditProfileCoordinator: BaseCoordinator<EditProfileCoordinator.Step>, Coordinating {
    /// How the edit ended.
    enum Step: Equatable, Sendable {
        /// The new name and email are stored.
        case saved
        /// The person cancelled; nothing changed.
        case cancelled
    }

    private let sessions: any SessionService
    private let text: Strings<SettingsText>

    /// A flow editing the session kept by `sessions`, its texts in `text`'s language.
    init(
        navigationStack: any NavigationStack, sessions: any SessionService, text: Strings<SettingsText>,
        leakDetector: LeakDetector? = .shared
    ) {
        self.sessions = sessions
        self.text = text
        super.init(navigationStack: navigationStack, leakDetector: leakDetector)
    }

    /// Shows the edit screen, recording its link.
    func start() {
        let scene = push(
            scene: NanoViewController<EditProfileView>.self,
            viewModel: EditProfileViewModel(sessions: sessions, text: text)
        ) {
            [weak self] step in
            switch step {
            case .saved: self?.finish(.saved)
            case .cancelled: self?.finish(.cancelled)
            }
        }
        setLink(SettingsCoordinator.Screen.editProfile.link, for: scene)
    }
}
