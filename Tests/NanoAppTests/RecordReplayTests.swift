import Foundation
import NanoTesting
import Testing

/// `nvc open LINK --interactive --record FILE`, then the recording replayed by NanoTesting's
/// ``ScriptReplay`` against the built `nvc`, as processes: the same screen at the end, and a
/// control that reads otherwise fails the replay naming it.
struct RecordReplayTests {
    static let session = """
        type name Ada Lovelace
        type email ada@example.com
        tap submit
        open settings/notifications
        toggle notifications
        quit

        """

    func record() async throws -> (script: String, path: String) {
        let folder = try TestDirectory.make("nvc-record")
        let path = folder.appendingPathComponent("signup.nvc").path
        let run = try await NvcProcess.run(
            ["open", "signup", "--ephemeral", "--interactive", "--record", path], input: Self.session)
        #expect(run.status == 0, "\(run)")
        return (try String(contentsOfFile: path, encoding: .utf8), path)
    }

    @Test func aRecordedSessionReplaysToTheSameScreen() async throws {
        let (script, path) = try await record()
        #expect(script.contains("\nopen signup\ntype name Ada Lovelace\ntype email ada@example.com\ntap submit\n"))
        #expect(script.contains("\n# the screen: Settings > Notifications\n"), "\(script)")
        #expect(script.contains("\nexpect notifications on false\n"), "\(script)")
        let replay = try #require(ScriptReplay(product: "nvc"))
        let result = try replay.run(path)
        #expect(result.passed, "\(result)")
        #expect(result.stdout.split(separator: "\n").first == "Settings > Notifications", "\(result)")
    }

    @Test func aControlThatReadsOtherwiseFailsTheReplayNamingIt() async throws {
        let (script, path) = try await record()
        let line = try #require(
            script.split(separator: "\n").firstIndex { $0.hasPrefix("expect notifications title ") })
        let title = script.split(separator: "\n")[line]
        try script.replacingOccurrences(of: title, with: "expect notifications title Alerts")
            .write(toFile: path, atomically: true, encoding: .utf8)
        let result = try #require(ScriptReplay(product: "nvc")).run(path)
        #expect(result.status == 1)
        #expect(
            result.failure == "nvc: error: \(path):\(line + 1): expected notifications.title to be 'Alerts' but it is "
                + "'\(title.dropFirst("expect notifications title ".count))'", "\(result)")
    }
}
