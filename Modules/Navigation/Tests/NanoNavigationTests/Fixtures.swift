import NanoCore
import NanoNavigation
import NanoReactive
import NanoUI

/// A view model whose steps come straight from its view, so a test can "tap" any step.
final class StepViewModel: AbstractViewModel<StepViewModel.InputFromView, Void, StepViewModel.Step> {
    enum Step: Equatable {
        case next, present, startChild, startModalChild, startReplacingChild, finish, close, replace
    }
    struct InputFromView { let steps: AnyPublisher<Step, Never> }

    /// A step to emit during `transform`, before anyone has subscribed.
    let eagerStep: Step?

    init(eagerStep: Step? = nil) {
        self.eagerStep = eagerStep
    }

    override func transform(input: Input) -> Output<Void, Step> {
        let navigator = Navigator<Step>()
        if let eagerStep { navigator.next(eagerStep) }
        let forward = input.fromView.steps.sink { [navigator] in navigator.next($0) }
        return Output(publishers: (), navigation: navigator.navigation) {
            forward
        }
    }
}

/// A view without controls whose only event is "the user asked for this step".
final class StepView: ViewModelled {
    typealias ViewModel = StepViewModel
    let steps = PassthroughSubject<StepViewModel.Step, Never>()
    init() {}
    var controls: [any Control] { [] }
    var inputFromView: InputFromView { .init(steps: steps.eraseToAnyPublisher()) }
    func populate(with publishers: Void) -> [AnyCancellable] { [] }
}

final class FirstScene: NanoViewController<StepView>, ControllerConfigProviding {
    static let config = ControllerConfig(title: "First")
}
final class SecondScene: NanoViewController<StepView>, ControllerConfigProviding {
    static let config = ControllerConfig(title: "Second")
}

extension SceneHosting {
    /// Simulates the user asking the top scene for `step`.
    @MainActor func tap(_ step: StepViewModel.Step) {
        (self as? NanoViewController<StepView>)?.rootView?.steps.send(step)
    }
}

/// A parent coordinator exercising every transition.
final class ParentCoordinator: BaseCoordinator<Never>, Coordinating {
    var childSteps: [ChildCoordinator.Step] = []
    var eagerStep: StepViewModel.Step?

    func start() {
        push(scene: FirstScene.self, viewModel: StepViewModel(eagerStep: eagerStep)) { [unowned self] in handle($0) }
    }

    func handle(_ step: StepViewModel.Step) {
        switch step {
        case .next:
            push(scene: SecondScene.self, viewModel: StepViewModel()) { [unowned self] in handle($0) }
        case .present:
            modallyPresent(scene: SecondScene.self, viewModel: StepViewModel()) { step, dismiss in
                if step == .close { dismiss(true, nil) }
            }
        case .startChild: startChild(.push)
        case .startModalChild: startChild(.present)
        case .startReplacingChild: startChild(.replace)
        case .replace:
            replaceAllScenes(with: FirstScene.self, viewModel: StepViewModel()) { [unowned self] step, _ in handle(step)
            }
        case .finish, .close: break
        }
    }

    func startChild(_ transition: CoordinatorTransition) {
        start(
            coordinator: { ChildCoordinator(navigationStack: $0, leakDetector: nil) },
            transition: transition,
            onStep: { [unowned self] in childSteps.append($0) }
        )
    }
}

/// A child flow of one or more scenes that can finish.
final class ChildCoordinator: BaseCoordinator<ChildCoordinator.Step>, Coordinating {
    enum Step: Equatable { case done }

    func start() {
        push(scene: FirstScene.self, viewModel: StepViewModel()) { [unowned self] in handle($0) }
    }

    func handle(_ step: StepViewModel.Step) {
        switch step {
        case .next: push(scene: SecondScene.self, viewModel: StepViewModel()) { [unowned self] in handle($0) }
        case .finish: finish(.done)
        case .startChild:
            start(coordinator: { ChildCoordinator(navigationStack: $0, leakDetector: nil) }, onStep: { _ in })
        default: break
        }
    }
}

/// Weak references to check that released objects are freed.
@MainActor
struct Weak {
    private var refs: [(name: String, ref: () -> AnyObject?)] = []
    mutating func add(_ object: AnyObject, _ name: String) {
        refs.append((name, { [weak object] in object }))
    }
    var alive: [String] { refs.filter { $0.ref() != nil }.map(\.name) }
}
