import NanoComposition
import NanoContract
import NanoCore
import NanoDI
import NanoNavigation
import NanoUI

// The sample app (SampleApp.swift) plus a `trail` feature with one route per parameter type,
// and bugs a test can plant, so the flow checks (RouteSweep, FlowExplorer) are proven to catch
// them on a fixture rather than trusted:
//   trail (over home, guarded): a page whose `go` pushes another, labelled trail/page/N
//   trail/page/:depth(int) (over trail): continues the trail with one more page
//   trail/:n(int)/:id(uuid)/:name/:mode(enum: a|b)   files/*path   (over home, guarded)

/// A bug ``AppUnderTest/flowFixture(_:in:)`` can plant in its `trail` feature.
public enum PlantedBug: String, Sendable, CaseIterable {
    /// The trail coordinator keeps the page under the one it pushes: after `go`, `go`,
    /// `back`, `back` (or the trail's link opened again) that page has left the stack but is
    /// still alive.
    case leaksAfterTwoBacks
    /// `trail/:n(int)/...` replaces every screen with its page although its parent is `home`.
    case wrongStack
    /// Every `files/*path` page is kept forever, even after its app is gone.
    case leaksOnOpen
    /// `trail` and `trail/:n(int)/...` show their first page as another scene every other
    /// time one is built, so a saved stack restores to other screens.
    case restoresDifferently
    /// Not a bug but an edit: every trail page's right bar button reads "Onward" instead of
    /// "Next", which a session recorded before the edit must catch when replayed.
    case renamedButton
}

/// A page of the trail, titled "Trail", with a "Next" right bar button.
public final class TrailScene: NanoViewController<SamplePageView>, ControllerConfigProviding {
    /// Titled "Trail", with a "Next" right bar button.
    public static let config = ControllerConfig(title: "Trail", rightBarButton: .title("Next"))
}
/// The trail page as `renamedButton` edits it: its right bar button reads "Onward".
public final class TrailRenamedScene: NanoViewController<SamplePageView>, ControllerConfigProviding {
    /// Titled "Trail", with an "Onward" right bar button.
    public static let config = ControllerConfig(title: "Trail", rightBarButton: .title("Onward"))
}
/// The page `restoresDifferently` shows every other time.
public final class TrailVariantScene: NanoViewController<SamplePageView>, ControllerConfigProviding {
    /// Titled "Trail (again)".
    public static let config = ControllerConfig(title: "Trail (again)")
}

/// Pushes trail pages: one at start, another on each `go`.
final class TrailCoordinator: BaseCoordinator<Never>, Coordinating {
    /// Where `leaksOnOpen` keeps every page it shows.
    static var kept: [AnyObject] = []
    /// How many pages `restoresDifferently` has built.
    static var built = 0

    let bug: PlantedBug?
    let replaces: Bool
    let keepsForever: Bool
    /// The page under the last one pushed: only `leaksAfterTwoBacks` keeps it.
    private var pageBelow: AnyObject?

    init(navigationStack: any NavigationStack, bug: PlantedBug?, replaces: Bool = false, keepsForever: Bool = false) {
        self.bug = bug
        self.replaces = replaces
        self.keepsForever = keepsForever
        super.init(navigationStack: navigationStack)
    }

    func start() {
        if bug == .restoresDifferently, replaces == false, keepsForever == false, Self.built % 2 == 1 {
            Self.built += 1
            showPage(TrailVariantScene.self)
            return
        }
        Self.built += 1
        if replaces {
            replaceAllScenes(with: TrailScene.self, viewModel: SamplePageViewModel(greeting: "trail")) { _, _ in }
        } else {
            showNextPage()
        }
    }

    /// Pushes one more page, labelled `trail/page/N` (N: the pages of the flow showing), so a
    /// saved stack brings it back.
    func showNextPage() {
        if bug == .renamedButton { showPage(TrailRenamedScene.self) } else { showPage(TrailScene.self) }
        if ownedScenes.count > 1, let page = ownedScenes.last {
            setLink("trail/page/\(ownedScenes.count)", for: page)
        }
    }

