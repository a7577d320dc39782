import CatalogFeature
import Foundation
import NanoApiSession
import NanoComposition
import NanoDI
import NanoNavigation
import NanoRuntime
import NanoTesting
import NvcApp
import SessionInterface
import SwapiInterface

/// `nvc` as it composes its built-in features, in process, over test doubles: what the route
/// sweep and the flow exploration drive. Signed in, a session is stored through the app's own
/// `SessionService` (the sign-up feature's); a relaunch composes the app again over the same
/// key-value store, as the next run of `nvc` would over its state directory.
@MainActor
enum NvcUnderTest {
    /// The catalogue's source in process, in place of the built-in API (which would start a
    /// server for every composed app): every request fails at once with status 503, no retry.
    static let catalogSource: any CatalogSource = SwapiCatalogSource(
        service: SwapiService(
            baseURL: URL(fileURLWithPath: "/api/"),
            session: ApiSession(transport: StubTransport(fallback: .status(503)), configuration: .init(retries: 0))))

    /// `nvc` in `session`, its catalogue over `catalog` (by default ``catalogSource``).
    static func compose(_ session: AppUnderTest.Session, catalog: any CatalogSource = catalogSource) throws
        -> AppUnderTest
    {
        let store = InMemoryKeyValueStore()
        let app = try compose(store: store, catalog: catalog)
        if session == .signedIn {
            try app.app.dependencies.resolve((any SessionService).self)
                .save(
                    Session(name: "Ada Lovelace", email: "ada@example.com", signedInAt: Date(timeIntervalSince1970: 0)))
        }
        return app
    }

    private static func compose(store: InMemoryKeyValueStore, catalog: any CatalogSource) throws -> AppUnderTest {
        let doubles = StandardTestDependencies()
        let container = DependencyContainer.standardTest(doubles)
        container.register((any KeyValueStore).self, store)
        let leaks = AppUnderTest.makeLeakDetector()
        let app = try NanoApp(
            scheme: nvcConfiguration.scheme, homeLink: nvcConfiguration.homeLink,
            plugins: nvcConfiguration.plugins(LaunchOptions()).map {
                $0 is CatalogPlugin ? CatalogPlugin(source: catalog) : $0
            },
            dependencies: container,
            navigationStack: HeadlessNavigationStack(leakDetector: leaks))
        let sessions = try app.dependencies.resolve((any SessionService).self)
        return AppUnderTest(
            app, leakDetector: leaks, guardsPass: { sessions.isSignedIn },
            relaunch: { try compose(store: store, catalog: catalog) },
            settle: { doubles.clock.advance(by: .seconds(60)) })
    }
}
