import Foundation
import NanoTesting
import Testing

/// Every fault of the built-in API's plan, played by `nvc --api-faults FILE` on the people list
/// and on one person's detail (issue 37's acceptance): each ends in an alert with Retry and
/// Cancel within the catalogue's bounded request time (at most 9 s, under the run's 10-s wait),
/// Retry once the fault is used up shows the data, Cancel leaves a screen that still works
/// (back, refresh), and the run's saved state is intact. Latency only delays the answer.
struct FaultRecoveryTests {
    /// The plan's faults, as the JSON file writes them (with the count that fails one load:
    /// an attempt and its two retries, or the one attempt of a body that does not decode, which
    /// is not retried), and the message their alert shows.
    static let faults: [(json: String, message: String)] = [
        (#""fault": "status", "status": 500, "count": 3"#, "The server answered with status 500."),
        (#""fault": "status", "status": 503, "count": 3"#, "The server answered with status 503."),
        (#""fault": "timeout", "count": 3"#, "The server did not answer in time."),
        (#""fault": "malformed", "count": 1"#, "The server's answer could not be read: the body is not valid JSON."),
        (
            #""fault": "drop", "count": 3"#,
            "Could not reach the server: the server closed the connection before answering."
        ),
    ]

    /// A plan failing one load of the people list and one of person 1; its path.
    static func plan(_ fault: String) throws -> String {
        try ApiFaultsOptionTests.plan(
            #"{"faults": [{"path": "/api/people/", \#(fault)}, {"path": "/api/people/1/", \#(fault)}]}"#)
    }

    /// The list fails, Retry loads it; the detail fails, Cancel leaves it, back reaches the list
    /// and the detail opens again.
    @Test(arguments: faults.indices)
    func listRetriesAndDetailCancels(index: Int) async throws {
        let fault = Self.faults[index].json
        let script = """
            expect alert title Could not load the list
            expect alert actions Retry, Cancel
            tap alert Retry
            expect alert visible false
            expect items footer 10 of 82
            select items 0
            expect alert title Could not load the item
            tap alert Cancel
            expect alert visible false
            back
            expect items footer 10 of 82
            select items 0
            expect title text Luke Skywalker

            """
        let run = try await NvcProcess.run(
            ["open", "nvc://catalog/people", "--ephemeral", "--api-faults", try Self.plan(fault), "--script", "-"],
            input: script, timeout: 90)
        #expect(run.status == 0, "\(fault): \(run)")
    }

    /// The list fails, Cancel leaves it saying why, a pull to refresh loads it; the detail
    /// fails, Retry loads it. The alert says what failed.
    @Test(arguments: faults.indices)
    func listCancelsAndDetailRetries(index: Int) async throws {
        let (fault, message) = Self.faults[index]
        let script = """
            expect alert message \(message)
            tap alert Cancel
            expect alert visible false
            expect status visible true
            refresh items
            expect items footer 10 of 82
            select items 0
            expect alert title Could not load the item
            tap alert Retry
            expect title text Luke Skywalker

            """
        let run = try await NvcProcess.run(
            ["open", "nvc://catalog/people", "--ephemeral", "--api-faults", try Self.plan(fault), "--script", "-"],
            input: script, timeout: 90)
        #expect(run.status == 0, "\(fault): \(run)")
    }

    /// Latency delays every answer and fails none.
    @Test func latencyOnlyDelays() async throws {
        let plan = try ApiFaultsOptionTests.plan(#"{"faults": [{"path": "*", "fault": "latency", "seconds": 0.3}]}"#)
        let run = try await NvcProcess.run(
            ["open", "nvc://catalog/people", "--ephemeral", "--api-faults", plan, "--script", "-"],
            input:
                "expect alert visible false\nexpect items footer 10 of 82\nselect items 0\nexpect title text Luke Skywalker\n"
        )
        #expect(run.status == 0, "\(run)")
    }

    /// A favourite saved before survives a run whose every request for the item fails and whose
    /// alert is cancelled; `resume` reopens where that run ended.
    @Test func savedStateOutlivesAFailingRun() async throws {
        let state = try TestDirectory.make("faults-state").path
        let first = try await NvcProcess.run(
            ["open", "nvc://catalog/people/2/options", "--state", state, "--script", "-"],
            input: "toggle favourite\nexpect favourite on true\n")
        #expect(first.status == 0, "\(first)")
        let everything = try ApiFaultsOptionTests.plan(
            #"{"faults": [{"path": "/api/people/2/", "fault": "status", "status": 500}]}"#)
        let failing = try await NvcProcess.run(
            ["open", "nvc://catalog/people/2/options", "--state", state, "--api-faults", everything, "--script", "-"],
            input: "expect alert title Could not load the item\ntap alert Cancel\nexpect favourite on true\n")
        #expect(failing.status == 0, "\(failing)")
        let resumed = try await NvcProcess.run(
            ["resume", "--state", state, "--script", "-"], input: "expect favourite on true\n")
        #expect(resumed.status == 0, "\(resumed)")
        #expect(resumed.stdout.contains("C-3PO"), "\(resumed)")
    }
}
