import NvcApp
import Testing

/// `NVC_SIGNUP_LATENCY_MS` is the app's setting, read by the app (the sign-up feature only takes
/// a duration): whole milliseconds, clamped, zero when unset; anything else is zero with the
/// warning docs/cli.md documents, printed once by `nvc`.
struct SignUpLatencySettingTests {
    @Test(arguments: [
        ("250", Duration.milliseconds(250), false), ("0", .zero, false), ("-5", .zero, false),
        ("99999", .milliseconds(10_000), false), ("abc", .zero, true), ("1.5", .zero, true), ("", .zero, true),
    ])
    func aValueBecomesALatencyOrAWarning(text: String, latency: Duration, warns: Bool) {
        var warnings: [String] = []
        #expect(signUpLatency(environment: ["NVC_SIGNUP_LATENCY_MS": text]) { warnings.append($0) } == latency)
        #expect(warnings.count == (warns ? 1 : 0))
    }

    @Test func unsetIsZeroWithoutAWarning() async {
        #expect(signUpLatency(environment: [:]) { Issue.record("unexpected warning: \($0)") } == .zero)
    }

    @Test func nvcPrintsTheDocumentedWarningAndRunsWithoutLatency() async throws {
        let run = try await NvcProcess.run(
            ["open", "signup", "--ephemeral"], environment: ["NVC_SIGNUP_LATENCY_MS": "abc"])
        #expect(run.status == 0, "\(run)")
        let warning = #"nvc: warning: NVC_SIGNUP_LATENCY_MS="abc" is not a whole number of milliseconds; using 0"#
        #expect(run.stderr.components(separatedBy: "\n").filter { $0 == warning }.count == 1, "\(run)")
    }
}
