import NanoCLI
import NanoCore
import NanoDI
import NanoNavigation
import NanoReactive
import NanoUI

// A small app of fake features, so NanoCLI is tested without any real feature:
//   login (root, the `auth` guard's flow) → home (guarded) → home/detail → home/about (modal)
//   extra (a feature that tests disable)

/// What a page asks its coordinator for.
enum PageStep: Equatable { case go(String) }

/// One page: a greeting label, a name field, a Go button, a flag toggle and a list.
final class PageView: ViewModelled {
    typealias ViewModel = PageViewModel
    let greeting = Label(id: "greeting")
    let name = TextField(id: "name", placeholder: "Name")
    let go = Button(id: "go", title: "Go")
    let flag = Toggle(id: "flag", title: "Flag")
    let list = ListView(
        id: "items",
        sections: [
            ListSection(rows: [
                ListRow(id: "one", title: "One"), ListRow(id: "two", title: "Two"),
            ])
        ])
    init() {}
    var controls: [any Control] { [greeting, name, go, flag, list] }
    var inputFromView: InputFromView {
        .init(name: name.textPublisher.orEmpty, go: go.tapPublisher)
    }
    func populate(with publishers: ViewModel.Publishers) -> [AnyCancellable] {
        publishers.greeting --> greeting.textBinder
    }
}

final class PageViewModel: AbstractViewModel<PageViewModel.InputFromView, PageViewModel.Publishers, PageStep> {
    struct InputFromView {
        let name: AnyPublisher<String, Never>
        let go: AnyPublisher<Void, Never>
    }
    struct Publishers { let greeting: AnyPublisher<String?, Never> }
    let greeting: String
    init(greeting: String) { self.greeting = greeting }
    override func transform(input: Input) -> Output<Publishers, PageStep> {
        let navigator = Navigator<PageStep>()
        let go = input.fromView.go.withLatestFrom(input.fromView.name)
            .sink { [navigator] in navigator.next(.go($0)) }
        return Output(
            publishers: Publishers(greeting: Just(greeting).eraseToAnyPublisher()),
            navigation: navigator.navigation
        ) {
            go
        }
    }
}

final class LoginScene: NanoViewController<PageView>, ControllerConfigProviding {
    static let config = ControllerConfig(title: "Log in")
}
final class HomePage: NanoViewController<PageView>, ControllerConfigProviding {
    static let config = ControllerConfig(title: "Home")
}
final class DetailPage: NanoViewController<PageView>, ControllerConfigProviding {
    static let config = ControllerConfig(title: "Detail")
}
final class AboutPage: NanoViewController<PageView>, ControllerConfigProviding {
    static let config = ControllerConfig(title: "About", rightBarButton: .title("Done"))
}

/// Shows one page and hands its "go" to a closure.
final class PageCoordinator<Scene: NanoViewController<PageView>>: BaseCoordinator<Never>, Coordinating {
    let greeting: String
    let onGo: @MainActor (String) -> Void
    init(navigationStack: any NavigationStack, greeting: String, onGo: @escaping @MainActor (String) -> Void) {
        self.greeting = greeting
        self.onGo = onGo
        super.init(navigationStack: navigationStack)
    }
    func start() {
        push(scene: Scene.self, viewModel: PageViewModel(greeting: greeting)) { [onGo] step in
            if case .go(let name) = step { onGo(name) }
        }
    }
}

/// What the fake features need: the store (the logged-in user) and the clock (login latency).
@MainActor
struct FakeDependencies {
    let store: any KeyValueStore
    let clock: any NanoClock
}

/// A plugin built from a closure.
struct FakePlugin: FeaturePlugin {
    let id: String
    let declare: @MainActor (inout FeatureRegistrar<FakeDependencies>) -> Void
    var needs: FeatureNeeds<FakeDependencies> {
        FeatureNeeds((any KeyValueStore).self, (any NanoClock).self) { FakeDependencies(store: $0, clock: $1) }
    }
    func register(in feature: inout FeatureRegistrar<FakeDependencies>) { declare(&feature) }
}

/// What a page's "go" may use: the links and the dependencies (never the whole
/// `RouteContext`, which holds the app's root coordinator).
@MainActor
struct PageContext {
    let links: LinkOpener
    let dependencies: FakeDependencies
    var user: String? { (try? dependencies.store.value(String.self, forKey: "user")) ?? nil }
}

@MainActor
func page<Scene: NanoViewController<PageView>>(
    _ scene: Scene.Type, greeting: @escaping @MainActor (PageContext) -> String = { _ in "" },
    onGo: @escaping @MainActor (PageContext, String) -> Void = { _, _ in }
) -> RouteHandler<FakeDependencies> {
    { context throws(RouteError) in
        let page = PageContext(links: context.links, dependencies: context.dependencies)
        return try context.start {
            PageCoordinator<Scene>(navigationStack: $0, greeting: greeting(page)) { onGo(page, $0) }
        }
    }
}

/// The fake app's plugins. Logging in stores `user` after 20 ms on the app's clock, then
/// completes the guard flow.
@MainActor
func fakePlugins() -> [any FeaturePlugin] {
    let auth = GuardID("auth")
    let login = FakePlugin(id: "login") { feature in
        feature.route(
            "login", presentation: .root, summary: "Log in",
            handler: page(
                LoginScene.self,
                onGo: { context, name in
                    context.dependencies.clock.schedule(after: .milliseconds(20)) {
                        try? context.dependencies.store.set(name, forKey: "user")
                        _ = try? context.links.completeGuardFlow()
                    }
                }))
        feature.provideGuard(auth, flow: "login") { dependencies in
            ((try? dependencies.store.value(String.self, forKey: "user")) ?? nil) != nil
        }
    }
    let home = FakePlugin(id: "home") { feature in
        feature.route(
            "home", guard: auth, summary: "Home",
            handler: page(
                HomePage.self, greeting: { "Hello, " + ($0.user ?? "?") },
                onGo: { context, _ in _ = try? context.links.open("home/detail") }))
        feature.route("home/detail", parent: "home", guard: auth, handler: page(DetailPage.self))
        feature.route("home/about", parent: "home", guard: auth, presentation: .modal, handler: page(AboutPage.self))
        feature.route("items/:id(int)", parent: "home", guard: auth, handler: page(DetailPage.self))
    }
    let extra = FakePlugin(id: "extra") { feature in
        feature.route("extra", handler: page(DetailPage.self))
    }
    return [login, home, extra]
}

/// The fake app's configuration; `plugins` replaces the plugins (to break composition).
func fakeConfiguration(
    plugins: (@MainActor @Sendable (LaunchOptions) -> [any FeaturePlugin])? = nil, isPreview: Bool = false
) -> AppConfiguration {
    AppConfiguration(
        name: "demo", scheme: "demo", homeLink: "home", version: "9.9.9", isPreview: isPreview,
        plugins: plugins ?? { _ in fakePlugins() })
}
