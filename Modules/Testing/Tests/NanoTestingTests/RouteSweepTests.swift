import NanoComposition
import NanoContract
import NanoDI
import NanoNavigation
import NanoRouting
import NanoTesting
import Testing

@MainActor
struct RouteSweepTests {
    func sweep(_ bug: PlantedBug? = nil) -> RouteSweepReport {
        RouteSweep { session in try AppUnderTest.flowFixture(bug, in: session) }.run()
    }

    @Test func everyRouteOfTheFixtureOpensAndKeepsEveryPromise() {
        let report = sweep()
        print(report.summary)
        #expect(report.failures.isEmpty, "\(report)")
        #expect(report.routes.count == 10)  // login, home, home/detail, home/about, items/:id, extra, trail ×4
        #expect(report.unopened.isEmpty, "\(report.summary)")
        let typed = report.routes.first { $0.pattern.hasPrefix("trail/:n") }
        #expect(typed?.links == RouteSamples.integers.count)
        #expect(typed?.opens == RouteSamples.integers.count * 2)
    }

    @Test func samplesCoverEveryValueOfEveryParameterType() throws {
        let app = try AppUnderTest.flowFixture(in: .signedIn).app
        let route = try #require(app.routeTable.routes.first { $0.pattern.hasPrefix("trail/:n") })
        let links = try #require(RouteSamples.links(for: route, scheme: "nvc")).map(\.link)
        #expect(links.first == "nvc://trail/0/00000000-0000-0000-0000-000000000000/sample/a")
        #expect(links.contains { $0.hasPrefix("nvc://trail/\(Int.max)/e621e1f8-c36c-495a-93fc-0c247a3e6e5f/") })
        #expect(links.count == 5 && links.filter { $0.hasSuffix("/b") }.count == 2)
        #expect(links.contains { $0.hasPrefix("nvc://trail/\(Int.min)/") })
        let hostile = try #require(links.first { $0.contains("%2F") })
        #expect(hostile.contains("..%2Fa%2Fb%27%22%3Cscript%3E%3F%23%26%25%07"), "\(hostile)")
        let files = try #require(app.routeTable.routes.first { $0.pattern == "files/*path" })
        #expect(
            RouteSamples.links(for: files, scheme: "nvc")?.map(\.link).contains("nvc://files/sample/sample") == true)
    }

    @Test func aRouteWithNoSampleValuesIsReportedByNameAndCoveredWhenGivenSome() throws {
        var types = ParameterTypeRegistry()
        try types.register(Double.self, as: "double")
        let compose = { @MainActor (_: AppUnderTest.Session) throws -> AppUnderTest in
            let plugin = InlinePlugin(id: "prices") { feature in
                feature.route("price/:amount(double)") { context throws(RouteError) in
                    try context.start { ButtonCoordinator(navigationStack: $0, disabled: false) }
                }
            }
            return AppUnderTest(
                try NanoApp(
                    homeLink: "price/1", plugins: [plugin], dependencies: DependencyContainer(),
                    navigationStack: HeadlessNavigationStack(leakDetector: nil), parameterTypes: types))
        }
        let report = RouteSweep(compose: compose).run()
        #expect(report.summary.hasPrefix("route sweep: 0 of 1 routes opened (0 %)"), "\(report)")
        #expect(
            report.summary.hasSuffix("not opened: price/:amount(double) (no sample values for its parameter types)"))
        let given = RouteSweep(customValues: ["double": ["1.5", "-0"]], compose: compose).run()
        #expect(given.unopened.isEmpty && given.failures.isEmpty, "\(given)")
        #expect(given.routes.first?.opens == 4)
    }

    @Test func aRouteThatReplacesTheStackItsParentPromisesFails() {
        let report = sweep(.wrongStack)
        #expect(
            report.failures.contains {
                $0.hasPrefix("trail/:n(int)") && $0.contains("the stack is [trail/:n(int)")
                    && $0.contains("its parent chain promises [home, trail/:n(int)")
            }, "\(report)")
    }

    @Test func aPageKeptAliveAfterItsAppClosedFails() {
        let report = sweep(.leaksOnOpen)
        #expect(
            report.failures.contains {
                $0.hasPrefix("files/*path") && $0.contains("still alive after the app closed: TrailScene")
            },
            "\(report)")
    }

    @Test func aStackThatRestoresToOtherScreensFails() {
        let report = sweep(.restoresDifferently)
        #expect(report.failures.contains { $0.contains("restored, it shows") }, "\(report)")
    }

    @Test func signedOutEveryGuardedLinkShowsTheGuardFlow() {
        let report = sweep()
        let trail = report.routes.first { $0.pattern == "trail" }
        #expect(trail?.refusals == ["nvc://trail (signed out): deferred by auth, nvc://trail pending"])
    }
}
