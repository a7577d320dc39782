import NanoCore
import NanoNavigation
import NanoReactive
import NanoTesting
import NanoUI
import Testing

/// Starts a request that never answers when its scene loads, shows its state in a label.
final class HangingViewModel: AbstractViewModel<Void, HangingViewModel.Publishers, Never> {
    struct Publishers { let status: AnyPublisher<String?, Never> }
    let probe: CancellationProbe
    let loading = ActivityIndicator()

    init(probe: CancellationProbe) { self.probe = probe }

    override func transform(input: Input) -> Output<Publishers, Never> {
        let probe = probe
        let loading = loading
        let status = PassthroughSubject<String?, Never>()
        return Output(publishers: Publishers(status: status.eraseToAnyPublisher())) {
            input.fromController.viewDidLoad
                .flatMapLatest { _ in
                    Effect<String, any Error>.task { try await probe.hang() }
                        .trackActivity(loading)
                        .replaceErrorWithEmpty()
                }
                .sink { status.send($0) }
        }
    }
}

final class HangingView: ViewModelled {
    typealias ViewModel = HangingViewModel
    let status = Label(id: "status", text: "loading")
    init() {}
    var controls: [any Control] { [status] }
    var inputFromView: Void { () }
    func populate(with publishers: HangingViewModel.Publishers) -> [AnyCancellable] {
        publishers.status --> status.textBinder
    }
}

final class HangingScene: NanoViewController<HangingView> {}
final class StillScene: NanoViewController<CycleView> {}

/// Shows a still root scene, then the hanging one, as the test asks.
final class HangingFlow: BaseCoordinator<Never>, Coordinating {
    let probe: CancellationProbe
    init(navigationStack: any NavigationStack, probe: CancellationProbe) {
        self.probe = probe
        super.init(navigationStack: navigationStack, leakDetector: nil)
    }
    func start() { push(scene: StillScene.self, viewModel: CycleViewModel(createsCycle: false)) { _ in } }
    func pushHanging() { push(scene: HangingScene.self, viewModel: HangingViewModel(probe: probe)) { _ in } }
    func presentHanging() {
        modallyPresent(scene: HangingScene.self, viewModel: HangingViewModel(probe: probe)) { _, _ in }
    }
}

/// An effect a view model starts in `transform` lives as long as its scene: every way a scene
/// leaves its stack cancels the task, and the scene, its view model and the work are freed.
@MainActor
struct EffectLifetimeTests {
    private func run(_ leave: (HangingFlow, any NavigationStack) -> Void, show: (HangingFlow) -> Void) async throws {
        let probe = CancellationProbe()
        let leaks = LeakTracker()
        let stack = HeadlessNavigationStack(leakDetector: nil)
        let flow = HangingFlow(navigationStack: stack, probe: probe)
        flow.start()
        do {
            show(flow)
            guard let scene = stack.visibleScene as? HangingScene else {
                Issue.record("the hanging scene is not showing")
                return
            }
            leaks.track(scene: scene)
            #expect(await probe.waitUntil { $0.started == 1 }, "the request started when the scene loaded")
            #expect(scene.viewModel.loading.isActive)
            #expect(try scene.value(of: "status", "text") == .string("loading"))
            leave(flow, stack)
        }
        #expect(await probe.waitUntil { $0.cancelled == 1 }, "cancellation reached the request's task")
        #expect(await probe.counts.running == 0)
        leaks.expectAllFreed()
    }

    @Test func goingBackCancelsTheRequest() async throws {
        try await run({ _, stack in try? stack.goBack() }, show: { $0.pushHanging() })
    }

    @Test func replacingEveryScreenCancelsTheRequest() async throws {
        try await run(
            { _, stack in stack.replaceAll(with: StillScene(viewModel: CycleViewModel(createsCycle: false))) },
            show: { $0.pushHanging() })
    }

    @Test func dismissingCancelsTheRequest() async throws {
        try await run({ _, stack in try? stack.dismissTopmost() }, show: { $0.presentHanging() })
    }

    @Test func aSceneThatStaysKeepsItsRequestRunning() async throws {
        let probe = CancellationProbe()
        let stack = HeadlessNavigationStack(leakDetector: nil)
        let flow = HangingFlow(navigationStack: stack, probe: probe)
        flow.start()
        flow.pushHanging()
        #expect(await probe.waitUntil { $0.started == 1 })
        try await Task.sleep(for: .milliseconds(50))
        #expect(await probe.counts.started == 1)
        #expect(await probe.counts.cancelled == 0, "a scene still on its stack keeps its work")
        stack.removeAll()
        #expect(await probe.waitUntil { $0.cancelled == 1 })
    }
}
