import NanoTesting
import Testing

/// A session recorded by hand with `SettingsPreview open settings --ephemeral --interactive
/// --record` (Recordings/appearance-and-notifications.nvc: Dark chosen, notifications turned
/// off, back on the list), replayed against the built preview by NanoTesting's `ScriptReplay`:
/// the list must still end showing every row as it did then.
struct RecordedSessionTests {
    @Test func theAppearanceAndNotificationsSessionStillEndsTheSameWay() throws {
        let replay = try #require(
            ScriptReplay(product: "SettingsPreview"), "SettingsPreview is not built beside the tests")
        let result = try replay.run("Recordings/appearance-and-notifications.nvc", relativeTo: #filePath)
        #expect(result.passed, "\(result)")
        #expect(result.stdout.hasPrefix("Settings\n"), "the Settings tab's stack: \(result)")
        #expect(result.stdout.hasSuffix("tabs: [Settings]\n"), "\(result)")
    }
}
