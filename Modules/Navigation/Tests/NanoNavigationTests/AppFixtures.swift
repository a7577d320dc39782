import NanoNavigation

/// The signed-in state the fixture guard checks.
@MainActor
final class FakeSession {
    var isSignedIn = false
}

/// A coordinator that shows one scene titled after its route, and can open other links.
final class PageCoordinator: BaseCoordinator<Never>, Coordinating {
    let title: String
    let links: LinkOpener
    init(navigationStack: any NavigationStack, title: String, links: LinkOpener) {
        self.title = title
        self.links = links
        super.init(navigationStack: navigationStack, leakDetector: nil)
    }
    func start() {
        let scene = push(scene: PageScene.self, viewModel: StepViewModel()) { [links] step in
            if step == .next { links.open("settings/notifications") }
        }
        scene.pageTitle = title
    }
}

final class PageScene: NanoViewController<StepView> {
    var pageTitle = ""
}

/// A plugin built from closures, so each test can compose the routes it needs.
struct TestPlugin: FeaturePlugin {
    let id: String
    var requirements: [DependencyRequirement] = []
    let routes: @MainActor (inout RouteRegistrar) -> Void
    func register(in routes: inout RouteRegistrar) { self.routes(&routes) }
}

@MainActor
func page(_ title: String) -> RouteHandler {
    { context in
        context.start { PageCoordinator(navigationStack: $0, title: title, links: context.links) }
    }
}

/// The three-feature app of the brief, in miniature.
@MainActor
func makeApp(session: FakeSession, disabled: Set<String> = []) throws -> NanoApp {
    let container = DependencyContainer()
    container.register(FakeSession.self, session)
    let signUp = TestPlugin(id: "signup", requirements: [.init(FakeSession.self)]) { routes in
        routes.route("signup", presentation: .root, handler: page("Sign up"))
        routes.guard("signedIn", flow: "signup") { dependencies in
            (try? dependencies.resolve(FakeSession.self))?.isSignedIn ?? false
        }
    }
    let home = TestPlugin(id: "home") { routes in
        routes.route("home", guard: "signedIn", handler: page("Home"))
    }
    let settings = TestPlugin(id: "settings") { routes in
        routes.route("settings", parent: "home", guard: "signedIn", handler: page("Settings"))
        routes.route("settings/notifications", parent: "settings", handler: page("Notifications"))
        routes.route(
            "settings/appearance/:mode(enum: system|light|dark)", parent: "settings", handler: page("Appearance"))
        routes.route("settings/about", parent: "settings", presentation: .modal, handler: page("About"))
    }
    return try NanoApp(
        scheme: "nvc", homeLink: "home", plugins: [signUp, home, settings], dependencies: container,
        disabledFeatures: disabled, navigationStack: HeadlessNavigationStack(leakDetector: nil))
}

extension NanoApp {
    /// The titles of the root stack's scenes, bottom first.
    var titles: [String] { navigationStack.scenes.compactMap { ($0 as? PageScene)?.pageTitle } }
    /// The titles of the presented stacks' scenes.
    var presentedTitles: [String] {
        navigationStack.stackChain.dropFirst().flatMap(\.scenes).compactMap { ($0 as? PageScene)?.pageTitle }
    }
}
