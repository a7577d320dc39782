import Foundation
import NanoDI
import NanoNavigation
import NanoRuntime
import NanoTesting
import NvcApp
import SessionInterface
import Testing

/// Every registered route of the composed `nvc` app, opened with sample links signed in and
/// signed out (NanoTesting's ``RouteSweep``): each shows its screen on the stack its parent
/// chain promises or fails with a typed error, leaks nothing, and restores to the same screens.
@MainActor
struct RouteSweepTests {
    /// `nvc` as it composes its built-in features, over test doubles; signed in, a session is
    /// stored through the app's own `SessionService` (the sign-up feature's).
    static func nvc(_ session: AppUnderTest.Session) throws -> AppUnderTest {
        let doubles = StandardTestDependencies()
        let leaks = AppUnderTest.makeLeakDetector()
        let app = try NanoApp(
            scheme: nvcConfiguration.scheme, homeLink: nvcConfiguration.homeLink,
            plugins: nvcConfiguration.plugins(LaunchOptions()), dependencies: .standardTest(doubles),
            navigationStack: HeadlessNavigationStack(leakDetector: leaks))
        if session == .signedIn {
            try app.dependencies.resolve((any SessionService).self)
                .save(
                    Session(name: "Ada Lovelace", email: "ada@example.com", signedInAt: Date(timeIntervalSince1970: 0)))
        }
        return AppUnderTest(app, leakDetector: leaks) { doubles.clock.advance(by: .seconds(60)) }
    }

    @Test func everyRegisteredRouteOfNvcOpensAndKeepsItsPromises() throws {
        let report = RouteSweep(compose: Self.nvc).run()
        print(report.summary)
        let registered = try Self.nvc(.signedIn).app.routeTable.routes.map(\.pattern)
        #expect(report.routes.map(\.pattern) == registered)
        #expect(report.unopened.isEmpty, "\(report.summary)")
        #expect(report.failures.isEmpty, "\(report)")
        #expect(registered.count >= 10)
    }
}
