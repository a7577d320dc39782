import NanoTesting
import Testing

@testable import RewardsFeature

/// Seed 004's layout test: every valid view state, bound directly (no view model), at every
/// permutation width and content size, against the committed reference.
@MainActor
struct RewardsSnapshotTests {
    @Test func everyStateAtEveryWidthAndContentSize() {
        let states = [
            ("active card, not a member", RewardsViewState.make(card: .active, isMember: false)),
            ("blocked card, not a member", .make(card: .blocked, isMember: false)),
            ("active card, member", .make(card: .active, isMember: true)),
            ("blocked card, member", .make(card: .blocked, isMember: true)),
        ]
        #expect(states.count == RewardsViewState.all.count, "every valid state is named here")
        assertPermutations(states) { state in
            let scene = ViewStateScene<RewardsView>(name: "RewardsScene", config: RewardsScene.config)
            scene.bind(state)
            return scene
        }
    }
}
