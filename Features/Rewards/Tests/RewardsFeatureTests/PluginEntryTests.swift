import NanoTesting
import RewardsPluginEntry
import Testing

/// The library `Tools/build-plugin Features/Rewards` builds exports the Rewards feature.
@MainActor
struct PluginEntryTests {
    @Test func theEntryPointExportsTheFeature() throws {
        let export = try PluginEntryCheck.export(from: { nanoPluginEntry($0) })
        #expect(export.plugin.id == "rewards")
        #expect(export.framework == .seenHere)
    }
}
