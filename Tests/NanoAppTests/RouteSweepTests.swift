import NanoTesting
import Testing

/// Every registered route of the composed `nvc` app, opened with sample links signed in and
/// signed out (NanoTesting's ``RouteSweep``): each shows its screen on the stack its parent
/// chain promises or fails with a typed error, leaks nothing, and restores to the same screens.
@MainActor
struct RouteSweepTests {
    @Test func everyRegisteredRouteOfNvcOpensAndKeepsItsPromises() async throws {
        let report = RouteSweep { try NvcUnderTest.compose($0) }.run()
        print(report.summary)
        let registered = try NvcUnderTest.compose(.signedIn).app.routeTable.routes.map(\.pattern)
        #expect(report.routes.map(\.pattern) == registered)
        #expect(report.unopened.isEmpty, "\(report.summary)")
        #expect(report.failures.isEmpty, "\(report)")
        #expect(registered.count >= 10)
    }
}
