import NanoNavigation
@_spi(Testing) import NanoUI
import Testing

@MainActor
struct CoordinatorTests {
    let stack = HeadlessNavigationStack(leakDetector: nil)

    func makeParent(eagerStep: StepViewModel.Step? = nil) -> ParentCoordinator {
        let parent = ParentCoordinator(navigationStack: stack, leakDetector: nil)
        parent.eagerStep = eagerStep
        parent.start()
        return parent
    }

    var sceneNames: [String] { stack.scenes.map(\.sceneName) }

    @Test func pushShowsTheSceneAndRoutesItsSteps() {
        let parent = makeParent()
        #expect(sceneNames == ["FirstScene"])
        stack.topScene?.tap(.next)
        #expect(sceneNames == ["FirstScene", "SecondScene"])
        #expect(parent.ownedScenes.count == 2)
    }

    @Test func aStepEmittedDuringTransformReachesTheCoordinator() {
        _ = makeParent(eagerStep: .next)
        #expect(sceneNames == ["FirstScene", "SecondScene"], "the step from transform was not lost")
    }

    @Test func userBackReleasesTheSceneAndItsSubscription() throws {
        let parent = makeParent()
        var weak = Weak()
        do {
            stack.topScene?.tap(.next)
            let second = stack.topScene
            weak.add(try #require(second), "scene")
            weak.add(try #require(second?.viewModelObject), "viewModel")
        }
        stack.pop()
        #expect(parent.ownedScenes.count == 1)
        #expect(weak.alive.isEmpty)
    }

    @Test func pushedChildIsReleasedWhenTheUserGoesBackPastIt() throws {
        let parent = makeParent()
        var weak = Weak()
        stack.topScene?.tap(.startChild)
        weak.add(try #require(parent.childCoordinators.first), "child")
        stack.topScene?.tap(.next)
        #expect(sceneNames == ["FirstScene", "FirstScene", "SecondScene"])
        stack.pop()
        #expect(parent.childCoordinators.count == 1, "the child still shows its first scene")
        stack.pop()
        #expect(parent.childCoordinators.isEmpty)
        #expect(weak.alive.isEmpty)
    }

    @Test func presentedChildIsReleasedWhenTheUserDismisses() throws {
        let parent = makeParent()
        var weak = Weak()
        stack.topScene?.tap(.startModalChild)
        weak.add(try #require(parent.childCoordinators.first), "child")
        weak.add(try #require(stack.presentedStack), "modal stack")
        #expect(stack.presentedStack?.scenes.map(\.sceneName) == ["FirstScene"])
        stack.dismissPresented()
        #expect(parent.childCoordinators.isEmpty)
        #expect(weak.alive.isEmpty)
    }

    @Test func finishingAPushedChildDeliversItsStepPopsItsScenesAndRemovesIt() throws {
        let parent = makeParent()
        var weak = Weak()
        stack.topScene?.tap(.startChild)
        weak.add(try #require(parent.childCoordinators.first), "child")
        stack.topScene?.tap(.next)
        stack.topScene?.tap(.finish)
        #expect(parent.childSteps == [.done])
        #expect(parent.childCoordinators.isEmpty)
        #expect(sceneNames == ["FirstScene"])
        #expect(weak.alive.isEmpty)
    }

    @Test func finishingAPresentedChildDismissesItsStack() throws {
        let parent = makeParent()
        stack.topScene?.tap(.startModalChild)
        stack.topmostStack.topScene?.tap(.finish)
        #expect(parent.childSteps == [.done])
        #expect(stack.presentedStack == nil)
        #expect(parent.childCoordinators.isEmpty)
    }

    @Test func replacingChildTakesOverTheStack() throws {
        let parent = makeParent()
        stack.topScene?.tap(.next)
        stack.topScene?.tap(.startReplacingChild)
        #expect(sceneNames == ["FirstScene"])
        #expect(parent.ownedScenes.isEmpty)
        let child = try #require(parent.childCoordinators.first)
        #expect(child.ownedScenes.count == 1)
        #expect(child.transition == .replace)
    }

    @Test func grandchildrenAreReleasedWithTheirParentFlow() throws {
        let parent = makeParent()
        var weak = Weak()
        stack.topScene?.tap(.startChild)
        stack.topScene?.tap(.startChild)
        do {
            let child = try #require(parent.childCoordinators.first)
            weak.add(child, "child")
            weak.add(try #require(child.childCoordinators.first), "grandchild")
        }
        #expect(stack.scenes.count == 3)
        stack.popToRoot()
        #expect(parent.childCoordinators.isEmpty)
        #expect(weak.alive.isEmpty)
    }

    @Test func modallyPresentedSceneDismissesThroughItsClosure() {
        let parent = makeParent()
        stack.topScene?.tap(.present)
        #expect(stack.presentedStack?.scenes.count == 1)
        stack.topmostStack.topScene?.tap(.close)
        #expect(stack.presentedStack == nil)
        #expect(parent.ownedScenes.count == 1)
    }

    @Test func replaceAllScenesDismissesModalsAndReleasesEverything() throws {
        let parent = makeParent()
        var weak = Weak()
        stack.topScene?.tap(.next)
        weak.add(try #require(stack.topScene), "second")
        stack.topScene?.tap(.startModalChild)
        weak.add(try #require(parent.childCoordinators.first), "modal child")
        stack.scenes[0].tap(.replace)
        #expect(stack.presentedStack == nil)
        #expect(sceneNames == ["FirstScene"])
        #expect(parent.childCoordinators.isEmpty)
        #expect(weak.alive.isEmpty)
    }

    @Test func theSceneSeamsDriveRoutingStepByStep() throws {
        let parent = makeParent()
        let first = try #require(stack.topScene as? FirstScene)
        let handler = try #require(first.navigationHandler, "push sets navigationHandler")
        #expect(first.modalNavigationHandler == nil)
        handler(.next)
        #expect(sceneNames == ["FirstScene", "SecondScene"])
        handler(.present)
        let modalScene = try #require(stack.presentedStack?.topScene as? SecondScene)
        #expect(modalScene.navigationHandler == nil, "modallyPresent sets the modal handler only")
        let modalHandler = try #require(modalScene.modalNavigationHandler)
        var completions = 0
        modalHandler(.close) { animated, completion in
            #expect(animated)
            parent.navigationStack.dismissPresented()
            completion?()
            completions += 1
        }
        #expect(stack.presentedStack == nil)
        #expect(completions == 1)
    }

    @Test func theRealDismissSceneDismissesItsModalStackThenCompletes() throws {
        let parent = makeParent()
        stack.topScene?.tap(.present)
        let modalScene = try #require(stack.presentedStack?.topScene as? SecondScene)
        modalScene.tap(.close)
        #expect(stack.presentedStack == nil)
        withExtendedLifetime(parent) {}
    }

    @Test func aSceneThatLeftItsStackHasNoHandlers() throws {
        let parent = makeParent()
        stack.topScene?.tap(.next)
        let second = try #require(stack.topScene as? SecondScene)
        #expect(second.navigationHandler != nil)
        stack.pop()
        #expect(second.navigationHandler == nil, "the handler goes with the subscription")
        #expect(parent.ownedScenes.count == 1)
    }

    @Test func replaceAllScenesSetsTheModalHandler() throws {
        let parent = makeParent()
        defer { withExtendedLifetime(parent) {} }
        stack.topScene?.tap(.replace)
        let replaced = try #require(stack.topScene as? FirstScene)
        #expect(replaced.navigationHandler == nil)
        let handler = try #require(replaced.modalNavigationHandler)
        var dismissed = false
        handler(.next) { _, completion in
            dismissed = true
            completion?()
        }
        #expect(sceneNames == ["FirstScene", "SecondScene"])
        #expect(!dismissed, "the flow's own handler decides whether to dismiss")
    }

    @Test func pushSceneInstanceShowsAGivenScene() throws {
        let parent = makeParent()
        let made = SecondScene(viewModel: StepViewModel())
        var steps: [StepViewModel.Step] = []
        let shown = parent.pushSceneInstance(made) { steps.append($0) }
        #expect(shown === made)
        #expect(stack.topScene === made)
        made.tap(.finish)
        made.navigationHandler?(.close)
        #expect(steps == [.finish, .close])
    }
}
