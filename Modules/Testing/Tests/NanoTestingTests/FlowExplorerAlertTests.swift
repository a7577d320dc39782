import NanoComposition
import NanoDI
import NanoNavigation
import NanoTesting
import Testing

/// While an alert shows, the explorer's steps choose its actions (a fault's Retry or Cancel)
/// instead of acting on the screen under it, and a violation's script spells them
/// `tap alert ID`, as `nvc` replays them.
@MainActor
struct FlowExplorerAlertTests {
    let explorer = FlowExplorer { _ in
        AppUnderTest(
            try NanoApp(
                homeLink: "alerts", plugins: [sampleAlertPlugin()], dependencies: DependencyContainer(),
                navigationStack: HeadlessNavigationStack(leakDetector: AppUnderTest.makeLeakDetector())),
            leakDetector: AppUnderTest.makeLeakDetector())
    }

    @Test func stepsOnAnAlertChooseItsActions() {
        // Tap `go` (the second of the screen's 5 candidates: name, go, flag, select, refresh),
        // then choose the alert's first action, Retry.
        let steps = [FlowExplorer.Step(kind: 0, pick: 1), FlowExplorer.Step(kind: 0, pick: 0)]
        #expect(explorer.run(steps, in: .signedIn) == nil)
        #expect(explorer.screensSeen.contains("SampleDetailScene"), "Retry pushed the detail: \(explorer.screensSeen)")
    }

    @Test func everyActionOfTheAlertIsReachableAndReplays() {
        for (pick, id) in ["retry", "delete-all", "cancel"].enumerated() {
            let actions: [FlowExplorer.Action] = [.open("alerts"), .tap(id: "go"), .chooseAlert(action: id)]
            #expect(explorer.replay(actions, in: .signedIn) == nil, "\(id)")
            let steps = [FlowExplorer.Step(kind: 0, pick: 1), FlowExplorer.Step(kind: 1, pick: pick)]
            #expect(explorer.run(steps, in: .signedIn) == nil, "\(id)")
        }
        #expect(FlowExplorer.Action.chooseAlert(action: "delete-all").description == "tap alert delete-all")
        #expect(
            explorer.replay([.open("alerts"), .chooseAlert(action: "retry")], in: .signedIn)
                == FlowExplorer.Violation(
                    invariant: .refused(.chooseAlert(action: "retry")), session: .signedIn,
                    actions: [.open("alerts")]),
            "no alert showing: refused")
    }
}
