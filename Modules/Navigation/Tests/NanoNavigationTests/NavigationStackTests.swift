import NanoCore
import NanoNavigation
import NanoReactive
import NanoUI
import Testing

/// Records lifecycle events of a scene's view model through its controller input.
final class LifecycleViewModel: AbstractViewModel<Void, Void, Never> {
    var log: [String] = []
    override func transform(input: Input) -> Output<Void, Never> {
        let navigator = Navigator<Never>()
        log.append("transform")
        let c = input.fromController
        let bindings = [
            c.viewDidLoad.sink { [unowned self] in log.append("didLoad") },
            c.viewWillAppear.sink { [unowned self] in log.append("willAppear") },
            c.viewDidAppear.sink { [unowned self] in log.append("didAppear") },
        ]
        return Output(publishers: (), navigation: navigator.navigation) {
            bindings
        }
    }
}

final class LifecycleView: ViewModelled {
    typealias ViewModel = LifecycleViewModel
    init() {}
    var controls: [any Control] { [] }
    var inputFromView: Void { () }
    func populate(with publishers: Void) -> [AnyCancellable] { [] }
}

final class LifecycleScene: NanoViewController<LifecycleView> {}

@MainActor
struct NavigationStackTests {
    @Test func pushAndPopSendLifecycleEventsInOrder() {
        let stack = HeadlessNavigationStack(leakDetector: nil)
        let bottom = LifecycleViewModel()
        stack.push(LifecycleScene(viewModel: bottom))
        stack.push(LifecycleScene(viewModel: LifecycleViewModel()))
        stack.pop()
        #expect(bottom.log == ["transform", "didLoad", "willAppear", "didAppear", "willAppear", "didAppear"])
    }

    @Test func popRefusesAtTheRoot() {
        let stack = HeadlessNavigationStack(leakDetector: nil)
        stack.push(LifecycleScene(viewModel: LifecycleViewModel()))
        #expect(stack.pop() == nil)
        #expect(stack.scenes.count == 1)
        #expect(!stack.canGoBack)
    }

    @Test func changesArePublishedWithRemovedScenes() {
        let stack = HeadlessNavigationStack(leakDetector: nil)
        var kinds: [NavigationChange.Kind] = []
        var removedCounts: [Int] = []
        let observation = stack.changes.sink {
            kinds.append($0.kind)
            removedCounts.append($0.removed.count)
        }
        stack.push(LifecycleScene(viewModel: LifecycleViewModel()))
        stack.push(LifecycleScene(viewModel: LifecycleViewModel()))
        let modal = stack.presentNewStack()
        modal.push(LifecycleScene(viewModel: LifecycleViewModel()))
        modal.push(LifecycleScene(viewModel: LifecycleViewModel()))
        stack.dismissPresented()
        stack.replaceAll(with: LifecycleScene(viewModel: LifecycleViewModel()))
        #expect(kinds == [.push, .push, .present, .dismissPresented, .replaceAll])
        #expect(removedCounts == [0, 0, 0, 2, 2])
        observation.cancel()
    }

    @Test func presentingOnAPresentedStackStacksModals() {
        let stack = HeadlessNavigationStack(leakDetector: nil)
        stack.push(LifecycleScene(viewModel: LifecycleViewModel()))
        let first = stack.presentNewStack()
        first.push(LifecycleScene(viewModel: LifecycleViewModel()))
        let second = stack.presentNewStack()
        #expect(second.presentingStack === first)
        #expect(stack.topmostStack === second)
        #expect(stack.stackChain.count == 3)
        stack.dismissPresented()
        #expect(stack.presentedStack == nil)
        #expect(first.scenes.isEmpty)
    }
}

@MainActor
struct LeakDetectorTests {
    @Test func reportsASceneKeptAliveAfterItLeftTheStack() {
        var reports: [LeakDetector.Survivor] = []
        let detector = LeakDetector(isEnabled: true, gracePeriod: .zero) { reports.append($0) }
        let stack = HeadlessNavigationStack(leakDetector: detector)
        stack.push(LifecycleScene(viewModel: LifecycleViewModel()))
        let kept = LifecycleScene(viewModel: LifecycleViewModel())
        stack.push(kept)
        stack.pop()
        detector.check()
        #expect(reports.map(\.name).sorted() == ["LifecycleScene", "LifecycleScene.viewModel"])
        #expect(detector.check().isEmpty, "each survivor is reported once")
        _ = kept
    }

    @Test func freedScenesAreNotReported() {
        let detector = LeakDetector(isEnabled: true, gracePeriod: .zero) { _ in }
        let stack = HeadlessNavigationStack(leakDetector: detector)
        stack.push(LifecycleScene(viewModel: LifecycleViewModel()))
        stack.push(LifecycleScene(viewModel: LifecycleViewModel()))
        stack.pop()
        #expect(detector.check().isEmpty)
        #expect(detector.watchedCount == 0)
    }
}
