import NanoContract
import NanoTesting
import PropertyBased
import Testing

/// Generated flows (swift-property-based draws and shrinks the steps) over NanoTesting's flow
/// fixture: nothing found on it as it is; the leak planted after two backs found and shrunk to
/// a short script that replays to the same violation.
@MainActor
struct FlowExplorerTests {
    static let sessions = Gen.int(in: 0...1).map { $0 == 0 ? AppUnderTest.Session.signedIn : .signedOut }
    static let steps = zip(Gen.int(in: 0...9), Gen.int(in: 0...99))
        .map { FlowExplorer.Step(kind: $0, pick: $1) }.array(of: 4...32)
    /// The sequences a clean app must pass, each of 4 to 32 steps.
    static let budget = 200
    /// The most sequences the planted bug may take to show. About 1 in 30 sequences finds it
    /// (measured: 65 in 2,000 of 8 to 32 steps), so missing it in 1,000 has odds under 10⁻¹².
    static let searchBudget = 1_000

    @Test func theFixtureKeepsEveryInvariantOverGeneratedFlows() async {
        let explorer = FlowExplorer { session in try AppUnderTest.flowFixture(in: session) }
        await propertyCheck(count: Self.budget, input: Self.sessions, Self.steps) { session, steps in
            if let violation = explorer.run(steps, in: session) { Issue.record("\(violation)") }
        }
        print("flow exploration (fixture): \(explorer.sequences) sequences, \(explorer.steps) steps, nothing found")
        #expect(explorer.sequences == Self.budget)
    }

    @Test func theLeakAfterTwoBacksIsFoundAndShrunkToAReplayableScript() async throws {
        let explorer = FlowExplorer { session in try AppUnderTest.flowFixture(.leaksAfterTwoBacks, in: session) }
        var found: FlowExplorer.Violation?
        await withKnownIssue {
            await propertyCheck(count: Self.searchBudget, input: Self.sessions, Self.steps) { session, steps in
                if let violation = explorer.run(steps, in: session) {
                    found = violation  // the last failing run is the shrunk one
                    Issue.record("\(violation)")
                }
            }
        }
        let minimal = try #require(found)
        print("flow exploration found, after \(explorer.sequences) sequences and \(explorer.steps) steps:\n\(minimal)")
        guard case .aliveAfterLeaving = minimal.invariant else {
            Issue.record("expected a screen alive after it left: \(minimal)")
            return
        }
        #expect(minimal.invariant.description.hasSuffix("is still alive after it left the screen"), "\(minimal)")
        #expect(minimal.script.hasPrefix("# \(minimal.invariant) (started \(minimal.session))\nopen "))
        // Shrunk: the page under the top one is kept once a third page was pushed, and leaks
        // when it leaves — by two backs, or by opening the trail's link again.
        #expect(minimal.actions.count <= 6, "\(minimal)")
        #expect(minimal.actions.filter { $0 == .tap(id: "go") }.count <= 2, "\(minimal)")
        let last = try #require(minimal.actions.last)
        #expect(last == .back || minimal.actions.dropLast().last == .tap(id: "go"), "\(minimal)")
        let again = try #require(explorer.replay(minimal.actions, in: minimal.session))
        #expect(again.invariant == minimal.invariant)
        #expect(again.actions == minimal.actions)
    }

    @Test func aGuardedScreenShowingWhileTheGuardsFailIsReported() {
        let explorer = FlowExplorer { session in
            let app = try AppUnderTest.flowFixture(in: .signedIn)  // signed in, but told it is not
            return AppUnderTest(app.app, leakDetector: app.leakDetector, guardsPass: { false }, settle: app.settle)
        }
        let violation = explorer.run([], in: .signedOut)
        #expect(violation?.invariant == .guardedScreenShowing(route: "home", guard: GuardID("auth")))
        #expect(violation?.invariant.description == "signed out, 'home' (guarded by auth) is showing")
        #expect(violation?.actions == [.open("home")])
    }

    @Test func aStackThatRestoresToOtherScreensIsReported() throws {
        let explorer = FlowExplorer { session in try AppUnderTest.flowFixture(.restoresDifferently, in: session) }
        let violation = try #require(explorer.replay([.open("home"), .open("trail")], in: .signedIn))
        guard case .restoresOtherScreens(let links, let restored, let showing) = violation.invariant else {
            Issue.record("expected other screens after the restore: \(violation)")
            return
        }
        #expect(links == ["nvc://home", "nvc://trail"])
        #expect(restored != showing)
        #expect(
            violation.invariant.description.hasPrefix("the saved links [nvc://home, nvc://trail] restore"),
            "\(violation)")
        #expect(explorer.replay([.open("home"), .open("home/detail")], in: .signedIn) == nil)
    }

    @Test func aManyLineInvariantStaysAComment() {
        let violation = FlowExplorer.Violation(
            invariant: .doesNotCompose(reason: "the app's features do not compose:\n  - two features use the id 'a'"),
            session: .signedOut, actions: [.open("home")])
        #expect(
            violation.script == """
                # the app does not compose: the app's features do not compose:
                #   - two features use the id 'a' (started signed out)
                open home
                """)
        #expect("\(FlowExplorer.Invariant.refused(.tap(id: "go")))" == "'tap go' was refused")
    }

    @Test func aPageKeptAfterTheAppClosedIsReported() throws {
        let explorer = FlowExplorer { session in try AppUnderTest.flowFixture(.leaksOnOpen, in: session) }
        let violation = try #require(explorer.replay([.open("home"), .open("files/sample")], in: .signedIn))
        #expect(violation.invariant == .aliveAfterClosing("TrailScene"), "\(violation)")
        #expect(violation.invariant.description == "TrailScene is still alive after the app closed")
        #expect(explorer.replay([.open("home"), .open("trail")], in: .signedIn) == nil)
    }
}
