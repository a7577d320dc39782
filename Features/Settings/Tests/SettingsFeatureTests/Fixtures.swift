import Foundation
import NanoTesting
import SettingsFeature

/// The person most tests sign in as.
let ada = Session(name: "Ada", email: "ada@example.com", signedInAt: Date(timeIntervalSince1970: 0))

/// A ``KeyValueStore`` whose writes can be made to fail, to check that a failed write shows an
/// error instead of crashing or pretending it worked.
final class FlakyKeyValueStore: KeyValueStore, @unchecked Sendable {
    private let base = InMemoryKeyValueStore()
    private let lock = NSLock()
    private var failing = false

    /// Whether every write (set and remove) fails.
    var failsWrites: Bool {
        get { lock.withLock { failing } }
        set { lock.withLock { failing = newValue } }
    }

    var keys: [String] { base.keys }

    func value<T: Decodable>(_ type: T.Type, forKey key: String) throws(KeyValueStoreError) -> T? {
        try base.value(type, forKey: key)
    }

    func set<T: Encodable>(_ value: T, forKey key: String) throws(KeyValueStoreError) {
        if failsWrites { throw .writeFailed(path: "/state/store.json", reason: "disk full") }
        try base.set(value, forKey: key)
    }

    func removeValue(forKey key: String) throws(KeyValueStoreError) {
        if failsWrites { throw .writeFailed(path: "/state/store.json", reason: "disk full") }
        try base.removeValue(forKey: key)
    }
}

// MARK: Stand-ins for the features Settings sits on

/// A screen standing in for another feature's: one label `stub` reading its name.
final class StubScene: NanoViewController<StubView> {}

/// The stand-in screen's view.
final class StubView: ViewModelled {
    typealias ViewModel = StubViewModel
    let label = Label(id: "stub")
    var controls: [any Control] { [label] }
    var inputFromView: StubViewModel.FromView { .init() }
    func populate(with publishers: StubViewModel.Publishers) -> [AnyCancellable] {
        publishers.name --> label.textBinder
    }
}

/// The stand-in screen's view model: shows a fixed name.
final class StubViewModel: AbstractViewModel<StubViewModel.FromView, StubViewModel.Publishers, Never>, ViewModelType {
    struct FromView {}
    struct Publishers { let name: AnyPublisher<String, Never> }
    let name: String
    init(name: String) { self.name = name }
    func transform(input: Input) -> Output {
        Output(publishers: Publishers(name: Just(name).eraseToAnyPublisher()), navigation: navigator.navigation)
    }
}

/// Shows one ``StubScene``.
final class StubCoordinator: BaseCoordinator<Never>, Coordinating {
    let name: String
    init(navigationStack: any NavigationStack, name: String) {
        self.name = name
        super.init(navigationStack: navigationStack, leakDetector: nil)
    }
    func start() {
        push(scene: StubScene.self, viewModel: StubViewModel(name: name)) { _ in }
    }
}

/// A plugin built from a closure, for the stand-ins.
struct StandInPlugin: FeaturePlugin {
    let id: String
    var requirements: [DependencyRequirement] { [DependencyRequirement((any KeyValueStore).self)] }
    let routes: @MainActor (inout RouteRegistrar) -> Void
    func register(in routes: inout RouteRegistrar) { self.routes(&routes) }
}

@MainActor
func stub(_ name: String) -> RouteHandler {
    { context in context.start { StubCoordinator(navigationStack: $0, name: name) } }
}

/// Stands in for the sign-up feature: the `signup` root route and the `signedIn` guard,
/// satisfied while the store holds a session.
@MainActor
let fakeSignUp = StandInPlugin(id: "signup") { routes in
    routes.route("signup", presentation: .root, handler: stub("Sign up"))
    routes.guard("signedIn", flow: "signup") { dependencies in
        guard let store = try? dependencies.resolve((any KeyValueStore).self) else { return false }
        return SessionStore(store: store).isSignedIn
    }
}

/// Stands in for the home feature: `home`, Settings' parent.
@MainActor
let fakeHome = StandInPlugin(id: "home") { routes in
    routes.route("home", guard: "signedIn", handler: stub("Home"))
}

/// The app Settings runs in: the real ``SettingsPlugin`` above the stand-ins, over `store`.
@MainActor
func makeApp(store: any KeyValueStore, disabled: Set<String> = []) throws -> NanoApp {
    let container = DependencyContainer()
    container.register((any KeyValueStore).self, store)
    return try NanoApp(
        scheme: "nvc", homeLink: "home", plugins: [fakeSignUp, fakeHome, SettingsPlugin()],
        dependencies: container, disabledFeatures: disabled,
        navigationStack: HeadlessNavigationStack(leakDetector: nil))
}

/// A store with `session` saved.
@MainActor
func makeStore(signedInAs session: Session?) throws -> FlakyKeyValueStore {
    let store = FlakyKeyValueStore()
    if let session { try SessionStore(store: store).save(session) }
    return store
}

extension AppDriver {
    /// The stand-in screen's name, if a stand-in is showing.
    var stubName: String? { (screen as? StubScene)?.rootView?.label.text }
}

extension NanoApp {
    /// The titles of the screens on the root stack, bottom first.
    var titles: [String] {
        navigationStack.scenes.map { ($0 as? StubScene)?.rootView?.label.text ?? $0.title ?? $0.sceneName }
    }
}
