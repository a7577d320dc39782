import NanoContract
import NanoNavigation

/// A guard a test or preview controls: it passes while ``passes`` is true (or ``condition``,
/// when given, says so). Tapping `pass` on its stand-in flow sets ``passes``.
@MainActor
public final class StandInGuard {
    /// Whether the guard passes (when no ``condition`` is given).
    public var passes: Bool
    /// Decides instead of ``passes`` when set (a test's session service, say).
    public let condition: (@MainActor () -> Bool)?

    /// A guard that passes or fails as `passes` says until told otherwise.
    public init(passes: Bool) {
        self.passes = passes
        condition = nil
    }

    /// A guard that passes while `condition` holds.
    public init(_ condition: @escaping @MainActor () -> Bool) {
        passes = false
        self.condition = condition
    }

    /// Whether the guard passes now.
    public var isSatisfied: Bool { condition?() ?? passes }
}

/// A feature standing in for the ones a feature under test (or in preview) links to: each of
/// its routes shows a ``StandInScene`` naming what it stands for, and each guard it provides
/// is a ``StandInGuard`` whose flow is a stand-in screen with a `pass` button.
///
/// ```swift
/// let signUp = StandInGuard(passes: false)
/// let others = StandInPlugin(id: "signup")
///     .route("signup", presentation: .root, shows: "sign-up")
///     .providing(.signedIn, flow: "signup", signUp)
///     .route("settings", parent: "home", guard: .signedIn, shows: "settings")
/// ```
public struct StandInPlugin: FeaturePlugin {
    /// Stand-ins need nothing.
    public typealias Dependencies = Void

    /// The id it registers under (the id of the feature it stands for, usually).
    public let id: String
    private var routes: [StandInRoute] = []
    private var guards: [(id: GuardID, flow: String, state: StandInGuard)] = []

    /// A stand-in with no routes yet.
    public init(id: String) { self.id = id }

    /// Adds a route showing a stand-in screen that names `name`.
    public func route(
        _ pattern: String,
        parent: String? = nil,
        guard guardID: GuardID? = nil,
        presentation: RoutePresentation = .push,
        shows name: String
    ) -> StandInPlugin {
        var copy = self
        copy.routes.append(
            StandInRoute(pattern: pattern, parent: parent, guardID: guardID, presentation: presentation, name: name))
        return copy
    }

    /// Provides the guard `id`, decided by `state`. Its flow is `flow`: when no route of this
    /// stand-in has that pattern, one is added (a root screen with the `pass` button).
    public func providing(_ id: GuardID, flow: String, _ state: StandInGuard) -> StandInPlugin {
        var copy = self
        copy.guards.append((id, flow, state))
        if !routes.contains(where: { $0.pattern == flow }) {
            copy.routes.append(
                StandInRoute(
                    pattern: flow, parent: nil, guardID: nil, presentation: .root, name: "the \(id) guard's flow"))
        }
        return copy
    }

    /// Registers the stand-in routes and guards.
    public func register(in feature: inout FeatureRegistrar<Void>) {
        for route in routes {
            let gate = guards.first { $0.flow == route.pattern }?.state
            feature.route(
                route.pattern, parent: route.parent, guard: route.guardID, presentation: route.presentation,
                summary: "Stand-in: \(route.name)"
            ) { context throws(RouteError) in
                let links = context.links
                return try context.start { stack in
                    StandInCoordinator(navigationStack: stack, name: route.name, guardState: gate, links: links)
                }
            }
        }
        for gate in guards {
            let state = gate.state
            feature.provideGuard(gate.id, flow: gate.flow) { _ in state.isSatisfied }
        }
    }
}

private struct StandInRoute {
    let pattern: String
    let parent: String?
    let guardID: GuardID?
    let presentation: RoutePresentation
    let name: String
}

/// Shows one ``StandInScene``; on a guard's flow, `pass` makes the guard pass and completes
/// the flow (the pending link opens).
@MainActor
final class StandInCoordinator: BaseCoordinator<Never>, Coordinating {
    private let name: String
    private let guardState: StandInGuard?
    private let links: LinkOpener

    init(navigationStack: any NavigationStack, name: String, guardState: StandInGuard?, links: LinkOpener) {
        self.name = name
        self.guardState = guardState
        self.links = links
        super.init(navigationStack: navigationStack)
    }

    func start() {
        let viewModel = StandInViewModel(name: name, isGuardFlow: guardState != nil)
        push(scene: StandInScene.self, viewModel: viewModel) { [guardState, links] step in
            switch step {
            case .pass:
                guardState?.passes = true
                // A failure leaves the stand-in showing; the script's next expectation says so.
                _ = try? links.completeGuardFlow()
            }
        }
    }
}
