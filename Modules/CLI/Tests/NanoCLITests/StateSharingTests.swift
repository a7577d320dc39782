import Foundation
import NanoCLI
import NanoDI
import NanoPersistence
import NanoRuntime
import Testing

/// When and how a run writes the state directory: coalesced checkpoints, flushes, failed
/// writes with their exit codes, the lock, and the settings that tune them.
struct StateWritingTests {
    private func journalLines(_ url: URL) -> [String] {
        ((try? String(contentsOf: url, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    @Test func checkpointsWriteTheFirstChangeAtOnceThenAtMostOncePerInterval() throws {
        let directory = try temporaryDirectory()
        let journal = directory.appendingPathComponent("journal")
        let state = try StateDirectory(
            location: .directory(directory), settings: StateSettings(commitInterval: .seconds(60), journal: journal))
        try state.store.set(1, forKey: "count")
        try state.checkpoint()
        #expect(journalLines(journal).count == 1, "the first change is written at once")
        for value in 2...50 {
            try state.store.set(value, forKey: "count")
            try state.checkpoint()
        }
        #expect(journalLines(journal).count == 1, "later ones wait for the interval")
        #expect(try state.store.value(Int.self, forKey: "count") == 50, "but are seen at once")
        try state.flush()
        #expect(journalLines(journal).count == 2)
        #expect(
            try FileKeyValueStore(fileURL: directory.appendingPathComponent("state.json")).value(
                Int.self, forKey: "count") == 50)
        try state.flush()
        #expect(journalLines(journal).count == 2, "nothing left to write")
    }

    @Test func aZeroIntervalWritesAfterEveryCommandThatChangedSomething() throws {
        let directory = try temporaryDirectory()
        let journal = directory.appendingPathComponent("journal")
        let state = try StateDirectory(
            location: .directory(directory), settings: StateSettings(commitInterval: .zero, journal: journal))
        for value in [true, false, false, true] {
            try state.store.set(value, forKey: "flag")
            try state.checkpoint()
        }
        #expect(journalLines(journal).count == 3, "the unchanged value is not rewritten")
    }

    @Test func aFailedWriteIsSeventyFourAndKeepsTheChange() throws {
        let directory = try temporaryDirectory()
        let state = try StateDirectory(location: .directory(directory))
        // A link to a file under /dev/null: its directory can never be created, even by root.
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("state.json").path, withDestinationPath: "/dev/null/x/state.json")
        try state.store.set("ada", forKey: "session")
        do throws(AppError) {
            try state.flush()
            Issue.record("a directory where state.json goes cannot be replaced")
        } catch {
            #expect(error.status == .stateNotSaved)
            #expect(error.kind == "stateWriteFailed")
            #expect(error.message.hasPrefix("state not saved: cannot write \(directory.path)/state.json"))
            #expect(error.message.contains("cannot create the directory /dev/null/x"), "\(error.message)")
        }
        try FileManager.default.removeItem(at: directory.appendingPathComponent("state.json"))
        try state.flush()
        #expect(try String(contentsOf: directory.appendingPathComponent("state.json"), encoding: .utf8).contains("ada"))
    }

    @Test func aLockHeldTooLongIsSeventyFive() throws {
        let directory = try temporaryDirectory()
        let state = try StateDirectory(
            location: .directory(directory), settings: StateSettings(lockTimeout: .milliseconds(50)))
        try state.store.set(1, forKey: "one")
        let other = DirectoryLock(directory: directory)
        try other.withLock { () throws(KeyValueStoreError) in
            do throws(AppError) {
                try state.flush()
                Issue.record("the lock was held by another instance")
            } catch {
                #expect(error.status == .stateLocked)
                #expect(error.kind == "stateLocked")
                #expect(error.message.contains("for more than 0.05 s"))
            }
        }
        try state.flush()
    }

    @Test func settingsComeFromTheEnvironment() throws {
        let settings = try StateSettings(environment: [
            "NANO_STATE_LOCK_TIMEOUT_MS": "250", "NANO_STATE_COMMIT_INTERVAL_MS": "0", "NANO_STATE_JOURNAL": "/tmp/j",
        ])
        #expect(
            settings
                == StateSettings(
                    lockTimeout: .milliseconds(250), commitInterval: .zero, journal: URL(fileURLWithPath: "/tmp/j")))
        #expect(try StateSettings(environment: [:]) == StateSettings())
        for (name, value) in [
            ("NANO_STATE_LOCK_TIMEOUT_MS", "-1"), ("NANO_STATE_LOCK_TIMEOUT_MS", "1e3"),
            ("NANO_STATE_COMMIT_INTERVAL_MS", "9999999"), ("NANO_STATE_JOURNAL", "relative/path"),
        ] {
            #expect(throws: AppError.self, "\(name)=\(value)") {
                try StateSettings(environment: [name: value])
            }
        }
    }

