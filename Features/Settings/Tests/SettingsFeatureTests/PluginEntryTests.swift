import NanoTesting
import SettingsPluginEntry
import Testing

/// The library `Tools/build-plugin Features/Settings` builds exports the settings feature.
@MainActor
struct PluginEntryTests {
    @Test func theEntryPointExportsTheSettingsFeature() throws {
        let export = try PluginEntryCheck.export(from: { nanoPluginEntry($0) })
        #expect(export.plugin.id == "settings")
        #expect(export.version == "0.1.0")
        #expect(export.framework == .seenHere)
    }
}
