import NanoCore
import NanoNavigation
import NanoReactive
import NanoUI
import Testing

/// A flow that asks before it retries or deletes, as seed 002's `show(apiError:)` does.
final class AlertingCoordinator: BaseCoordinator<Never>, Coordinating {
    enum Recovery: Equatable { case retry, cancel }
    enum Deletion: Equatable { case delete, keep }
    var recoveries: [Recovery] = []
    var deletions: [Deletion] = []

    func start() { push(scene: FirstScene.self, viewModel: StepViewModel()) { _ in } }

    @discardableResult
    func showError() -> PresentedAlert {
        showAlert(
            AlertContent(
                title: "Could not load people", message: "The server did not answer.",
                actions: [.default("Retry", .retry), .cancel("Cancel", .cancel)])
        ) { [weak self] choice in
            self?.recoveries.append(choice)
            if choice == .retry { self?.push(scene: SecondScene.self, viewModel: StepViewModel()) { _ in } }
        }
    }

    func confirmDeletion() {
        showAlert(
            .confirmationDialog(
                title: "Delete all favourites?", actions: [.destructive("Delete all", .delete), .cancel("Keep", .keep)])
        ) { [weak self] in self?.deletions.append($0) }
    }
}

@MainActor
struct AlertTests {
    let stack = HeadlessNavigationStack(leakDetector: nil)

    private func started() -> AlertingCoordinator {
        let flow = AlertingCoordinator(navigationStack: stack, leakDetector: nil)
        flow.start()
        return flow
    }

    @Test func anAlertIsStateATestCanRead() {
        let flow = started()
        flow.showError()
        let alert = stack.visibleAlert?.description
        #expect(alert?.title == "Could not load people")
        #expect(alert?.message == "The server did not answer.")
        #expect(alert?.style == .alert)
        #expect(
            alert?.actions == [
                AlertActionDescription(id: "retry", title: "Retry", role: .default),
                AlertActionDescription(id: "cancel", title: "Cancel", role: .cancel),
            ])
        #expect(stack.presentedAlert === stack.visibleAlert)
    }

    @Test func choosingAnActionClosesTheAlertThenDeliversItsChoice() throws {
        let flow = started()
        flow.showError()
        try stack.chooseAlertAction("Retry")
        #expect(stack.visibleAlert == nil)
        #expect(flow.recoveries == [.retry])
        #expect(stack.scenes.count == 2, "the handler navigated: Retry ran the request's screen again")
    }

    @Test func theAlertBlocksTheScreenUnderIt() throws {
        let flow = started()
        flow.showError()
        #expect(
            throws: UserActionError.refused(
                "an alert is showing ('Could not load people'); choose one of its actions first (retry, cancel)")
        ) {
            _ = try stack.actionableScene()
        }
        try stack.chooseAlertAction("cancel")
        #expect(try stack.actionableScene() === stack.topScene)
    }

    @Test func backAndDismissChooseTheCancelAction() throws {
        let flow = started()
        flow.showError()
        try stack.goBack()
        #expect(flow.recoveries == [.cancel])
        flow.confirmDeletion()
        try stack.dismissTopmost()
        #expect(flow.deletions == [.keep])
        #expect(stack.scenes.count == 1, "cancelling went back nowhere")
    }

    @Test func anAlertWithoutACancelActionRefusesBack() {
        let flow = started()
        flow.showAlert(AlertContent(title: "Update required", actions: [.default("Update", 1)])) { _ in }
        #expect(throws: UserActionError.self) { try stack.goBack() }
        #expect(stack.visibleAlert != nil)
    }

    @Test func anUnknownActionIsRefusedNamingTheActions() {
        let flow = started()
        flow.confirmDeletion()
        #expect(throws: UserActionError.refused("the alert has no action 'remove' (actions: delete-all, keep)")) {
            try stack.chooseAlertAction("remove")
        }
        #expect(throws: UserActionError.refused("no alert is showing")) {
            try HeadlessNavigationStack(leakDetector: nil).chooseAlertAction("keep")
        }
    }

    @Test func expectReadsTheAlert() throws {
        let flow = started()
        try stack.expectAlert("visible", equals: "false")
        flow.confirmDeletion()
        try stack.expectAlert("title", equals: "Delete all favourites?")
        try stack.expectAlert("style", equals: "actionSheet")
        try stack.expectAlert("actions", equals: "Delete all, Keep")
        try stack.expectAlert("message", equals: "")
        #expect(
            throws: UserActionError.expectationFailed(
                id: "alert", property: "title", expected: "Delete?", actual: "Delete all favourites?")
        ) { try stack.expectAlert("title", equals: "Delete?") }
    }

    @Test func aStackChangeTakesTheAlertAwayUnchosenAndReleasesItsHandler() {
        let flow = started()
        weak var presented: PresentedAlert?
        presented = flow.showError()
        flow.push(scene: SecondScene.self, viewModel: StepViewModel()) { _ in }
        #expect(stack.visibleAlert == nil)
        #expect(flow.recoveries.isEmpty)
        #expect(presented == nil, "nothing keeps an abandoned alert")
    }

    @Test func anAlertShowsOverTheTopmostStackAndLeavesWithIt() throws {
        let flow = started()
        let modal = stack.presentNewStack()
        modal.push(SecondScene(viewModel: StepViewModel()))
        flow.showError()
        #expect(modal.presentedAlert != nil)
        #expect(stack.presentedAlert == nil)
        stack.dismissPresented()
        #expect(stack.visibleAlert == nil)
    }

    @Test func idsComeFromTitlesAndStayUnique() {
        let flow = started()
        flow.showAlert(
            AlertContent(
                title: "?", actions: [.default("Save & close", 1), .default("Save & Close", 2), .cancel("…", 3)])
        ) { _ in }
        #expect(stack.visibleAlert?.description.actions.map(\.id) == ["save-close", "save-close-2", "action"])
        flow.showAlert(AlertContent<Int>(title: "Done", actions: [])) { _ in Issue.record("OK chooses nothing") }
        #expect(
            stack.visibleAlert?.description.actions == [AlertActionDescription(id: "ok", title: "OK", role: .cancel)])
    }

    @Test func theOKOfAnAlertGivenNoActionsIsInTheAppsWords() {
        let flow = started()
        stack.activity.texts.ok = "Verstanden"  // what an app in another language sets (NanoApp)
        flow.showAlert(AlertContent<Int>(title: "Fertig", actions: [])) { _ in }
        #expect(
            stack.visibleAlert?.description.actions
                == [AlertActionDescription(id: "ok", title: "Verstanden", role: .cancel)])
    }

    @Test func choosingIsOneStepOfTheNavigationActivity() throws {
        let flow = started()
        var log: [String] = []
        let subscription = stack.activity.transitions.sink {
            log.append("\($0.phase) \($0.cause) \($0.changes.map(\.kind.rawValue))")
        }
        flow.showError()
        try stack.chooseAlertAction("retry")
        #expect(
            log == [
                "will stack presentAlert []", "did stack presentAlert [\"presentAlert\"]",
                "will step []", "did step [\"dismissAlert\", \"push\"]",
            ])
        subscription.cancel()
    }
}
