import NanoNavigation

/// The Rewards flow: one screen. It never finishes on its own; the person goes back.
final class RewardsCoordinator: BaseCoordinator<Never>, Coordinating {
    private let account: RewardsAccount

    /// A flow on `navigationStack` over `account`.
    init(navigationStack: any NavigationStack, account: RewardsAccount) {
        self.account = account
        super.init(navigationStack: navigationStack)
    }

    /// Shows the Rewards screen.
    func start() {
        let viewModel = RewardsViewModel(account: account, rewards: LocalRewardsManager(account: account))
        // The screen sends no steps (`Never`): the person leaves with back.
        push(scene: RewardsScene.self, viewModel: viewModel) { _ in }
    }
}