    @Test @MainActor func aBadSettingIsAUsageErrorBeforeAnythingRuns() async {
        let run = await demo("open", "login", "--json", environment: ["NANO_STATE_COMMIT_INTERVAL_MS": "often"])
        #expect(run.status == .usage)
        #expect(
            run.errorObject?["message"] as? String
                == "NANO_STATE_COMMIT_INTERVAL_MS must be a whole number of milliseconds from 0 to 600000, got 'often'")
    }

    @Test @MainActor func theGuardFlowsChangeIsSavedAndTheLockFileIsTheOnlyExtra() async throws {
        let directory = try temporaryDirectory()
        let run = await demo("open", "home", "--state", directory.path, "--script", "-", stdin: "type name Ada\ntap go")
        #expect(run.status == .ok, "\(run.stderr)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [
                ".lock", "navigation.json", "state.json",
            ])
        #expect(
            try String(contentsOf: directory.appendingPathComponent("state.json"), encoding: .utf8).contains(
                "\"user\" : \"Ada\""))
    }
}

/// What people see: escaped errors, the back button's id, the terminal's width, one script.
@MainActor
struct OutputDetailTests {
    @Test func errorsEscapeControlAndBidiCharacters() async {
        let error = AppError(
            .failed, "no control 'a\u{202E}b\u{7F}c\u{85}d\u{2067}e\u{2029}f' here\nnext\tline")
        #expect(error.message == "no control 'a\\u{202E}b\\u{7F}c\\u{85}d\\u{2067}e\\u{2029}f' here next line")
        let run = await demo("open", "login", "--ephemeral", "--script", "-", stdin: "tap \"x\u{202E}y\"")
        #expect(run.stderr.hasPrefix("demo: error: <stdin>:1: no control 'x\\u{202E}y' on this screen"))
        #expect(!run.stderr.contains("\u{202E}"))
    }

    @Test func theBackButtonIsDrawnWithItsIDAndTapBackGoesBack() async {
        let shown = await demo("open", "home/detail", "--ephemeral", "--script", "-", stdin: "type name Ada\ntap go")
        #expect(shown.stdout.contains("| < back "), "\(shown.stdout)")
        let back = await demo(
            "open", "home/detail", "--ephemeral", "--json", "--script", "-", stdin: "type name Ada\ntap go\ntap back")
        #expect(back.status == .ok, "\(back.stderr)")
        #expect(back.stackTitles == ["Home"])
    }

    @Test func theTerminalsOwnWidthWinsOverColumns() async {
        let out = Buffer()
        let console = Console(
            writeOutput: { out.append($0) }, writeError: { _ in }, readLine: { nil }, isTerminal: false,
            outputIsTerminal: true, environment: ["NO_COLOR": "1", "COLUMNS": "100"], terminalWidth: { 30 })
        #expect(
            await NanoCommandLine.run(
                fakeConfiguration(), arguments: ["open", "login", "--ephemeral"], console: console)
                == .ok)
        let box = out.text.split(separator: "\n").filter { $0.hasPrefix("+") || $0.hasPrefix("|") }
        #expect(!box.isEmpty && box.allSatisfy { $0.count == 30 }, "\(out.text)")
    }

    @Test func aScriptGivenTwiceIsAUsageError() async {
        let run = await demo("open", "login", "--ephemeral", "--script", "a.nvc", "--script", "b.nvc")
        #expect(run.status == .usage)
        #expect(run.stderr.contains("--script is given 2 times"))
    }
}
