import NanoComposition
import NanoContract
import NanoDI
import NanoNavigation
import NanoUI

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
        let scene = push(scene: PageScene.self, viewModel: PageViewModel()) { [links] step in
            if step == .next { _ = try? links.open("settings/notifications") }
        }
        scene.pageTitle = title
    }
}

/// A flow of several pages, as a feature's coordinator owns them: a link into it continues it.
final class PagesFlow: BaseCoordinator<Never>, Coordinating {
    let first: String
    init(navigationStack: any NavigationStack, first: String) {
        self.first = first
        super.init(navigationStack: navigationStack, leakDetector: nil)
    }
    func start() { show(first) }

    /// Pushes a page; with `link`, records it as that link's screen (a tap inside the flow).
    func show(_ title: String, link: String? = nil) {
        let scene = push(scene: PageScene.self, viewModel: PageViewModel()) { [weak self] step in
            if step == .next { self?.show("Notifications", link: "settings/notifications") }
        }
        scene.pageTitle = title
        if let link { setLink(link, for: scene) }
    }

    /// Presents a page modally.
    func present(_ title: String) {
        let scene = modallyPresent(scene: PageScene.self, viewModel: PageViewModel()) { step, dismiss in
            if step == .close { dismiss(true, nil) }
        }
        scene.pageTitle = title
    }
}

final class PageScene: NanoViewController<PageView> {
    var pageTitle = ""
}

/// A plugin built from closures, so each test can compose the routes it needs.
struct TestPlugin: FeaturePlugin {
    let id: String
    var needs: FeatureNeeds<Void> = .nothing
    let declare: @MainActor (inout FeatureRegistrar<Void>) -> Void
    func register(in feature: inout FeatureRegistrar<Void>) { declare(&feature) }
}

@MainActor
func page(_ title: String) -> RouteHandler<Void> {
    { context throws(RouteError) in
        try context.start { PageCoordinator(navigationStack: $0, title: title, links: context.links) }
    }
}

@MainActor
func continuing(_ title: String) -> RouteHandler<Void> {
    { context throws(RouteError) in try context.continueFlow(PagesFlow.self) { $0.show(title) } }
}

/// The three-feature app of the brief, in miniature: settings is one flow.
@MainActor
func makeApp(session: FakeSession, disabled: Set<String> = []) throws -> NanoApp {
    let signUp = TestPlugin(id: "signup") { feature in
        feature.route("signup", presentation: .root, handler: page("Sign up"))
        feature.provideGuard(.signedIn, flow: "signup") { _ in session.isSignedIn }
    }
    let home = TestPlugin(id: "home") { feature in
        feature.route("home", guard: .signedIn, handler: page("Home"))
    }
    let settings = TestPlugin(id: "settings") { feature in
        feature.route("settings", parent: "home", guard: .signedIn) { context throws(RouteError) in
            try context.start { PagesFlow(navigationStack: $0, first: "Settings") }
        }
        feature.route("settings/notifications", parent: "settings", handler: continuing("Notifications"))
        feature.route(
            "settings/appearance/:mode(enum: system|light|dark)", parent: "settings", handler: continuing("Appearance"))
        feature.route("settings/about", parent: "settings", presentation: .modal) { context throws(RouteError) in
            try context.continueFlow(PagesFlow.self) { $0.present("About") }
        }
    }
    return try NanoApp(
        scheme: "nvc", homeLink: "home", plugins: [signUp, home, settings], dependencies: DependencyContainer(),
        disabledFeatures: disabled, navigationStack: HeadlessNavigationStack(leakDetector: nil))
}

extension GuardID {
    static let signedIn = GuardID("signedIn")
}

extension NanoApp {
    /// The titles of the root stack's scenes, bottom first.
    var titles: [String] { navigationStack.scenes.compactMap { ($0 as? PageScene)?.pageTitle } }
    /// The titles of the presented stacks' scenes.
    var presentedTitles: [String] {
        navigationStack.stackChain.dropFirst().flatMap(\.scenes).compactMap { ($0 as? PageScene)?.pageTitle }
    }
}
