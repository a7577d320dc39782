import NanoCore
import NanoUI

/// The base class of coordinators: the seed's helpers to show scenes and start child flows,
/// plus ``finish(_:)``. Adopt ``Coordinating`` to supply `start()`.
@MainActor
open class BaseCoordinator<Step>: CoordinatorNode {
    /// Sends this coordinator's steps to its parent's handler.
    public let navigator = Navigator<Step>()

    /// Pushes a new `scene` built with `viewModel` on this coordinator's stack (or, for a child
    /// started with `.replace` showing its first scene, replaces every scene with it) and
    /// routes the scene's steps to `onStep`, which is also the scene's `navigationHandler` test
    /// seam. The subscription lives as long as the scene is on the stack.
    ///
    /// Capture the coordinator weakly or unowned in `onStep`, as with any escaping closure.
    @discardableResult
    public func push<Scene: NavigableScene>(
        scene: Scene.Type,
        viewModel: Scene.ViewModel,
        onStep: @escaping (Scene.Step) -> Void
    ) -> Scene {
        pushSceneInstance(Scene(viewModel: viewModel), onStep: onStep)
    }

    /// Pushes `scene`, already made (a scene a test or a factory built), like
    /// ``push(scene:viewModel:onStep:)``.
    @discardableResult
    public func pushSceneInstance<Scene: NavigableScene>(
        _ scene: Scene,
        onStep: @escaping (Scene.Step) -> Void
    ) -> Scene {
        let replaces = transition == .replace && !hasPlacedFirstScene
        scene.setNavigationHandlers(onStep, modal: nil)
        show(
            scene, on: navigationStack,
            place: {
                if replaces { navigationStack.replaceAll(with: scene) } else { navigationStack.push(scene) }
            }, route: { $0.navigation.sink(receiveValue: asStep(onStep)) })
        return scene
    }

    /// Replaces every scene of this coordinator's stack (dismissing any modal) with a new
    /// `scene` built with `viewModel`, and routes its steps to `onStep` with a
    /// `DismissScene` (the scene's `modalNavigationHandler` seam).
    @discardableResult
    public func replaceAllScenes<Scene: NavigableScene>(
        with scene: Scene.Type,
        viewModel: Scene.ViewModel,
        onStep: @escaping (Scene.Step, _ dismiss: @escaping DismissScene) -> Void
    ) -> Scene {
        let newScene = Scene(viewModel: viewModel)
        let dismiss = Self.dismiss(from: navigationStack)
        newScene.setNavigationHandlers(nil, modal: onStep)
        show(
            newScene, on: navigationStack,
            place: {
                navigationStack.replaceAll(with: newScene)
            }, route: { $0.navigation.sink(receiveValue: asStep { step in onStep(step, dismiss) }) })
        return newScene
    }

    /// Presents a new modal stack whose root is a new `scene` built with `viewModel`, and
    /// routes its steps to `onStep` together with a `DismissScene` that dismisses the modal
    /// stack (the scene's `modalNavigationHandler` seam).
    @discardableResult
    public func modallyPresent<Scene: NavigableScene>(
        scene: Scene.Type,
        viewModel: Scene.ViewModel,
        onStep: @escaping (Scene.Step, _ dismiss: @escaping DismissScene) -> Void
    ) -> Scene {
        let modal = navigationStack.presentNewStack()
        let newScene = Scene(viewModel: viewModel)
        let dismiss = Self.dismiss(from: modal)
        newScene.setNavigationHandlers(nil, modal: onStep)
        show(
            newScene, on: modal, place: { modal.push(newScene) },
            route: { $0.navigation.sink(receiveValue: asStep { step in onStep(step, dismiss) }) })
        return newScene
    }

    /// The real `DismissScene` for scenes on `stack`: dismisses `stack` when it was presented
    /// over another (nothing for a root stack), then calls the completion.
    private static func dismiss(from stack: any NavigationStack) -> DismissScene {
        { [weak stack] _, completion in
            stack?.presentingStack?.dismissPresented()
            completion?()
        }
    }

    /// Starts a child coordinator and routes its steps to `onStep`.
    ///
    /// - Parameters:
    ///   - makeCoordinator: builds the child on the stack it should use (this coordinator's
    ///     stack for `.push` and `.replace`, a new modal stack for `.present`).
    ///   - transition: how the child's flow is shown.
    ///   - onStep: receives the child's steps, including the one it finishes with.
    @discardableResult
    public func start<Child: Coordinating>(
        coordinator makeCoordinator: (any NavigationStack) -> Child,
        transition: CoordinatorTransition = .push,
        onStep: @escaping (Child.Step) -> Void
    ) -> Child {
        let stack = transition == .present ? navigationStack.presentNewStack() : navigationStack
        let child = makeCoordinator(stack)
        adopt(child, transition: transition, steps: child.navigator.navigation.sink(receiveValue: asStep(onStep)))
        child.start()
        return child
    }

    /// `handler`, run as one ``NavigationCause/step`` of the stack's ``NavigationActivity``:
    /// everything it shows is one will/did-navigate transition.
    private func asStep<Value>(_ handler: @escaping (Value) -> Void) -> (Value) -> Void {
        let activity = navigationStack.activity
        return { [weak activity] value in
            guard let activity else { return handler(value) }
            activity.perform(.step) { handler(value) }
        }
    }

    /// Ends this coordinator's flow: delivers `step` to the parent's handler, then the
    /// framework removes this coordinator from its parent and takes its remaining scenes off
    /// the screen (dismissing its modal stack, or popping back below its first scene; a flow
    /// started with `.replace` leaves its scenes for the parent to replace).
    public func finish(_ step: Step) {
        navigator.next(step)
        parentCoordinator?.childDidFinish(self)
    }
}
