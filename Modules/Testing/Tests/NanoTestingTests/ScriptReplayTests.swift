import Foundation
import NanoTesting
import Testing

/// What ``ScriptReplay`` runs, checked with `/bin/echo` standing in for a preview: the
/// recording's first `open` link, a fresh state, the script.
struct ScriptReplayTests {
    func script(_ text: String) throws -> String {
        let path = try TestDirectory.make("replay").appendingPathComponent("script.nvc").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func itOpensTheFirstLinkOfTheRecordingInAFreshStateWithTheScript() throws {
        let path = try script("# Recorded by --record\nopen \"home/a b\"\ntap go\nopen other\n")
        let result = try ScriptReplay(executable: URL(fileURLWithPath: "/bin/echo")).run(path)
        #expect(result.passed)
        #expect(result.stdout == "open home/a b --ephemeral --script \(path)\n")
        #expect(result.failure == nil)
    }

    @Test func aScriptThatCannotBeReadSaysWhyInPlainWords() {
        let path = "/nonexistent-\(UUID().uuidString)/flow.nvc"
        #expect(throws: ScriptReplay.ReplayError.unreadable(path: path, reason: "it does not exist")) {
            try ScriptReplay(executable: URL(fileURLWithPath: "/bin/echo")).run(path)
        }
        #expect(
            "\(ScriptReplay.ReplayError.unreadable(path: path, reason: "it does not exist"))"
                == "cannot read \(path): it does not exist")
    }

    @Test func aScriptWithoutAnOpenLineIsRefused() throws {
        let path = try script("tap go\n")
        #expect(throws: ScriptReplay.ReplayError.noOpenLine(path: path)) {
            try ScriptReplay(executable: URL(fileURLWithPath: "/bin/echo")).run(path)
        }
    }
}
