import NanoTesting
import SignUpFeature

/// A stand-in for the app's home feature (features never import each other): route `home`,
/// guarded by `signedIn`, showing "Welcome, <name>" from the stored session.
struct HomeFixturePlugin: FeaturePlugin {
    let id = "home"
    var requirements: [DependencyRequirement] { [DependencyRequirement((any KeyValueStore).self)] }

    func register(in routes: inout RouteRegistrar) {
        routes.route("home", guard: SignUpPlugin.signedInGuard, summary: "Home (test fixture)") { context in
            guard let store = try? context.dependencies.resolve((any KeyValueStore).self) else { return }
            context.start { HomeFixtureCoordinator(navigationStack: $0, sessions: SessionStore(store: store)) }
        }
    }
}

final class HomeFixtureCoordinator: BaseCoordinator<Never>, Coordinating {
    let sessions: SessionStore
    init(navigationStack: any NavigationStack, sessions: SessionStore) {
        self.sessions = sessions
        super.init(navigationStack: navigationStack, leakDetector: nil)
    }
    func start() {
        push(scene: HomeFixtureScene.self, viewModel: HomeFixtureViewModel(sessions: sessions)) { _ in }
    }
}

final class HomeFixtureScene: NanoViewController<HomeFixtureView> {
    override class var config: ControllerConfig { ControllerConfig(title: "Home") }
}

final class HomeFixtureViewModel: AbstractViewModel<Void, AnyPublisher<String, Never>, Never>, ViewModelType {
    let sessions: SessionStore
    init(sessions: SessionStore) { self.sessions = sessions }
    func transform(input: Input) -> Output {
        let welcome = "Welcome, \(sessions.current?.name ?? "stranger")"
        return Output(publishers: Just(welcome).eraseToAnyPublisher(), navigation: navigator.navigation)
    }
}

final class HomeFixtureView: ViewModelled {
    typealias ViewModel = HomeFixtureViewModel
    let welcome = Label(id: "welcome")
    init() {}
    var controls: [any Control] { [welcome] }
    var inputFromView: Void { () }
    func populate(with publishers: AnyPublisher<String, Never>) -> [AnyCancellable] {
        publishers --> welcome.textBinder
    }
}

/// The sign-up feature and the home fixture, composed over test doubles.
@MainActor
struct TestApp {
    let doubles = StandardTestDependencies()
    let app: NanoApp
    let driver: AppDriver

    /// - Parameters:
    ///   - plugin: the sign-up plugin (the real one with the local service by default).
    ///   - settles: whether each driver action lets a second pass on the clock (enough for any
    ///     request to finish).
    init(plugin: any FeaturePlugin = SignUpPlugin(), settles: Bool = true) throws {
        app = try NanoApp(
            scheme: "nvc", homeLink: "home", plugins: [plugin, HomeFixturePlugin()],
            dependencies: DependencyContainer.standardTest(doubles),
            navigationStack: HeadlessNavigationStack(leakDetector: nil))
        if settles {
            let clock = doubles.clock
            driver = AppDriver(app: app, settle: { clock.advance(by: .seconds(1)) })
        } else {
            driver = AppDriver(app: app)
        }
    }

    var sessions: SessionStore { SessionStore(store: doubles.keyValueStore) }
    var screen: (any SceneHosting)? { driver.screen }
    var screenName: String? { screen?.sceneName }
}
