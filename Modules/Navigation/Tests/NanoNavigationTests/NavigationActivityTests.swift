import NanoCore
import NanoNavigation
import NanoReactive
import NanoUI
import Testing

/// The chain's navigation activity groups stack changes by cause.
@MainActor
struct NavigationActivityTests {
    private func scene() -> LifecycleScene { LifecycleScene(viewModel: LifecycleViewModel()) }

    private func record(_ stack: HeadlessNavigationStack) -> (() -> [String], AnyCancellable) {
        var log: [String] = []
        let subscription = stack.activity.transitions.sink { transition in
            log.append("\(transition.phase) \(transition.cause) \(transition.changes.map(\.kind.rawValue))")
        }
        return ({ log }, subscription)
    }

    @Test func eachChangeOutsideACauseIsATransitionOfItsOwn() {
        let stack = HeadlessNavigationStack(leakDetector: nil)
        let (log, subscription) = record(stack)
        stack.push(scene())
        stack.push(scene())
        stack.pop()
        stack.pop()  // the root stays: no change, no transition
        #expect(
            log() == [
                "will stack push []", "did stack push [\"push\"]",
                "will stack push []", "did stack push [\"push\"]",
                "will stack pop []", "did stack pop [\"pop\"]",
            ])
        subscription.cancel()
    }

    @Test func changesInsideACauseAreOneTransitionAndModalStacksShareTheActivity() {
        let stack = HeadlessNavigationStack(leakDetector: nil)
        let (log, subscription) = record(stack)
        stack.activity.perform(.step) {
            stack.push(scene())
            let modal = stack.presentNewStack()
            #expect(modal.activity === stack.activity)
            modal.push(scene())
        }
        stack.activity.perform(.step) {}  // a step that shows nothing announces nothing
        #expect(log() == ["will step []", "did step [\"push\", \"present\", \"push\"]"])
        subscription.cancel()
    }

    @Test func aLinkOpenedInsideAStepNamesTheTransitionAndTheOuterCauseOtherwiseWins() {
        let stack = HeadlessNavigationStack(leakDetector: nil)
        let (log, subscription) = record(stack)
        stack.activity.perform(.step) {
            stack.activity.perform(.link("nvc://home")) { stack.push(scene()) }
        }
        stack.activity.perform(.link("nvc://a")) {
            stack.activity.perform(.step) { stack.push(scene()) }
        }
        #expect(
            log() == [
                "will link nvc://home []", "did link nvc://home [\"push\"]",
                "will link nvc://a []", "did link nvc://a [\"push\"]",
            ])
        subscription.cancel()
    }

    @Test func aCoordinatorsStepHandlerIsOneCause() {
        let stack = HeadlessNavigationStack(leakDetector: nil)
        let parent = ParentCoordinator(navigationStack: stack, leakDetector: nil)
        parent.start()
        let (log, subscription) = record(stack)
        stack.visibleScene?.tap(.startModalChild)  // presents a stack, then the child pushes on it
        stack.visibleScene?.tap(.finish)  // the child finishes: its parent's handler, then the dismissal
        #expect(
            log() == [
                "will step []", "did step [\"present\", \"push\"]",
                "will step []", "did step [\"dismissPresented\"]",
            ])
        subscription.cancel()
    }
}
