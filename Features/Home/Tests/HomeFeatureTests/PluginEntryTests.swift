import HomePluginEntry
import NanoTesting
import Testing

/// The library `Tools/build-plugin Features/Home` builds exports the home feature.
@MainActor
struct PluginEntryTests {
    @Test func theEntryPointExportsTheFeature() throws {
        let export = try PluginEntryCheck.export(from: { nanoPluginEntry($0) })
        #expect(export.plugin.id == "home")
        #expect(export.framework == .seenHere)
    }
}
