import NanoNavigation
import NanoUI
import Testing

/// Asserts that the scenes, view models and coordinators of a flow are freed once the flow
/// ends.
///
/// ```swift
/// let leaks = LeakTracker()
/// do {
///     let app = AppCoordinator(navigationStack: stack)
///     app.start()
///     leaks.trackFlow(of: app)      // the coordinator tree, every scene on its stacks, their view models
///     ... drive the flow ...
/// }
/// leaks.expectAllFreed()            // records an issue naming every survivor
/// ```
@MainActor
public final class LeakTracker {
    private struct Tracked {
        weak var object: AnyObject?
        let name: String
    }

    private var tracked: [Tracked] = []

    /// Creates an empty tracker.
    public init() {}

    /// Tracks `object` under `name` (its type name by default).
    public func track(_ object: AnyObject, named name: String? = nil) {
        tracked.append(Tracked(object: object, name: name ?? String(describing: type(of: object))))
    }

    /// Tracks a scene and its view model.
    public func track(scene: any SceneHosting) {
        track(scene, named: scene.sceneName)
        track(scene.viewModelObject, named: "\(scene.sceneName).viewModel")
    }

    /// Tracks a coordinator, its whole child tree, and every scene (with its view model) that
    /// tree shows — not the scenes of a parent flow sharing its stack. Call it again after
    /// driving the flow to add what appeared since.
    public func trackFlow(of coordinator: CoordinatorNode) {
        for node in coordinator.coordinatorTree {
            if !isTracked(node) { track(node) }
            for scene in node.ownedScenes where !isTracked(scene) {
                track(scene: scene)
            }
        }
    }

    /// Tracks everything on `stack` and the stacks it presents.
    public func trackScenes(of stack: any NavigationStack) {
        for scene in stack.stackChain.flatMap(\.scenes) where !isTracked(scene) {
            track(scene: scene)
        }
    }

    /// The names of tracked objects that are still alive.
    public var survivors: [String] {
        tracked.filter { $0.object != nil }.map(\.name)
    }

    /// Records a test issue naming every tracked object that is still alive.
    public func expectAllFreed(sourceLocation: SourceLocation = #_sourceLocation) {
        let alive = survivors
        guard !alive.isEmpty else { return }
        Issue.record(
            "still alive after the flow ended: \(alive.joined(separator: ", "))",
            sourceLocation: sourceLocation)
    }

    private func isTracked(_ object: AnyObject) -> Bool {
        tracked.contains { $0.object === object }
    }
}
