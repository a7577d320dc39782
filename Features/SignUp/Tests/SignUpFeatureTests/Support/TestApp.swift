import NanoComposition
import NanoDI
import NanoNavigation
import NanoPreview
import NanoTesting
import NanoUI
import SessionInterface

@testable import SignUpFeature

/// The sign-up feature composed over test doubles, with a stand-in for the home screen the
/// guard flow ends on (`home`, guarded by `.signedIn`): features never import each other.
@MainActor
struct TestApp {
    let doubles = StandardTestDependencies()
    let app: NanoApp
    let driver: FlowDriver
    /// The session service the feature provides to the app.
    let sessions: any SessionService

    /// - Parameters:
    ///   - plugin: the sign-up plugin (the real one with the local service by default).
    ///   - settles: whether each driver action lets a second pass on the clock (enough for any
    ///     request to finish).
    init(plugin: SignUpPlugin = SignUpPlugin(), settles: Bool = true) throws {
        let container = DependencyContainer.standardTest(doubles)
        let home = StandInPlugin(id: "home").route("home", guard: .signedIn, shows: "home")
        app = try NanoApp(
            scheme: "nvc", homeLink: "home", plugins: [plugin, home], dependencies: container,
            navigationStack: HeadlessNavigationStack(leakDetector: nil))
        sessions = try container.resolve((any SessionService).self)
        if settles {
            let clock = doubles.clock
            driver = FlowDriver(app: app, settle: { clock.advance(by: .seconds(1)) })
        } else {
            driver = FlowDriver(app: app)
        }
    }

    var screen: (any SceneHosting)? { driver.screen }
    var screenName: String? { screen?.sceneName }
    /// Whether the stand-in home screen is showing.
    var showsHome: Bool { screenName == "StandInScene" && screen?.title == "home" }
}
