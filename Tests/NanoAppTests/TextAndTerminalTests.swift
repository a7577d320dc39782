import Foundation
import Testing

/// The user's text exactly, in and out; errors that show hidden characters instead of obeying
/// them; the terminal's own width; ids that are never cut (docs/cli.md).
struct TextAndTerminalTests {
    private static let world = "José 東京 🎉"

    @Test func scriptTextKeepsEveryCharacterAfterTheID() async throws {
        let run = try await NvcProcess.run(
            ["open", "signup", "--ephemeral", "--json", "--script", "-"],
            input: "type name Ada   Lovelace\t(1815)  \nexpect name text Ada   Lovelace\t(1815)  \n"
                + "type email \"a@b.co\"  # quoted: a comment may follow\nexpect email text a@b.co\n")
        #expect(run.status == 0, "\(run)")
        let controls = try #require((run.json?["screen"] as? [String: Any])?["controls"] as? [[String: Any]])
        let texts = controls.compactMap { ($0["state"] as? [String: Any])?["text"] as? String }
        #expect(texts == ["Ada   Lovelace\t(1815)  ", "a@b.co"])
    }

    @Test func theSignedUpNameKeepsItsSpacesThroughTheStateFile() async throws {
        let state = try temporaryDirectory()
        let run = try await NvcProcess.run(
            ["open", "signup", "--state", state.path, "--script", "-"],
            input: "type name Ada   Lovelace\ntype email ada@example.com\ntap submit\n")
        #expect(run.status == 0, "\(run)")
        let home = try await NvcProcess.run(
            ["open", "home", "--state", state.path, "--script", "-"],
            input: "expect welcome text Welcome, Ada   Lovelace")
        #expect(home.status == 0, "\(home)")
    }

    @Test(arguments: [["LANG": "C.UTF-8"], ["LANG": ""], ["LANG": "en_GB.UTF-8", "LC_ALL": ""]])
    func textOutputWithoutATerminalKeepsUnicodeText(environment: [String: String]) async throws {
        let run = try await NvcProcess.run(
            ["open", "signup", "--ephemeral", "--script", "-"], input: "type name \(Self.world)\n",
            environment: environment.merging(["LC_ALL": "", "LC_CTYPE": ""]) { first, _ in first })
        #expect(run.status == 0)
        #expect(run.stdout.contains("| name    [\(Self.world)___"), "\(run)")
        #expect(run.stdout.contains("+- SignUpScene"), "the drawing stays ASCII without a terminal")
    }

    @Test func aNonUTF8LocaleFoldsTheTextToASCII() async throws {
        let run = try await NvcProcess.run(
            ["open", "signup", "--ephemeral", "--script", "-"], input: "type name \(Self.world)\n",
            environment: ["LANG": "C", "LC_ALL": "", "LC_CTYPE": ""])
        #expect(run.stdout.contains("| name    [Jose ?? ?___"), "\(run)")
    }

