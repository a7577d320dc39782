import CatalogFeature
import NanoApiSession
import NanoFixtureServer
import NanoHTTPClient
import NanoTesting
import PropertyBased
import SwapiInterface
import Testing

/// The route sweep and the flow exploration over `nvc` with its catalogue on the built-in API
/// playing a fault plan — every kind of fault on some path — through the live transport: the
/// requests the catalogue's screens send really fail (the server records each fault it played;
/// printed), and every invariant still holds — nothing leaks while its request fails or hangs,
/// the saved links restore, no link fails inside the app. Both run synchronously on the main
/// actor, so a failure's alert arrives after the step that sent it; the alerts themselves,
/// Retry and Cancel are FaultRecoveryTests' (through `nvc`) and Catalog's CatalogFaultPlanTests'.
@MainActor
struct FaultSweepTests {
    /// Every fault kind on some catalogue path; no count, so the whole run sees them.
    static let plan = FaultPlan([
        FaultRule(path: "/api/people/*", fault: .status(503)),
        FaultRule(path: "/api/planets/", fault: .latency(seconds: 0.02)),
        FaultRule(path: "/api/planets/*", fault: .status(500)),
        FaultRule(path: "/api/films/*", fault: .malformedBody),
        FaultRule(path: "/api/starships/", fault: .dropConnection),
        FaultRule(path: "/api/starships/*", fault: .timeout),
    ])

    /// The built-in API playing ``plan``, and a catalogue source on it (one attempt, 0.2 s).
    static func api() async throws -> (RunningSwapi, any CatalogSource) {
        let api = try await SwapiFixture.startDefaultAPI(faults: plan)
        let session = ApiSession(
            transport: NIOHTTPTransport(), configuration: .init(retries: 0, timeout: .milliseconds(200)))
        return (api, SwapiCatalogSource(service: api.service(session: session)))
    }

    /// The faults the server played, by kind (`status`, `latency`, ...).
    static func kinds(_ served: [ServedRequest]) -> Set<String> {
        Set(served.compactMap { $0.fault.map { "\($0)".prefix { $0 != "(" } }.map(String.init) })
    }

    @Test func theRouteSweepUnderAFaultPlan() async throws {
        let (api, source) = try await Self.api()
        let report = RouteSweep { try NvcUnderTest.compose($0, catalog: source) }.run()
        print("fault plan: \(report.summary)")
        #expect(report.failures.isEmpty, "\(report)")
        #expect(report.unopened.isEmpty, "\(report.summary)")
        #expect(report.routes.filter { $0.feature == "catalog" }.count == 4, "\(report.summary)")
        // Let the answers arrive at the apps the sweep closed: none may crash or revive them.
        try await Task.sleep(for: .milliseconds(300))
        // Which faults were played depends on the process's concurrency pool: a request is
        // sent by its effect's task, which other tests' blocking waits can hold back until its
        // scene has left (then it is cancelled unsent). Alone: every kind, 45 requests.
        print(
            "fault plan sweep: \(api.server.requests.count) requests, faults \(Self.kinds(api.server.requests).sorted())"
        )
        await api.stop()
    }

    @Test func theFlowExplorationUnderAFaultPlan() async throws {
        let (api, source) = try await Self.api()
        let explorer = FlowExplorer { try NvcUnderTest.compose($0, catalog: source) }
        let steps = zip(Gen.int(in: 0...9), Gen.int(in: 0...99)).map { FlowExplorer.Step(kind: $0, pick: $1) }
        await propertyCheck(
            count: 40, input: Gen.int(in: 0...1).map { $0 == 0 ? AppUnderTest.Session.signedIn : .signedOut },
            steps.array(of: 4...24)
        ) {
            session, steps in
            if let violation = explorer.run(steps, in: session) { Issue.record("\(violation)") }
        }
        print(
            "flow exploration under a fault plan: \(explorer.sequences) sequences, \(api.server.requests.count) requests"
        )
        #expect(
            explorer.screensSeen.isSuperset(of: ["CatalogListScene", "CatalogDetailScene"]), "\(explorer.screensSeen)")
        await api.stop()
    }
}
