import NanoDI
import NanoNavigation
import NanoTesting
import Testing

@testable import RewardsFeature

/// The coordinator alone: it shows the screen, and the flow is freed when the screen leaves.
@MainActor
struct RewardsCoordinatorTests {
    @Test func startShowsTheScreenForTheStoredAccount() throws {
        let stack = HeadlessNavigationStack(leakDetector: nil)
        let account = RewardsAccount(store: makeStore())
        try account.setCardStatus(.blocked)
        let coordinator = RewardsCoordinator(navigationStack: stack, account: account)
        coordinator.start()
        let scene = try #require(stack.topScene as? RewardsScene)
        #expect(scene.rootView?.headline.text == "Your card is blocked")
        #expect(coordinator.ownedScenes.count == 1)
    }

    @Test func theFlowIsFreedWhenItsScreenLeaves() throws {
        let stack = HeadlessNavigationStack(leakDetector: nil)
        let leaks = LeakTracker()
        do {
            let coordinator = RewardsCoordinator(navigationStack: stack, account: RewardsAccount(store: makeStore()))
            coordinator.start()
            leaks.track(scene: try #require(stack.topScene))
            stack.removeAll()
        }
        leaks.expectAllFreed()
    }
}
