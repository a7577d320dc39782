import Foundation
import Testing

/// The state directory's files when something is wrong with them: unwritable, left over from
/// a killed run, symbolic links (docs/cli.md, "State directory").
@Suite(.serialized)
struct StateFileTests {
    /// Whether a file can be made unwritable here (`chattr +i`, or permissions when not root).
    static let canMakeFilesUnwritable: Bool = {
        guard let probe = try? temporaryDirectory().appendingPathComponent("probe"),
            (try? Data().write(to: probe)) != nil, let restore = makeUnwritable(probe)
        else { return false }
        restore()
        return true
    }()
    static let unwritableReason: Comment = "needs chattr +i, or a non-root user (root ignores permission bits)"

    private func signedIn() async throws -> URL { try await signedInState() }

    @Test(
        .enabled(if: canMakeFilesUnwritable, unwritableReason),
        arguments: [
            ("toggle", ["open", "settings/notifications"], "toggle notifications\n"),
            ("sign-up", ["open", "signup"], "type name Bo\ntype email bo@example.com\ntap submit\n"),
            ("logout", ["open", "home"], "tap logout\n"),
        ])
    func aStateFileThatCannotBeWrittenFailsTheRunWithSeventyFour(
        name: String, arguments: [String], script: String
    ) async throws {
        let state = try await signedIn()
        let file = state.appendingPathComponent("state.json")
        let before = try Data(contentsOf: file)
        let restore = try #require(makeUnwritable(file))
        defer { restore() }
        let run = try await NvcProcess.run(
            arguments + ["--state", state.path, "--json", "--script", "-"], input: script)
        #expect(run.status == 74, "\(name): \(run)")
        #expect(run.errorLines.count == 1, "\(run)")
        #expect(run.errorLines.first?.contains("state not saved: cannot write \(file.path)") == true, "\(run)")
        #expect(run.errorLines.first?.contains("NSCocoaErrorDomain") == false)
        #expect(run.errorObject?["code"] as? Int == 74)
        #expect(run.errorObject?["kind"] as? String == "stateWriteFailed")
        #expect(run.errorObject?["line"] is Int, "the script line whose change was lost")
        #expect(try Data(contentsOf: file) == before, "nothing half-written")
    }

    @Test(.enabled(if: canMakeFilesUnwritable, unwritableReason))
    func aNavigationFileThatCannotBeWrittenFailsTheRunWithSeventyFour() async throws {
        let state = try await signedIn()
        let file = state.appendingPathComponent("navigation.json")
        let restore = try #require(makeUnwritable(file))
        defer { restore() }
        let run = try await NvcProcess.run(["open", "settings", "--state", state.path, "--json"])
        #expect(run.status == 74, "\(run)")
        #expect(run.errorLines.first?.contains("(the navigation stack)") == true, "\(run)")
        #expect(run.errorObject?["kind"] as? String == "stateWriteFailed")
    }

    @Test func leftoverTemporaryFilesAreRemovedButNotWhileAnotherRunHoldsTheLock() async throws {
        let state = try await signedIn()
        let leftovers = [".nano-tmp-state.json-0B5E55ED", ".nano-tmp-navigation.json-DEADBEEF"]
        for name in leftovers { try Data("{".utf8).write(to: state.appendingPathComponent(name)) }
        try Data("mine".utf8).write(to: state.appendingPathComponent("notes.txt"))

        let writer = try HeldLock(state)  // a live run in the middle of a write
        let blocked = try await NvcProcess.run(
            ["open", "home", "--state", state.path], environment: ["NANO_STATE_LOCK_TIMEOUT_MS": "200"])
        #expect(blocked.status == 75)
        #expect(
            try Set(FileManager.default.contentsOfDirectory(atPath: state.path)).isSuperset(of: leftovers),
            "a live writer's temporary file is never removed")
        writer.release()

        let run = try await NvcProcess.run(["open", "home", "--state", state.path])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.hasPrefix("Home\n"), "still signed in")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: state.path).sorted() == [
                ".lock", "navigation.json", "notes.txt", "state.json",
            ])
    }

    @Test func aSymbolicLinkedStateFileStaysALinkAndItsTargetIsWritten() async throws {
        let state = try temporaryDirectory()
        let dotfiles = try temporaryDirectory()
        let target = dotfiles.appendingPathComponent("nvc-state.json")
        let link = state.appendingPathComponent("state.json")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)

        let signUp = try await NvcProcess.run(
            ["open", "signup", "--state", state.path, "--script", "-"], input: FlowTests.signUp + "\ntoggle nothing\n")
        #expect(signUp.status == 1, "the sign-up is saved even though the last line fails: \(signUp)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path, "still a link")
        #expect(try String(contentsOf: target, encoding: .utf8).contains("ada@example.com"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dotfiles.path) == ["nvc-state.json"])

        try Data("garbage".utf8).write(to: target)
        let recovered = try await NvcProcess.run(["open", "home", "--state", state.path, "--json"])
        #expect(recovered.status == 0)
        #expect(recovered.stderr.contains("(a link to \(target.path)) could not be loaded"), "\(recovered)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path, "still a link")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: dotfiles.path).contains {
                $0.hasPrefix("nvc-state.json.corrupt-")
            })
    }

    @Test func aStateFileLinkedToADirectoryIsAClearErrorAndTouchesNothing() async throws {
        let state = try temporaryDirectory()
        let folder = try temporaryDirectory()
        try Data("keep".utf8).write(to: folder.appendingPathComponent("precious.txt"))
        try FileManager.default.createSymbolicLink(
            atPath: state.appendingPathComponent("state.json").path, withDestinationPath: folder.path)
        let run = try await NvcProcess.run(["open", "home", "--state", state.path, "--json"])
        #expect(run.status == 74, "\(run)")
        #expect(
            run.errorLines.first?.contains("which is not a regular file; point the link at a file or remove it") == true
        )
        #expect(run.errorObject?["kind"] as? String == "stateReadFailed")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["precious.txt"])
    }

    @Test func interactiveModeSavesTheStackAfterEveryCommandSoBeingKilledLosesNothing() async throws {
        let state = try await signedIn()
        let session = try LiveNvc(["open", "home", "--state", state.path, "--interactive"])
        #expect(session.waitForOutput("HomeScene"))
        session.type("tap settings")
        #expect(session.waitForOutput("SettingsListScene"))
        session.type("toggle nothing")
        #expect(session.waitForOutput("SettingsListScene", count: 2))
        let killed = session.kill()
        #expect(!killed.exited, "killed mid-session: \(killed)")
        let resumed = try await NvcProcess.run(["resume", "--state", state.path, "--json"])
        #expect(resumed.stackTitles == ["Settings"], "the Settings tab, selected last: \(resumed)")
    }
}
