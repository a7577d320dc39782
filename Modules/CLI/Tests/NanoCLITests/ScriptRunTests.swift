import Foundation
import NanoCLI
import NanoNavigation
import NanoRuntime
import Testing

@MainActor
struct ScriptRunTests {
    @Test func aFailedExpectationExits1NamingTheLine() async {
        let run = await demo(
            "open", "login", "--ephemeral", "--script", "-", stdin: "type name Ada\n\nexpect name text Bob")
        #expect(run.status == .failed)
        #expect(run.stderr == "demo: error: <stdin>:3: expected name.text to be 'Bob' but it is 'Ada'\n")
        #expect(run.stdout.hasPrefix("Log in\n"), "the screen as it was is still printed")
    }

    @Test func refusedAndUnknownControlsExit1() async {
        let unknown = await demo("open", "login", "--ephemeral", "--json", "--script", "-", stdin: "tap nope")
        #expect(unknown.status == .failed)
        #expect(unknown.errorObject?["kind"] as? String == "unknownControl")
        #expect(unknown.errorObject?["line"] as? Int == 1)
        let back = await demo("open", "login", "--ephemeral", "--json", "--script", "-", stdin: "back")
        #expect(back.status == .failed)
        #expect(back.errorObject?["kind"] as? String == "refused")
        let dismiss = await demo("open", "login", "--ephemeral", "--script", "-", stdin: "dismiss")
        #expect(dismiss.stderr == "demo: error: <stdin>:1: refused: nothing is presented\n")
    }

    @Test func aBadScriptLineExits64BeforeAnythingRuns() async throws {
        let directory = try temporaryDirectory()
        let script = directory.appendingPathComponent("flow.nvc")
        try "type name Ada\ntap go\nfly away\n".write(to: script, atomically: true, encoding: .utf8)
        let run = await demo("open", "login", "--state", directory.path, "--script", script.path)
        #expect(run.status == .usage)
        #expect(run.stderr == "demo: error: \(script.path):3: unknown command 'fly'; type 'help' for the list\n")
        #expect(
            !FileManager.default.fileExists(atPath: directory.appendingPathComponent("state.json").path),
            "nothing ran: no one logged in")
    }

    @Test func unreadableScriptsExit64() async throws {
        let directory = try temporaryDirectory()
        #expect(
            await demo("open", "login", "--ephemeral", "--script", directory.appendingPathComponent("none").path).status
                == .usage)
        #expect(await demo("open", "login", "--ephemeral", "--script", directory.path).status == .usage)
        let binary = directory.appendingPathComponent("binary")
        try Data([0xFF, 0xFE, 0x00, 0x41]).write(to: binary)
        let run = await demo("open", "login", "--ephemeral", "--script", binary.path)
        #expect(run.status == .usage)
        #expect(run.stderr.contains("not UTF-8"))
    }

    @Test func openInAScriptMapsLinkErrors() async {
        let login = "type name Ada\ntap go\n"
        #expect(
            await demo("open", "login", "--ephemeral", "--script", "-", stdin: login + "open demo://nowhere").status
                == .noRoute)
        #expect(
            await demo("open", "login", "--ephemeral", "--script", "-", stdin: login + "open ftp://x").status
                == .invalidLink)
        #expect(
            await demo(
                "open", "login", "--ephemeral", "--disable-feature", "extra", "--script", "-",
                stdin: login + "open extra"
            ).status == .featureDisabled)
    }

    @Test func quitStopsTheScriptWithTheCurrentStatus() async {
        let run = await demo("open", "login", "--ephemeral", "--script", "-", stdin: "quit\ntap nope")
        #expect(run.status == .ok)
    }

    @Test func stackShowAndHelpPrintInTextModeAndGoToStderrInJSONMode() async {
        let text = await demo("open", "login", "--ephemeral", "--script", "-", stdin: "stack\nhelp")
        #expect(text.stdout.hasPrefix("Log in\n  type ID TEXT"))
        let json = await demo("open", "login", "--ephemeral", "--json", "--script", "-", stdin: "stack\nshow")
        #expect(json.json != nil, "stdout stays one JSON object")
        #expect(json.stderr.hasPrefix("Log in\n"))
    }

    @Test func togglesListsAndBackWork() async {
        let run = await demo(
            "open", "home/detail", "--ephemeral", "--json", "--script", "-",
            stdin: """
                type name Ada
                tap go
                toggle flag
                expect flag on true
                select items 1
                back
                expect greeting text "Hello, Ada"
                """)
        #expect(run.status == .ok, "\(run.stderr)")
        #expect(run.stackTitles == ["Home"])
    }
}

/// Serialized: each test sets the process's one leak detector, and a run awaits the app's
/// delayed work, during which the main actor runs other tests.
@MainActor
@Suite(.serialized) struct LeakTests {
    @Test func scenesAndCoordinatorsLeftBehindByAScriptAreFreed() async {
        let leaks = await Self.leaksReported {
            let run = await demo(
                "open", "home/detail", "--ephemeral", "--script", "-", stdin: "type name Ada\ntap go\nback\nopen login")
            #expect(run.status == .ok)
        }
        #expect(leaks.isEmpty, "the runtime keeps nothing alive after a run: \(leaks)")
    }

    @Test func aLeakThatALateCheckReportedStillFailsTheTest() async {
        // The defect this guards against: on a loaded machine, a command that outlasts the grace
        // period makes the runtime's own `check()` find an earlier leak, report it (to standard
        // error) and forget it; a test that then asks `survivors()` sees nothing. Planted here:
        // a leak that such a check reported during the body.
        var immortal: NSObject? = NSObject()
        let leaks = await Self.leaksReported {
            LeakDetector.shared.expectRelease(of: immortal!, named: "PlantedLeak")
            try? await Task.sleep(for: .milliseconds(250))
            LeakDetector.shared.check()
            #expect(LeakDetector.shared.survivors().isEmpty, "the late check forgot it, as the runtime's does")
        }
        immortal = nil
        #expect(leaks.map(\.name) == ["PlantedLeak"], "\(leaks)")
    }

    /// Runs `body` with `LeakDetector.shared` on and its reports collected (not written to
    /// standard error), waits past the grace period and checks once more: every leak reported
    /// meanwhile, including those the runtime's own checks found and stopped watching.
    static func leaksReported(during body: () async -> Void) async -> [LeakDetector.Survivor] {
        let detector = LeakDetector.shared
        let (wasEnabled, report) = (detector.isEnabled, detector.report)
        var reported: [LeakDetector.Survivor] = []
        detector.isEnabled = true
        detector.report = { reported.append($0) }
        defer { (detector.isEnabled, detector.report) = (wasEnabled, report) }
        await body()
        try? await Task.sleep(for: .milliseconds(300))
        detector.check()
        return reported
    }
}
