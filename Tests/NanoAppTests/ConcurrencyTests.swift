import Foundation
import Testing

/// Many `nvc` processes over one state directory at once (docs/cli.md, "Sharing a state
/// directory"): no run's change is lost to another's, a logout is never undone, and a run that
/// cannot get the lock says so instead of hanging.
@Suite(.serialized)
struct ConcurrencyTests {
    /// What one run of a round does.
    enum Job: CaseIterable {
        case signUp, toggles, logout, appearance

        func run(round: Int, index: Int, state: URL, journal: URL) async throws -> NvcProcess.Result {
            let environment = ["NANO_STATE_JOURNAL": journal.path]
            // The short jobs start at staggered times, while the long toggle scripts run.
            if self != .toggles { try await Task.sleep(for: .milliseconds(40 * index)) }
            switch self {
            case .signUp:
                return try await NvcProcess.run(
                    ["open", "signup", "--state", state.path, "--script", "-"],
                    input: "type name Run \(round)-\(index)\ntype email r\(round)i\(index)@example.com\ntap submit\n",
                    environment: environment, timeout: 120)
            case .toggles:
                let toggles = String(repeating: "toggle notifications\n", count: 300 + index)
                return try await NvcProcess.run(
                    ["open", "settings/notifications", "--state", state.path, "--script", "-"], input: toggles,
                    environment: environment.merging(["NANO_STATE_COMMIT_INTERVAL_MS": "0"]) { $1 }, timeout: 120)
            case .logout:
                return try await NvcProcess.run(
                    ["open", "home", "--state", state.path, "--script", "-"], input: "tap logout\n",
                    environment: environment, timeout: 120)
            case .appearance:
                let mode = ["light", "dark", "system"][(round + index) % 3]
                return try await NvcProcess.run(
                    ["open", "settings/appearance/\(mode)", "--state", state.path], environment: environment,
                    timeout: 120)
            }
        }

        /// The one failure this job may meet because another run signed out first.
        var signedOutFailure: String? {
            switch self {
            case .toggles: "no control 'notifications'"
            case .logout: "no control 'logout'"
            case .signUp, .appearance: nil
            }
        }
    }

