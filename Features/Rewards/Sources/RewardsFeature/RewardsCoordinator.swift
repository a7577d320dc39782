import NanoNavigation

/// The Rewards flow: one screen. It never finishes on its own; the person goes back.
///
/// It is handed the feature's services (``RewardsPlugin`` makes them in its `needs`) and
/// builds none: a test passes a stand-in manager.
final class RewardsCoordinator: BaseCoordinator<Never>, Coordinating {
    private let account: RewardsAccount
    private let rewards: any RewardsManaging

    /// Creates the flow.
    /// - Parameters:
    ///   - navigationStack: where the Rewards screen is shown.
    ///   - account: the card status and membership the screen shows.
    ///   - rewards: joins the programme and unblocks the card.
    init(navigationStack: any NavigationStack, account: RewardsAccount, rewards: any RewardsManaging) {
        self.account = account
        self.rewards = rewards
        super.init(navigationStack: navigationStack)
    }

    /// Shows the Rewards screen.
    func start() {
        let viewModel = RewardsViewModel(account: account, rewards: rewards)
        // The screen sends no steps (`Never`): the person leaves with back.
        push(scene: RewardsScene.self, viewModel: viewModel) { _ in }
    }
}
