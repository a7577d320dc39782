import NanoCore
import NanoDI
import NanoNavigation
import NanoReactive
import NanoTesting
import Testing

@testable import RewardsFeature

/// A rewards manager that refuses everything, standing in for the one the plugin makes: what
/// the screen does with it shows that the coordinator uses the services it is handed.
struct RefusingRewardsManager: RewardsManaging {
    func join() -> AnyPublisher<Void, RewardsError> {
        Fail(error: .notSaved(reason: "stand-in")).eraseToAnyPublisher()
    }

    func unblockCard() -> AnyPublisher<Void, RewardsError> {
        Fail(error: .notSaved(reason: "stand-in")).eraseToAnyPublisher()
    }
}

/// The coordinator alone: it shows the screen over the services it is given, and the flow is
/// freed when the screen leaves.
@MainActor
struct RewardsCoordinatorTests {
    @Test func startShowsTheScreenForTheStoredAccount() throws {
        let stack = HeadlessNavigationStack(leakDetector: nil)
        let account = RewardsAccount(store: makeStore())
        try account.setCardStatus(.blocked)
        let coordinator = RewardsCoordinator(
            navigationStack: stack, account: account, rewards: LocalRewardsManager(account: account))
        coordinator.start()
        let scene = try #require(stack.topScene as? RewardsScene)
        #expect(scene.rootView?.headline.text == "Your card is blocked")
        #expect(coordinator.ownedScenes.count == 1)
    }

    @Test func theScreenUsesTheRewardsManagerItIsHanded() throws {
        let stack = HeadlessNavigationStack(leakDetector: nil)
        let account = RewardsAccount(store: makeStore())
        let coordinator = RewardsCoordinator(
            navigationStack: stack, account: account, rewards: RefusingRewardsManager())
        coordinator.start()
        let scene = try #require(stack.topScene as? RewardsScene)
        #expect(scene.rootView?.confirmButton.tap() == .performed)
        #expect(scene.toast == Toast("Could not save your rewards: stand-in", style: .error))
        #expect(!account.isMember, "the stand-in, not the local manager, answered")
    }

    @Test func theFlowIsFreedWhenItsScreenLeaves() throws {
        let stack = HeadlessNavigationStack(leakDetector: nil)
        let leaks = LeakTracker()
        do {
            let account = RewardsAccount(store: makeStore())
            let coordinator = RewardsCoordinator(
                navigationStack: stack, account: account, rewards: LocalRewardsManager(account: account))
            coordinator.start()
            leaks.track(scene: try #require(stack.topScene))
            stack.removeAll()
        }
        leaks.expectAllFreed()
    }
}