    @Test func twentyParallelRunsPerRoundLoseNoChangeAndTheLastLogoutHolds() async throws {
        let state = try temporaryDirectory()
        let journal = state.deletingLastPathComponent().appendingPathComponent("\(state.lastPathComponent).journal")
        defer { try? FileManager.default.removeItem(at: journal) }
        let setup = try await NvcProcess.run(
            ["open", "signup", "--state", state.path, "--script", "-"], input: FlowTests.signUp,
            environment: ["NANO_STATE_JOURNAL": journal.path])
        #expect(setup.status == 0, "\(setup)")

        for round in 0..<3 {
            let results = try await withThrowingTaskGroup(of: (Job, NvcProcess.Result).self) { group in
                for index in 0..<20 {
                    let job = Job.allCases[index % Job.allCases.count]
                    group.addTask {
                        (job, try await job.run(round: round, index: index, state: state, journal: journal))
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            for (job, result) in results {
                #expect(result.exited && !result.timedOut, "round \(round), \(job): \(result)")
                if result.status != 0 {
                    let expected =
                        job.signedOutFailure.map { result.status == 1 && result.stderr.contains($0) } ?? false
                    #expect(expected, "round \(round), \(job) may only fail because another run signed out: \(result)")
                }
            }
            try expectEveryFileParses(state)
        }

        // The file holds, for every key, what the last write under the lock wrote.
        let records = try String(contentsOf: journal, encoding: .utf8).split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        let storeFile = state.appendingPathComponent("state.json").path
        var last: [String: [String: Any]] = [:]
        for record in records where record["file"] as? String == storeFile {
            last[try #require(record["key"] as? String)] = record
        }
        let final = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: storeFile))) as? [String: Any])
        #expect(Set(final.keys) == Set(last.filter { $0.value["removed"] == nil }.keys))
        for (key, record) in last {
            if record["removed"] as? Bool == true {
                #expect(final[key] == nil, "\(key) was last removed (a logout), so it stays removed")
            } else {
                #expect(
                    (final[key] as? NSObject)?.isEqual(record["value"]) == true,
                    "\(key): \(String(describing: final[key])) is what the last write wrote: \(record)")
            }
        }
        let sessionWrites = records.filter { $0["key"] as? String == "session" }
        #expect(sessionWrites.contains { $0["removed"] as? Bool == true }, "logouts happened")
        #expect(records.filter { $0["key"] as? String == "settings.notifications" }.count > 20, "toggles were written")
        #expect(Set(records.compactMap { $0["pid"] as? Int }).count > 20, "many processes wrote")
    }

    @Test func aLogoutIsNotUndoneByALongScriptRunningAtTheSameTime() async throws {
        let state = try temporaryDirectory()
        #expect(
            try await NvcProcess.run(
                ["open", "signup", "--state", state.path, "--script", "-"], input: FlowTests.signUp
            )
            .status == 0)
        let long = try LiveNvc(["open", "settings/notifications", "--state", state.path, "--interactive"])
        #expect(long.waitForOutput("NotificationsScene"))
        long.type("toggle notifications")
        #expect(long.waitForOutput("NotificationsScene", count: 2))
        let logout = try await NvcProcess.run(
            ["open", "home", "--state", state.path, "--script", "-"], input: "tap logout\n",
            environment: ["NANO_STATE_LOCK_TIMEOUT_MS": "2000"])
        #expect(logout.status == 0, "the interactive run holds no lock while it waits for input: \(logout)")
        long.type("toggle notifications")
        let ended = long.finish()
        #expect(ended.status == 0, "\(ended)")
        let after = try await NvcProcess.run(["open", "home", "--state", state.path, "--json"])
        #expect(after.stackTitles == ["Sign up"], "still signed out: \(after)")
        let stored = try String(contentsOf: state.appendingPathComponent("state.json"), encoding: .utf8)
        #expect(stored.contains("\"settings.notifications\" : true"), "the long run's own change is kept: \(stored)")
        #expect(!stored.contains("session"))
    }

    @Test func aRunThatCannotGetTheLockFailsWithSeventyFiveInsteadOfHanging() async throws {
        let state = try temporaryDirectory()
        let lock = try HeldLock(state)
        let started = Date()
        let run = try await NvcProcess.run(
            ["open", "signup", "--state", state.path, "--json"], environment: ["NANO_STATE_LOCK_TIMEOUT_MS": "300"])
        lock.release()
        #expect(run.status == 75, "\(run)")
        #expect(Date().timeIntervalSince(started) < 10)
        #expect(
            run.errorLines.count == 1 && run.errorLines[0].contains("another run has held the lock on \(state.path)"))
        #expect(run.errorObject?["kind"] as? String == "stateLocked")
        #expect(try await NvcProcess.run(["open", "signup", "--state", state.path]).status == 0, "free again")
    }

    @Test func parallelRunsOnOneCorruptFileMoveItAsideOnceAndAllSucceed() async throws {
        let state = try temporaryDirectory()
        let file = state.appendingPathComponent("state.json")
        try Data("{ corrupt".utf8).write(to: file)
        let results = try await withThrowingTaskGroup(of: NvcProcess.Result.self) { group in
            for _ in 0..<12 {
                group.addTask {
                    try await NvcProcess.run(["open", "home", "--state", state.path, "--json"], timeout: 120)
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        for result in results {
            #expect(result.status == 0, "\(result)")
            #expect(result.stackTitles == ["Sign up"])
        }
        #expect(results.filter { $0.stderr.contains("could not be loaded") }.count == 1, "one run moved it aside")
        let aside = try FileManager.default.contentsOfDirectory(atPath: state.path).filter {
            $0.hasPrefix("state.json.corrupt-")
        }
        #expect(aside.count == 1)
        #expect(try Data(contentsOf: state.appendingPathComponent(aside[0])) == Data("{ corrupt".utf8))
    }

    /// Every file of the state directory parses as a JSON object; no temporary file is left.
    private func expectEveryFileParses(_ state: URL) throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: state.path) where name != ".lock" {
            #expect(!name.hasPrefix(".nano-tmp-"), "no temporary file is left: \(name)")
            let data = try Data(contentsOf: state.appendingPathComponent(name))
            #expect((try? JSONSerialization.jsonObject(with: data)) is [String: Any], "\(name) parses")
        }
    }
}
