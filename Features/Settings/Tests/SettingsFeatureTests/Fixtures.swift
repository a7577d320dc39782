import Foundation
import NanoComposition
import NanoDI
import NanoNavigation
import NanoPreview
import NanoStrings
import NanoTesting
import SessionInterface

@testable import SettingsFeature

/// Settings' texts in English, what most view-model tests show.
let english = Strings<SettingsText>(.english)

/// The person most tests sign in as.
let ada = Session(name: "Ada", email: "ada@example.com", signedInAt: Date(timeIntervalSince1970: 0))

/// What Settings runs over in a test: the app's key-value store (whose writes can be made to
/// fail) and the session service the sign-up feature would provide.
@MainActor
final class World {
    /// Where the settings live (a ``FailableKeyValueStore`` unless given).
    let store: any KeyValueStore
    /// The signed-in session.
    let sessions: InMemorySessionService

    /// A world signed in as `session` (signed out with `nil`), its settings in `store`.
    init(signedInAs session: Session?, store: any KeyValueStore = World.failableStore()) {
        sessions = InMemorySessionService(session)
        self.store = store
    }

    /// A store whose writes fail with "disk full" once told to.
    static func failableStore() -> FailableKeyValueStore {
        FailableKeyValueStore(failure: .writeFailed(path: "/state/store.json", reason: "disk full"))
    }

    /// The store whose writes a test can make fail, when it is one.
    var failable: FailableKeyValueStore? { store as? FailableKeyValueStore }

    /// The stored settings.
    var settings: SettingsStore { SettingsStore(store: store) }

    /// The app Settings runs in: the real ``SettingsPlugin`` with NanoPreview's stand-ins for
    /// `home` (its parent) and sign-up (the `.signedIn` guard, following ``sessions``).
    func app(disabled: Set<String> = [], versionText: String = "Nano 0.1.0", language: Language = .english) throws
        -> NanoApp
    {
        let container = DependencyContainer()
        container.register(Language.self, language)
        container.register((any KeyValueStore).self, store)
        container.register((any SessionService).self, sessions as any SessionService)
        let sessions = self.sessions
        let others = StandInPlugin(id: "others")
            .route("signup", presentation: .root, shows: "Sign up")
            .providing(.signedIn, flow: "signup", StandInGuard { sessions.isSignedIn })
            .route("home", guard: .signedIn, shows: "Home")
        return try NanoApp(
            scheme: "nvc", homeLink: "home", plugins: [others, SettingsPlugin(versionText: versionText)],
            dependencies: container, disabledFeatures: disabled,
            navigationStack: HeadlessNavigationStack(leakDetector: nil))
    }
}

extension NanoApp {
    /// The titles of the screens on the root stack, bottom first (a stand-in's is what it
    /// stands for).
    var titles: [String] { navigationStack.scenes.map { $0.title ?? $0.sceneName } }
}
