import NanoCore
import NanoNavigation
import NanoReactive
import NanoTesting
import NanoUI
import Testing

/// A greeting screen whose label follows a text field and whose button enables on input.
final class GreetingViewModel: AbstractViewModel<GreetingViewModel.InputFromView, GreetingViewModel.Publishers, Never> {
    struct InputFromView { let name: AnyPublisher<String, Never> }
    struct Publishers {
        let greeting: AnyPublisher<String?, Never>
        let canContinue: AnyPublisher<Bool, Never>
    }
    override func transform(input: Input) -> Output<Publishers, Never> {
        let navigator = Navigator<Never>()
        let name = input.fromView.name.prepend("")
        return Output(
            publishers: .init(
                greeting: name.map { $0.isEmpty ? "Who are you?" : "Hello, \($0)!" }.eraseToAnyPublisher(),
                canContinue: name.map { !$0.isEmpty }.eraseToAnyPublisher()),
            navigation: navigator.navigation)
    }
}

final class GreetingView: ViewModelled {
    typealias ViewModel = GreetingViewModel
    let name = TextField(id: "name", placeholder: "Name")
    let greeting = Label(id: "greeting")
    let next = Button(id: "next", title: "Continue")
    init() {}
    var controls: [any Control] { [name, greeting, next] }
    var inputFromView: InputFromView { .init(name: name.textPublisher.orEmpty) }
    func populate(with publishers: ViewModel.Publishers) -> [AnyCancellable] {
        publishers.greeting --> greeting.textBinder
        publishers.canContinue --> next.isEnabledBinder
    }
}

final class GreetingScene: NanoViewController<GreetingView>, ControllerConfigProviding {
    static let config = ControllerConfig(title: "Greeting")
}

@MainActor
struct SceneSnapshotsTests {
    @Test func everyStateOfTheGreetingScene() {
        let stack = HeadlessNavigationStack(leakDetector: nil)
        let scene = GreetingScene(viewModel: GreetingViewModel())
        stack.push(scene)
        let snapshots = SceneSnapshots(width: 40)
        for name in ["", "Ada", "Grace Brewster Murray Hopper"] {
            _ = scene.rootView?.name.type(name)
            snapshots.capture("name '\(name)'", scene)
        }
        #expect(snapshots.count == 3)
        assertSceneSnapshots(snapshots)
    }

    @Test func aChangedViewNoLongerMatchesItsReference() {
        let stack = HeadlessNavigationStack(leakDetector: nil)
        let scene = GreetingScene(viewModel: GreetingViewModel())
        stack.push(scene)
        _ = scene.rootView?.name.type("Ada")
        let snapshots = SceneSnapshots(width: 40)
        snapshots.capture("name 'Ada'", scene)
        // The reference of `everyStateOfTheGreetingScene` holds three states: one state alone
        // must not match it.
        withKnownIssue("a snapshot that differs from its reference fails") {
            assertSceneSnapshots(snapshots, testName: "everyStateOfTheGreetingScene")
        }
    }

    @Test func permutationsEnumerateEveryCombination() {
        #expect(permutations([[1, 2], [3, 4]]) == [[1, 3], [1, 4], [2, 3], [2, 4]])
        #expect(permutations(["a"], [true, false]).map { "\($0)\($1)" } == ["atrue", "afalse"])
        #expect(permutations([1], [2], [3, 4]).count == 2)
    }
}
