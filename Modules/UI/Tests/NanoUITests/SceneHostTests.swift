import NanoCore
import NanoUI
import Testing

@MainActor
struct SceneHostTests {
    @Test func lifecycleRunsInOrderAndTransformsOnce() throws {
        Probe.log = []
        defer { Probe.log = nil }
        let viewModel = FormViewModel()
        let scene = FormScene(viewModel: viewModel)
        #expect(Probe.log == [])
        #expect(!scene.isLoaded)
        #expect(scene.controls.isEmpty)

        scene.didMoveToStack()
        scene.loadViewIfNeeded()
        scene.viewWillAppear()
        scene.viewDidAppear()
        #expect(Probe.log == ["view built", "transform", "populate", "viewDidLoad", "viewWillAppear", "viewDidAppear"])

        Probe.log = []
        scene.loadViewIfNeeded()
        scene.viewWillAppear()
        scene.viewDidAppear()
        #expect(Probe.log == ["viewWillAppear", "viewDidAppear"])
        #expect(viewModel.transformCount == 1)
        #expect(scene.isOnStack)
        scene.didLeaveStack()
    }

    @Test func viewEventsReachTheViewModelAndItsStateReachesTheView() throws {
        let viewModel = FormViewModel()
        let scene = FormScene(viewModel: viewModel)
        scene.loadViewIfNeeded()
        let view = try #require(scene.rootView)
        #expect(!view.submit.isEnabled)
        #expect(view.name.type("Ada").isPerformed)
        #expect(view.email.type("ada@example.com").isPerformed)
        #expect(view.submit.isEnabled)
        viewModel.busy.send(true)
        viewModel.greeting.send("Welcome!")
        #expect(view.spinner.isAnimating)
        #expect(view.greeting.text == "Welcome!")
        scene.didLeaveStack()
    }

    @Test func leavingTheStackReleasesEveryBinding() throws {
        let viewModel = FormViewModel()
        let scene = FormScene(viewModel: viewModel)
        scene.didMoveToStack()
        scene.loadViewIfNeeded()
        let view = try #require(scene.rootView)
        #expect(scene.bindingCount > 0)
        scene.didLeaveStack()
        #expect(scene.bindingCount == 0)
        #expect(!scene.isOnStack)
        viewModel.busy.send(true)
        viewModel.greeting.send("ignored")
        _ = view.name.type("Ada")
        _ = view.email.type("ada@example.com")
        #expect(!view.spinner.isAnimating)
        #expect(view.greeting.text == "Hello")
        #expect(!view.submit.isEnabled)
    }

    @Test func rightBarButtonTapsReachTheViewModel() throws {
        let scene = FormScene(viewModel: FormViewModel())
        var steps: [FormViewModel.Step] = []
        let subscription = scene.navigation.sink { steps.append($0) }
        let skip = try #require(scene.rightBarButton)
        #expect(skip.content == .title("Skip"))
        #expect(skip.tap() == .performed)
        #expect(steps == [.skipped])
        subscription.cancel()
        scene.didLeaveStack()
    }

    @Test func writeBacksChangeTitleBarButtonsAndToast() throws {
        let scene = FormScene(viewModel: FormViewModel())
        var steps: [FormViewModel.Step] = []
        let subscription = scene.navigation.sink { steps.append($0) }
        let view = try #require(scene.rootView)
        #expect(scene.title == "Sign up")
        _ = view.name.type("Ada")
        _ = view.email.type("ada@example.com")
        #expect(view.submit.tap() == .performed)
        #expect(steps == [.submitted(name: "Ada", email: "ada@example.com")])
        #expect(scene.title == "Welcome, Ada")
        #expect(scene.toast == Toast("Signed up", style: .success))
        let right = try #require(scene.rightBarButton)
        #expect(right.isHidden)
        #expect(right.tap() == .refused("bar button 'right-bar-button' is hidden"))
        #expect(scene.leftBarButton?.content == .system(.done))
        #expect(scene.leftBarButton?.isHidden == false)
        subscription.cancel()
        scene.didLeaveStack()
    }

    @Test func aStepEmittedDuringTransformReachesTheSubscriber() {
        let scene = FormScene(viewModel: FormViewModel(stepOnTransform: .started))
        var steps: [FormViewModel.Step] = []
        let subscription = scene.navigation.sink { steps.append($0) }
        #expect(steps == [.started])
        subscription.cancel()
        scene.didLeaveStack()
    }

    @Test func aSceneThatLeftItsStackNeverBindsAgain() {
        let viewModel = FormViewModel()
        let scene = FormScene(viewModel: viewModel)
        scene.didMoveToStack()
        scene.didLeaveStack()
        _ = scene.navigation
        scene.viewWillAppear()
        #expect(viewModel.transformCount == 0)
        #expect(!scene.isLoaded)
        #expect(scene.bindingCount == 0)
    }

    @Test func sceneAndViewModelAreFreedAfterLeavingTheStack() throws {
        weak var weakScene: FormScene?
        weak var weakViewModel: FormViewModel?
        weak var weakView: FormView?
        do {
            let scene = FormScene(viewModel: FormViewModel(stepOnTransform: .started))
            weakScene = scene
            weakViewModel = scene.viewModel
            let subscription = scene.navigation.sink { _ in }
            weakView = scene.rootView
            scene.didMoveToStack()
            scene.viewWillAppear()
            scene.viewDidAppear()
            _ = scene.rightBarButton?.tap()
            scene.didLeaveStack()
            subscription.cancel()
        }
        #expect(weakScene == nil)
        #expect(weakViewModel == nil)
        #expect(weakView == nil)
    }

    @Test func controlsAreFoundByID() {
        let scene = FormScene(viewModel: FormViewModel())
        scene.loadViewIfNeeded()
        #expect(scene.allControls.map(\.id) == ["right-bar-button", "greeting", "name", "email", "submit", "loading"])
        #expect(scene.control(withID: "email")?.kind == .textField)
        #expect(scene.control(withID: "nope") == nil)
        scene.didLeaveStack()
    }
}

/// A scene declared in one line, without a static configuration.
final class PlainFormScene: NanoViewController<FormView> {}

/// A view ported from UIKit: a ``SceneView`` subclass that lists its controls.
final class PortedView: SceneView {
    let label = Label(id: "label", text: "ported")
    override var controls: [any Control] { [label] }
}

@MainActor
struct SceneConfigTests {
    @Test func aSceneProvidingAConfigShowsItsTitleAndBarButtons() {
        let scene = FormScene(viewModel: FormViewModel())
        #expect(scene.config == FormScene.config)
        #expect(scene.title == "Sign up")
        #expect(scene.rightBarButton?.content == .title("Skip"))
    }

    @Test func aSceneWithoutAConfigHasNoTitleAndNoBarButtons() {
        let scene = PlainFormScene(viewModel: FormViewModel())
        #expect(scene.config == ControllerConfig())
        #expect(scene.title == nil)
        #expect(scene.leftBarButton == nil && scene.rightBarButton == nil)
    }

    @Test func aSceneViewListsOnlyTheControlsItDeclares() {
        #expect(SceneView().controls.isEmpty)
        #expect(PortedView().controls.map(\.id) == ["label"])
    }
}
