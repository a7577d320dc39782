import SignUpFeature
import Testing

/// The latency setting's text (nvc reads it from `NVC_SIGNUP_LATENCY_MS`; the feature reads no
/// environment): whole milliseconds, clamped; anything else is a typed error naming the text.
struct LatencySettingTests {
    @Test(arguments: [
        ("250", Duration.milliseconds(250)), ("0", .zero), ("-5", .zero), ("99999", .milliseconds(10_000)),
    ])
    func aWholeNumberIsALatency(text: String, latency: Duration) throws {
        #expect(try SignUpPlugin.latency(milliseconds: text) == latency)
    }

    @Test(arguments: ["abc", "1.5", "", " 5"])
    func anythingElseIsAnInvalidLatency(text: String) {
        #expect(throws: SignUpPlugin.InvalidLatency(text: text)) { try SignUpPlugin.latency(milliseconds: text) }
    }

    @Test func theErrorQuotesTheText() {
        #expect(
            SignUpPlugin.InvalidLatency(text: "abc").description == #""abc" is not a whole number of milliseconds"#)
    }
}
