import NanoTesting
import SignUpPluginEntry
import Testing

/// The library `Tools/build-plugin Features/SignUp` builds exports the signup feature.
@MainActor
struct PluginEntryTests {
    @Test func theEntryPointExportsTheFeature() throws {
        let export = try PluginEntryCheck.export(from: { nanoPluginEntry($0) })
        #expect(export.plugin.id == "signup")
        #expect(export.framework == .seenHere)
    }
}
