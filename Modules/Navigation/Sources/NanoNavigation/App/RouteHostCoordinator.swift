/// Which route a running entry coordinator was started for.
struct RouteEntryInfo: Equatable {
    /// The canonical link (`nvc://settings/notifications`).
    let link: String
    /// The route pattern.
    let pattern: String
    /// The owning feature.
    let feature: String
}

/// The app's root coordinator: every route a link opens runs as one of its children (an
/// "entry"), in stack order. When the user goes back past an entry's screens the framework
/// releases that child, so the entries always describe what is on screen.
@MainActor
final class RouteHostCoordinator: BaseCoordinator<Never>, Coordinating {
    private var infos: [ObjectIdentifier: RouteEntryInfo] = [:]
    private(set) weak var lastStartedEntry: CoordinatorNode?

    func start() {}

    /// The running entries, oldest (bottom of the stack) first.
    var entries: [(coordinator: CoordinatorNode, info: RouteEntryInfo)] {
        childCoordinators.compactMap { child in infos[ObjectIdentifier(child)].map { (child, $0) } }
    }

    func startEntry<Child: Coordinating>(
        _ info: RouteEntryInfo,
        transition: CoordinatorTransition,
        makeCoordinator: (any NavigationStack) -> Child
    ) {
        let child = start(coordinator: makeCoordinator, transition: transition) { _ in }
        infos[ObjectIdentifier(child)] = info
        lastStartedEntry = child
        pruneInfos()
    }

    /// Removes the entries from `index` up from the screen (they are released as their
    /// scenes leave).
    func removeEntries(from index: Int) {
        let doomed = entries.dropFirst(index).map(\.coordinator)
        guard !doomed.isEmpty else { return }
        removeFromScreen(flows: doomed)
        pruneInfos()
    }

    func forgetLastStarted() { lastStartedEntry = nil }

    /// The entry that owns `scene`, if any.
    func entry(owning scene: any SceneHosting) -> RouteEntryInfo? {
        for (coordinator, info) in entries
        where coordinator.coordinatorTree.contains(where: { node in
            node.ownedScenes.contains { $0 === scene }
        }) {
            return info
        }
        return nil
    }

    private func pruneInfos() {
        let live = Set(childCoordinators.map { ObjectIdentifier($0) })
        infos = infos.filter { live.contains($0.key) }
    }
}