    @Test func aTerminalGetsUnicodeTextAndBoxesAtItsOwnWidth() async throws {
        let script = try temporaryDirectory().appendingPathComponent("name.nvc")
        try Data("type name \(Self.world)\n".utf8).write(to: script)
        let run = try NvcProcess.runInTerminal(
            ["open", "signup", "--ephemeral", "--script", script.path], columns: 40, environment: ["COLUMNS": "100"])
        #expect(run.status == 0, "\(run)")
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("┌─ SignUpScene ─") && $0.count == 40 }, "the terminal's width: \(run)")
        #expect(run.stdout.contains("│ name    [\(Self.world)___"), "\(run.stdout)")

        let plain = try NvcProcess.runInTerminal(
            ["open", "signup", "--ephemeral", "--script", script.path], columns: 40, environment: ["NO_COLOR": "1"])
        #expect(plain.stdout.contains("\n+- SignUpScene ---"), "NO_COLOR: ASCII drawing")
        #expect(plain.stdout.contains("| name    [\(Self.world)___"), "and still the exact text")
    }

    @Test func narrowTerminalsNeverCutControlIDs() async throws {
        let script = try temporaryDirectory().appendingPathComponent("narrow.nvc")
        try Data((FlowTests.signUp + "\nopen settings/notifications\n").utf8).write(to: script)
        let run = try NvcProcess.runInTerminal(
            ["open", "signup", "--ephemeral", "--script", script.path], columns: 24, environment: ["NO_COLOR": "1"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("\n| notifications        |\n|  [x] Notifications   |"), "the whole id: \(run)")
        #expect(run.stdout.contains("\n| < back Notifications |"), "the back button shows its id")
    }

    @Test func tapBackWorksLikeTheBackCommand() async throws {
        let run = try await NvcProcess.run(
            ["open", "signup", "--ephemeral", "--json", "--script", "-"],
            input: FlowTests.signUp + "\ntap settings\nselect settings 0\ntap back\n")
        #expect(run.status == 0, "\(run)")
        #expect(run.stackTitles == ["Settings"], "back in the Settings tab, to its root")
        let text = try await NvcProcess.run(
            ["open", "signup", "--ephemeral", "--script", "-"],
            input: FlowTests.signUp + "\ntap settings\nselect settings 0\n")
        #expect(text.stdout.contains("| < back "), "\(text)")
        let atRoot = try await NvcProcess.run(
            ["open", "signup", "--ephemeral", "--json", "--script", "-"], input: FlowTests.signUp + "\ntap back\n")
        #expect(atRoot.status == 1)
        #expect(atRoot.errorObject?["kind"] as? String == "refused")
    }

    @Test func interactiveModeInATerminalShowsThatARequestIsRunning() async throws {
        let run = try NvcProcess.runInTerminal(
            ["open", "signup", "--ephemeral", "--interactive"],
            input: "type name Ada\ntype email ada@example.com\ntap submit\nquit\n", columns: 60,
            environment: ["NVC_SIGNUP_LATENCY_MS": "200", "NO_COLOR": "1"])
        #expect(run.status == 0, "\(run)")
        let working = try #require(run.stdout.range(of: "\n... working\n"), "\(run.stdout)")
        #expect(run.stdout[working.upperBound...].contains("HomeScene"), "the redraw after the request")
    }

    @Test(arguments: [
        ["open", "nvc://settings/%E2%80%AEx", "--ephemeral", "--json"],
        ["open", "nvc://home/%E2%80%8F%E2%81%A6", "--ephemeral", "--json"],
    ])
    func errorsShowBidiCharactersEscaped(arguments: [String]) async throws {
        let run = try await NvcProcess.run(arguments)
        #expect(run.status == 66)
        #expect(run.errorLines.count == 1)
        for hidden in ["\u{202E}", "\u{200F}", "\u{2066}"] {
            #expect(!run.stderr.contains(hidden) && !run.stdout.contains(hidden), "\(run)")
        }
        #expect(run.stderr.contains("\\u{202E}") || run.stderr.contains("\\u{200F}\\u{2066}"), "\(run)")
        #expect((run.errorObject?["message"] as? String)?.contains("\\u{") == true)
    }

    @Test func aControlIDWithABidiOverrideIsEscapedInTheError() async throws {
        let run = try await NvcProcess.run(
            ["open", "signup", "--ephemeral", "--script", "-"], input: "tap \"sub\u{202E}mit\"\n")
        #expect(run.status == 1)
        #expect(
            run.errorLines.first?.hasPrefix("nvc: error: <stdin>:1: no control 'sub\\u{202E}mit'") == true, "\(run)")
    }

    @Test func aScriptGivenTwiceIsAUsageError() async throws {
        let run = try await NvcProcess.run([
            "open", "signup", "--ephemeral", "--json", "--script", "a", "--script", "b",
        ])
        #expect(run.status == 64)
        #expect(run.errorLines.first?.contains("--script is given 2 times") == true, "\(run)")
        #expect(run.errorObject?["code"] as? Int == 64)
    }

    @Test func aBadStateEnvironmentValueIsAUsageError() async throws {
        let run = try await NvcProcess.run(
            ["open", "signup", "--ephemeral"], environment: ["NANO_STATE_LOCK_TIMEOUT_MS": "soon"])
        #expect(run.status == 64)
        #expect(
            run.errorLines == [
                "nvc: error: NANO_STATE_LOCK_TIMEOUT_MS must be a whole number of milliseconds from 0 to 600000, got 'soon'"
            ])
    }
}
