import SignUpFeature
import Testing

/// `NVC_SIGNUP_LATENCY_MS`: whole milliseconds, clamped; anything else is zero with a warning.
struct LatencySettingTests {
    @Test(arguments: [
        ("250", Duration.milliseconds(250), false), ("0", .zero, false), ("-5", .zero, false),
        ("99999", .milliseconds(10_000), false), ("abc", .zero, true), ("1.5", .zero, true), ("", .zero, true),
    ])
    func aValueBecomesALatencyOrAWarning(text: String, latency: Duration, warns: Bool) {
        var warnings: [String] = []
        #expect(SignUpPlugin.latency(environment: ["NVC_SIGNUP_LATENCY_MS": text]) { warnings.append($0) } == latency)
        #expect(warnings.count == (warns ? 1 : 0))
    }

    @Test func unsetIsZeroWithoutAWarning() {
        #expect(SignUpPlugin.latency(environment: [:]) { Issue.record("unexpected warning: \($0)") } == .zero)
    }
}