    private func showPage<Scene: NanoViewController<SamplePageView>>(_ scene: Scene.Type) {
        let page = push(scene: scene, viewModel: SamplePageViewModel(greeting: "trail")) { [weak self] _ in
            self?.showNextPage()
        }
        if keepsForever { Self.kept.append(page) }
        if bug == .leaksAfterTwoBacks { pageBelow = navigationStack.scenes.dropLast().last }
    }
}

/// The sample app's features (``samplePlugins()``) and the `trail` feature with `bug` planted:
/// what ``AppUnderTest/flowFixture(_:in:)`` composes, for a host (the command line's tests)
/// to compose itself.
@MainActor
public func flowFixturePlugins(_ bug: PlantedBug? = nil) -> [any FeaturePlugin] {
    samplePlugins() + [trailPlugin(bug: bug)]
}

/// The `trail` feature: `trail`, `trail/page/:depth(int)`, `trail/:n(int)/:id(uuid)/:name/:mode(enum:
/// a|b)` and `files/*path`, each over `home` (the page over `trail`) and behind the sample
/// app's `auth` guard.
@MainActor
func trailPlugin(bug: PlantedBug?) -> SamplePlugin {
    let auth = GuardID("auth")
    return SamplePlugin(id: "trail") { feature in
        feature.route("trail", parent: "home", guard: auth, summary: "A page whose go pushes another") {
            context throws(RouteError) in
            try context.start { TrailCoordinator(navigationStack: $0, bug: bug) }
        }
        feature.route("trail/page/:depth(int)", parent: "trail", guard: auth, summary: "One more trail page") {
            context throws(RouteError) in
            try context.continueFlow(TrailCoordinator.self) { $0.showNextPage() }
        }
        feature.route(
            "trail/:n(int)/:id(uuid)/:name/:mode(enum: a|b)", parent: "home", guard: auth,
            summary: "One parameter of each type"
        ) { context throws(RouteError) in
            try context.start { TrailCoordinator(navigationStack: $0, bug: bug, replaces: bug == .wrongStack) }
        }
        feature.route("files/*path", parent: "home", guard: auth, summary: "A catch-all") {
            context throws(RouteError) in
            try context.start { TrailCoordinator(navigationStack: $0, bug: nil, keepsForever: bug == .leaksOnOpen) }
        }
    }
}

extension AppUnderTest {
    /// The sample app (`login`, `home`, `home/detail`, `home/about`, `items/:id(int)`, `extra`)
    /// with the `trail` feature, in `session` (signed in: the store holds a user), with `bug`
    /// planted; a zero-grace ``leakDetector`` on its stack, a test clock advanced by a minute
    /// after each action, and a relaunch over the same store. With no bug, every flow check
    /// passes on it.
    public static func flowFixture(_ bug: PlantedBug? = nil, in session: Session) throws -> AppUnderTest {
        let store = InMemoryKeyValueStore()
        if session == .signedIn { try store.set("Ada", forKey: "user") }
        return try flowFixture(bug, store: store)
    }

    private static func flowFixture(_ bug: PlantedBug?, store: InMemoryKeyValueStore) throws -> AppUnderTest {
        let doubles = StandardTestDependencies()
        let container = DependencyContainer.standardTest(doubles)
        container.register((any KeyValueStore).self, store)
        let leaks = makeLeakDetector()
        let app = try NanoApp(
            homeLink: "home", plugins: flowFixturePlugins(bug), dependencies: container,
            navigationStack: HeadlessNavigationStack(leakDetector: leaks))
        return AppUnderTest(
            app, leakDetector: leaks,
            guardsPass: { ((try? store.value(String.self, forKey: "user")) ?? nil) != nil },
            relaunch: { try flowFixture(bug, store: store) },
            settle: { doubles.clock.advance(by: .seconds(60)) })
    }
}
