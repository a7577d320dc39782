import Foundation
import NanoTesting
import PropertyBased
import Testing

/// Generated flows over the composed `nvc` app (NanoTesting's ``FlowExplorer``; the steps
/// drawn and shrunk by swift-property-based): after every step of every sequence, nothing that
/// left the screen is alive, signed out no guarded screen shows, the saved links restore the
/// same screens, and no link fails with an internal error. A failure is printed as the shrunk,
/// replayable script.
@MainActor
struct FlowExplorationTests {
    /// The sequences each run draws (a fixed budget; each run draws new ones), of 4 to 32
    /// steps; `NANO_FLOW_SEQUENCES` sets another for a longer campaign.
    static let budget = ProcessInfo.processInfo.environment["NANO_FLOW_SEQUENCES"].flatMap(Int.init) ?? 150

    @Test func generatedFlowsOverNvcKeepEveryInvariant() async {
        let explorer = FlowExplorer { try NvcUnderTest.compose($0) }
        let sessions = Gen.int(in: 0...1).map { $0 == 0 ? AppUnderTest.Session.signedIn : .signedOut }
        let steps = zip(Gen.int(in: 0...9), Gen.int(in: 0...99)).map { FlowExplorer.Step(kind: $0, pick: $1) }
        await propertyCheck(count: Self.budget, input: sessions, steps.array(of: 4...32)) { session, steps in
            if let violation = explorer.run(steps, in: session) { Issue.record("\(violation)") }
        }
        print(
            "flow exploration (nvc): \(explorer.sequences) sequences, \(explorer.steps) steps, "
                + "\(explorer.screensSeen.count) screens reached: \(explorer.screensSeen.sorted().joined(separator: ", "))"
        )
        #expect(explorer.sequences >= Self.budget)
        // The sequences get past sign-up and into every feature, or they prove little.
        #expect(explorer.screensSeen.isSuperset(of: ["SignUpScene", "HomeScene", "SettingsListScene", "RewardsScene"]))
    }
}
