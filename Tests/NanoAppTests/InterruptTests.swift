import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Ctrl-C in interactive mode (docs/cli.md, "Scripts and interactive mode"): while a request is
/// pending it is given up — in a terminal the session prompts again, piped the run ends as
/// interrupted by SIGINT after saving — and while the session waits for a line it ends at once.
/// The sign-up request is made slow (NVC_SIGNUP_LATENCY_MS) so there is one to interrupt; every
/// test checks the state afterwards.
@Suite(.serialized)
struct InterruptTests {
    /// Long enough that a run which ends well before it must have given the request up.
    static let latency = "30000"
    static let form = ["type name Ada Lovelace", "type email ada@example.com"]

    @Test func ctrlCInATerminalGivesThePendingRequestUpAndPromptsAgain() async throws {
        let state = try temporaryDirectory()
        let started = Date()
        let terminal = try LiveTerminal(
            ["open", "signup", "--state", state.path, "--interactive"],
            environment: ["NVC_SIGNUP_LATENCY_MS": Self.latency])
        #expect(terminal.waitForOutput("nvc> "))
        for (index, line) in Self.form.enumerated() {
            terminal.type(line + "\n")
            #expect(terminal.waitForOutput("nvc> ", count: index + 2))
        }
        terminal.type("tap submit\n")
        #expect(terminal.waitForOutput("working"), "the request is pending")
        terminal.type("\u{3}")
        #expect(terminal.waitForOutput("interrupted: the request in progress was given up"))
        #expect(terminal.waitForOutput("nvc> ", count: 4), "back at the prompt")
        terminal.type("back\n")
        terminal.type("quit\n")
        let result = terminal.finish()
        #expect(result.status == 0 && !result.timedOut, "\(result)")
        #expect(Date().timeIntervalSince(started) < 25, "it did not wait for the request")
        let after = try await NvcProcess.run(["open", "home", "--state", state.path, "--json"])
        #expect(after.stackTitles == ["Sign up"], "the given-up sign-up signed nobody in: \(after)")
    }

    @Test func ctrlCWithInputPipedEndsTheRunAsInterruptedAfterSaving() async throws {
        let state = try temporaryDirectory()
        let started = Date()
        let run = try LiveNvc(
            ["open", "signup", "--state", state.path, "--interactive", "--json"],
            environment: ["NVC_SIGNUP_LATENCY_MS": Self.latency])
        for (index, line) in Self.form.enumerated() {
            run.type(line)
            #expect(run.waitForOutput("\"scene\"", count: index + 2))
        }
        run.type("tap submit")
        usleep(500_000)  // the tap is waiting for the request
        _ = Glibc.kill(run.process.processIdentifier, SIGINT)
        let result = run.finish()
        #expect(!result.exited && result.status == SIGINT, "ended by SIGINT (a shell reports 130): \(result)")
        #expect(result.stderr.contains("interrupted (Ctrl-C) at line 3; the state is saved"), "\(result)")
        #expect(Date().timeIntervalSince(started) < 25, "it did not wait for the request")
        let stack = try String(contentsOf: state.appendingPathComponent("navigation.json"), encoding: .utf8)
        #expect(stack.contains("signup"), "the stack was saved: \(stack)")
        let after = try await NvcProcess.run(["resume", "--state", state.path, "--json"])
        #expect(after.status == 0 && after.stackTitles == ["Sign up"], "\(after)")
    }

    @Test func ctrlCWhileWaitingForALineEndsTheRunAtOnceWithTheStateSaved() async throws {
        let state = try temporaryDirectory()
        #expect(
            try await NvcProcess.run(
                ["open", "signup", "--state", state.path, "--script", "-"], input: FlowTests.signUp
            )
            .status == 0)
        let run = try LiveNvc(["open", "settings/notifications", "--state", state.path, "--interactive"])
        #expect(run.waitForOutput("NotificationsScene"))
        run.type("toggle notifications")
        #expect(run.waitForOutput("NotificationsScene", count: 2))
        _ = Glibc.kill(run.process.processIdentifier, SIGINT)
        let result = run.finish(timeout: 10)
        #expect(!result.exited && result.status == SIGINT && !result.timedOut, "\(result)")
        let stored = try String(contentsOf: state.appendingPathComponent("state.json"), encoding: .utf8)
        #expect(stored.contains("\"settings.notifications\" : false"), "the toggle (on to off) was saved: \(stored)")
        let after = try await NvcProcess.run(["resume", "--state", state.path, "--json"])
        #expect(after.stackTitles.last == "Notifications", "\(after)")
    }
}
