import Foundation
import NanoTesting
import Testing

/// `--api-faults FILE` as a user gives it to `nvc`, `nvc-web serve` and the plugin host: a plan
/// the built-in API plays, and every file that cannot be one refused with a usage error (64)
/// naming the file, before any state is touched or anything listens.
struct ApiFaultsOptionTests {
    /// A file holding `text` in a fresh folder; its path.
    static func plan(_ text: String, name: String = "faults.json") throws -> String {
        let file = try TestDirectory.make("api-faults").appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return file.path
    }

    /// The people list failing with 503 three times: the first load and its two retries.
    static let peopleFail503 = #"{"faults": [{"path": "/api/people/", "fault": "status", "status": 503, "count": 3}]}"#

    @Test func thePlanIsPlayedByTheBuiltInAPI() async throws {
        let run = try await NvcProcess.run(
            [
                "open", "nvc://catalog/people", "--ephemeral", "--api-faults", try Self.plan(Self.peopleFail503),
                "--script", "-",
            ],
            input:
                "expect alert message The server answered with status 503.\ntap alert Retry\nexpect items footer 10 of 82\n"
        )
        #expect(run.status == 0, "\(run)")
        #expect(run.errorLines.isEmpty, "\(run)")
    }

    /// Each file that is no plan, and the exit code and `error.kind` it gets.
    static let badFiles: [(name: String, text: String?, kind: String, says: String)] = [
        ("missing", nil, "apiFaultsUnreadable", "cannot read fault plan"),
        ("not JSON", "faults: none", "apiFaultsInvalid", "fault plan is not readable"),
        ("no faults array", #"{"rules": []}"#, "apiFaultsInvalid", "'faults' is missing"),
        ("unknown fault", #"{"faults": [{"path": "*", "fault": "explode"}]}"#, "apiFaultsInvalid", "rule 1"),
        (
            "status out of range", #"{"faults": [{"path": "*", "fault": "status", "status": 200}]}"#,
            "apiFaultsInvalid", "from 400 to 599"
        ),
        (
            "count 0", #"{"faults": [{"path": "*", "fault": "drop", "count": 0}]}"#, "apiFaultsInvalid",
            "count 0 must be at least 1"
        ),
        ("not UTF-8", "\u{FFFF}", "apiFaultsUnreadable", "not UTF-8"),
    ]

    @Test(arguments: badFiles.indices)
    func aFileThatIsNoPlanIsAUsageErrorNamingIt(index: Int) async throws {
        let bad = Self.badFiles[index]
        var path = try Self.plan(bad.text ?? "", name: "plan.json")
        if bad.text == nil { path += ".missing" }
        if bad.name == "not UTF-8" { try Data([0x7B, 0xFF, 0xFE, 0x7D]).write(to: URL(fileURLWithPath: path)) }
        let state = try TestDirectory.make("api-faults-state")
        let run = try await NvcProcess.run(
            ["open", "nvc://catalog/people", "--state", state.path, "--json", "--api-faults", path])
        #expect(run.status == 64, "\(bad.name): \(run)")
        #expect(run.errorObject?["kind"] as? String == bad.kind, "\(bad.name): \(run)")
        #expect(run.errorLines.count == 1 && run.errorLines[0].contains(path), "\(bad.name): \(run)")
        #expect(run.stderr.contains(bad.says), "\(bad.name): \(run)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: state.path).isEmpty, "no state touched")
    }

    @Test func aDirectoryIsNoPlan() async throws {
        let folder = try TestDirectory.make("api-faults-folder")
        let run = try await NvcProcess.run(["open", "catalog", "--ephemeral", "--api-faults", folder.path])
        #expect(run.status == 64, "\(run)")
        #expect(run.errorLines == ["nvc: error: cannot read fault plan '\(folder.path)': it is a directory"])
    }

    /// Faults are the built-in server's: with `--api URL` there is none to play them.
    @Test func withApiTheOptionIsRefused() async throws {
        let run = try await NvcProcess.run(
            [
                "open", "catalog", "--ephemeral", "--api", "http://127.0.0.1:9/api/", "--api-faults",
                try Self.plan(Self.peopleFail503),
            ])
        #expect(run.status == 64, "\(run)")
        #expect(run.stderr.contains("--api-faults plays faults on the built-in API, which --api URL replaces"))
    }

    @Test func serveRefusesABadPlanBeforeListening() async throws {
        let web = try #require(NvcProcess.webExecutable, "nvc-web was not built next to the tests").path
        let bad = try await NvcProcess.run(
            ["serve", "--port", "0", "--api-faults", try Self.plan("[]")], timeout: 20, executable: web)
        #expect(bad.status == 64, "\(bad)")
        #expect(!bad.stdout.contains("Serving"), "\(bad)")
        #expect(bad.errorLines.count == 1 && bad.stderr.contains("fault plan is not readable"), "\(bad)")
        let both = try await NvcProcess.run(
            ["serve", "--port", "0", "--api", "http://127.0.0.1:9/api/", "--api-faults", try Self.plan("[]")],
            timeout: 20, executable: web)
        #expect(both.status == 64, "\(both)")
        #expect(both.stderr.contains("which --api URL replaces"), "\(both)")
    }

    @Test func serveStartsWithAGoodPlan() async throws {
        let (process, _, line) = try ServeTests.start(
            ["--port", "0", "--ephemeral", "--api-faults", try Self.plan(Self.peopleFail503)])
        defer { if process.isRunning { process.terminate() } }
        #expect(line.hasPrefix("Serving nvc on http://127.0.0.1:"), "first line: \(line)")
    }
}
