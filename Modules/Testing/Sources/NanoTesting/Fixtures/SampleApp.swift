import NanoContract
import NanoCore
import NanoDI
import NanoNavigation
import NanoReactive
import NanoUI

// A small app of sample features, so the runtime and its hosts (the command line, the web
// server) are tested without any real feature:
//   login (root, the `auth` guard's flow) → home (guarded) → home/detail → home/about (modal)
//   extra (a feature that tests disable)

/// Every sample page's view: a `greeting` label, a `name` field, a `go` button, a `flag`
/// toggle and an `items` list with rows `one` and `two`.
public final class SamplePageView: ViewModelled {
    /// The view model every sample page has.
    public typealias ViewModel = SamplePageViewModel
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
    /// A view with its controls in their initial state.
    public init() {}
    /// The greeting, name, go, flag and items controls, in that order.
    public var controls: [any Control] { [greeting, name, go, flag, list] }
    /// The typed name and the taps of `go`.
    public var inputFromView: InputFromView {
        .init(name: name.textPublisher.orEmpty, go: go.tapPublisher)
    }
    /// Binds the greeting.
    public func populate(with publishers: ViewModel.Publishers) -> [AnyCancellable] {
        publishers.greeting --> greeting.textBinder
    }
}

/// The sample app's root screen, titled "Log in": the `auth` guard's flow.
public final class SampleLoginScene: NanoViewController<SamplePageView>, ControllerConfigProviding {
    /// Titled "Log in".
    public static let config = ControllerConfig(title: "Log in")
}
/// The guarded home screen, greeting the user by name.
public final class SampleHomeScene: NanoViewController<SamplePageView>, ControllerConfigProviding {
    /// Titled "Home".
    public static let config = ControllerConfig(title: "Home")
}
/// A screen pushed over home (`home/detail`, `items/:id`).
public final class SampleDetailScene: NanoViewController<SamplePageView>, ControllerConfigProviding {
    /// Titled "Detail".
    public static let config = ControllerConfig(title: "Detail")
}
/// A modal screen over home (`home/about`) with a "Done" right bar button.
public final class SampleAboutScene: NanoViewController<SamplePageView>, ControllerConfigProviding {
    /// Titled "About", with a "Done" right bar button.
    public static let config = ControllerConfig(title: "About", rightBarButton: .title("Done"))
}

/// Shows one page and hands its "go" to a closure.
final class SamplePageCoordinator<Scene: NanoViewController<SamplePageView>>: BaseCoordinator<Never>, Coordinating {
    let greeting: String
    let onGo: @MainActor (String) -> Void
    init(navigationStack: any NavigationStack, greeting: String, onGo: @escaping @MainActor (String) -> Void) {
        self.greeting = greeting
        self.onGo = onGo
        super.init(navigationStack: navigationStack)
    }
    func start() {
        push(scene: Scene.self, viewModel: SamplePageViewModel(greeting: greeting)) { [onGo] step in
            if case .go(let name) = step { onGo(name) }
        }
    }
}

/// What the sample features need: the store (the logged-in user) and the clock (login latency).
@MainActor
public struct SampleDependencies {
    let store: any KeyValueStore
    let clock: any NanoClock
}

/// A sample feature whose routes and guards a closure declares.
public struct SamplePlugin: FeaturePlugin {
    /// The feature's id.
    public let id: String
    let declare: @MainActor (inout FeatureRegistrar<SampleDependencies>) -> Void
    /// A feature `id` whose routes and guards `declare` registers.
    public init(id: String, declare: @escaping @MainActor (inout FeatureRegistrar<SampleDependencies>) -> Void) {
        self.id = id
        self.declare = declare
    }
    /// The store and the clock.
    public var needs: FeatureNeeds<SampleDependencies> {
        FeatureNeeds((any KeyValueStore).self, (any NanoClock).self) { SampleDependencies(store: $0, clock: $1) }
    }
    /// Runs the closure.
    public func register(in feature: inout FeatureRegistrar<SampleDependencies>) { declare(&feature) }
}

/// What a page's "go" may use: the links and the dependencies (never the whole
/// `RouteContext`, which holds the app's root coordinator).
@MainActor
public struct SamplePageContext {
    let links: LinkOpener
    let dependencies: SampleDependencies
    var user: String? { (try? dependencies.store.value(String.self, forKey: "user")) ?? nil }
}

/// A route handler showing `scene` with `greeting`, calling `onGo` with the typed name.
@MainActor
public func samplePage<Scene: NanoViewController<SamplePageView>>(
    _ scene: Scene.Type, greeting: @escaping @MainActor (SamplePageContext) -> String = { _ in "" },
    onGo: @escaping @MainActor (SamplePageContext, String) -> Void = { _, _ in }
) -> RouteHandler<SampleDependencies> {
    { context throws(RouteError) in
        let page = SamplePageContext(links: context.links, dependencies: context.dependencies)
        return try context.start {
            SamplePageCoordinator<Scene>(navigationStack: $0, greeting: greeting(page)) { onGo(page, $0) }
        }
    }
}

/// The sample app's features: `login`, `home` and `extra`. Logging in (type a name, tap `go`)
/// stores `user` after 20 ms on the app's clock, then completes the guard flow.
@MainActor
public func samplePlugins() -> [any FeaturePlugin] {
    let auth = GuardID("auth")
    let login = SamplePlugin(id: "login") { feature in
        feature.route(
            "login", presentation: .root, summary: "Log in",
            handler: samplePage(
                SampleLoginScene.self,
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
    let home = SamplePlugin(id: "home") { feature in
        feature.route(
            "home", guard: auth, summary: "Home",
            handler: samplePage(
                SampleHomeScene.self, greeting: { "Hello, " + ($0.user ?? "?") },
                onGo: { context, _ in _ = try? context.links.open("home/detail") }))
        feature.route("home/detail", parent: "home", guard: auth, handler: samplePage(SampleDetailScene.self))
        feature.route(
            "home/about", parent: "home", guard: auth, presentation: .modal, handler: samplePage(SampleAboutScene.self))
        feature.route("items/:id(int)", parent: "home", guard: auth, handler: samplePage(SampleDetailScene.self))
    }
    let extra = SamplePlugin(id: "extra") { feature in
        feature.route("extra", handler: samplePage(SampleDetailScene.self))
    }
    return [login, home, extra]
}
