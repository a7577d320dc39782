import NanoCore
import NanoDI
import NanoReactive
import NanoTesting
import NanoUI
import Testing

@testable import RewardsFeature

/// Seed 004's logic tests: the controller (view model) with a stub view controller that records
/// every bound state and injects the person's actions, over a store the test controls.
@MainActor
struct RewardsViewModelTests {
    @MainActor
    final class Harness {
        let store = makeStore()
        let stub = StubViewController<RewardsViewState, RewardsAction>()
        let transformed: ViewModelHarness<RewardsViewModel>
        let binding: AnyCancellable

        init(card: CardStatus = .active, member: Bool = false) throws {
            let account = RewardsAccount(store: store)
            try account.setCardStatus(card)
            try account.setMember(member)
            transformed = ViewModelHarness(
                RewardsViewModel(account: account, rewards: LocalRewardsManager(account: account)),
                fromView: .init(actions: stub.actions))
            let binding = transformed.publishers.state --> stub.stateBinder
            self.binding = binding
        }

        var account: RewardsAccount { RewardsAccount(store: store) }
    }

    @Test func anActiveCardIsInvitedToJoin() throws {
        let harness = try Harness(card: .active)
        #expect(harness.stub.boundStates == [.make(card: .active, isMember: false)])
        #expect(harness.stub.boundStates.last?.actionTitle == "Join rewards")
    }

    @Test func aBlockedCardIsToldToUnblockFirst() throws {
        let harness = try Harness(card: .blocked)
        #expect(harness.stub.boundStates.last?.headline == "Your card is blocked")
        #expect(harness.stub.boundStates.last?.actionTitle == "Unblock card")
    }

    @Test func confirmingJoinsAndBindsTheMemberState() throws {
        let harness = try Harness(card: .active)
        harness.stub.send(.confirm)
        #expect(harness.account.isMember)
        #expect(
            harness.stub.boundStates == [.make(card: .active, isMember: false), .make(card: .active, isMember: true)])
        #expect(harness.transformed.toasts.values.isEmpty)
    }

    @Test func confirmingOnABlockedCardUnblocksItAndDoesNotJoin() throws {
        let harness = try Harness(card: .blocked)
        harness.stub.send(.confirm)
        #expect(harness.account.cardStatus == .active)
        #expect(!harness.account.isMember, "unblocking is not joining")
        #expect(harness.stub.boundStates.last == .make(card: .active, isMember: false))
        harness.stub.send(.confirm)
        #expect(harness.stub.boundStates.last == .make(card: .active, isMember: true))
    }

    @Test func aFailedSaveShowsAToastAndBindsNothingNew() throws {
        let harness = try Harness(card: .active)
        harness.store.failsWrites = true
        harness.stub.send(.confirm)
        #expect(!harness.account.isMember)
        #expect(harness.stub.boundStates.count == 1)
        #expect(
            harness.transformed.toasts.values == [
                Toast("Could not save your rewards: \(harness.store.failure.description)", style: .error)
            ])
    }

    @Test func aChangeMadeElsewhereShowsWhenTheScreenReappears() throws {
        let harness = try Harness(card: .active)
        try harness.account.setCardStatus(.blocked)
        #expect(harness.stub.boundStates.count == 1)
        harness.transformed.appear()
        #expect(harness.stub.boundStates.last == .make(card: .blocked, isMember: false))
        harness.transformed.appear()
        #expect(harness.stub.boundStates.count == 2, "an unchanged state is not bound again")
    }

    @Test func everyStateOffersAtMostOneActionAndSaysWhatItIs() {
        #expect(RewardsViewState.all.count == 4)
        #expect(Set(RewardsViewState.all.map(\.message)).count == 4, "no two states read the same")
        #expect(RewardsViewState.all.filter { $0.actionTitle == nil } == [.make(card: .active, isMember: true)])
    }
}

/// Seed 004's view behaviour tests: the view forwards its control's events as layout-agnostic
/// actions, recorded with NanoTesting's `PublisherRecorder` (seed 004's `TestObserver`), and
/// shows a bound state.
@MainActor
struct RewardsViewTests {
    @Test func aTapOnConfirmIsTheConfirmAction() {
        let view = RewardsView()
        view.bind(.make(card: .active, isMember: false))
        let actions = PublisherRecorder(view.inputFromView.actions)
        #expect(view.confirmButton.tap() == .performed)
        #expect(view.confirmButton.tap() == .performed)
        #expect(actions.values == [.confirm, .confirm])
    }

    @Test func aStateWithoutAnActionHidesTheButton() {
        let view = RewardsView()
        view.bind(.make(card: .active, isMember: true))
        #expect(view.confirmButton.isHidden)
        #expect(view.confirmButton.tap() != .performed, "a hidden button cannot be tapped")
        view.bind(.make(card: .blocked, isMember: true))
        #expect(!view.confirmButton.isHidden)
        #expect(view.confirmButton.title == "Unblock card")
        #expect(view.headline.text == "Your card is blocked")
    }
}
