import Foundation
import NanoNavigation
import NanoRuntime
import NanoStrings
import NanoTesting
import Testing

@_spi(Fuzzing) @testable import NanoCLI

/// `tap alert ACTION`, `expect alert ...`, the alert box and the `alert` key of `--json`.
@MainActor
struct AlertScriptTests {
    let withAlerts = fakeConfiguration(plugins: { _ in samplePlugins() + [sampleAlertPlugin()] })

    @Test func tapAlertParsesAnIdOrAQuotedTitle() throws {
        let lines = try ScriptParser.parse("tap alert retry\ntap alert \"Delete all\"\ntap alert")
            .map(\.command)
        #expect(lines == [.alert(action: "retry"), .alert(action: "Delete all"), .tap(id: "alert")])
        #expect(throws: ScriptSyntaxError.self) { try ScriptParser.parse("tap alert a b") }
        #expect(ScriptCommand.helpText.contains("tap alert ACTION"))
    }

    @Test func aScriptReadsAndChoosesTheAlert() async {
        let run = await demo(
            "open", "alerts", "--ephemeral", "--script", "-",
            stdin: """
                tap go
                expect alert title Could not load
                expect alert actions Retry, Delete all, Cancel
                back
                expect alert visible false
                tap go
                tap alert Retry
                """, configuration: withAlerts)
        #expect(run.status == .ok, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("Alerts > Detail\n"), "Retry ran again: \(run.stdout)")
    }

    @Test func theTextHostDrawsTheAlertOverTheScreen() async {
        let run = await demo(
            "open", "alerts", "--ephemeral", "--script", "-", stdin: "tap go", configuration: withAlerts)
        #expect(run.status == .ok)
        #expect(run.stdout.contains("alert: Could not load"))
        #expect(run.stdout.contains("+- Alert -"))
        #expect(run.stdout.contains("| | Could not load"))
        #expect(run.stdout.contains("delete-all ( Delete all )"))
    }

    @Test func theTextHostDrawsTheAlertInTheAppsLanguage() async {
        let bilingual = AppConfiguration(
            name: "demo", scheme: "demo", homeLink: "home", version: "9.9.9",
            plugins: { _ in samplePlugins() + [sampleAlertPlugin()] }, languages: [.english, .german])
        let german = await demo(
            "open", "alerts", "--ephemeral", "--locale", "de", "--script", "-", stdin: "tap go",
            configuration: bilingual)
        #expect(german.status == .ok, "\(german.stderr)")
        #expect(german.stdout.contains("+- Hinweis -"), "\(german.stdout)")
        #expect(german.stdout.contains("destruktiv |"))
        #expect(german.stdout.contains("abbrechen |"))
        #expect(!german.stdout.contains("+- Alert -") && !german.stdout.contains("destructive"))
        let english = await demo(
            "open", "alerts", "--ephemeral", "--script", "-", stdin: "tap go", configuration: bilingual)
        #expect(english.stdout.contains("+- Alert -") && english.stdout.contains("destructive |"))
    }

    @Test func theScreenUnderAnAlertRefusesTaps() async {
        let run = await demo(
            "open", "alerts", "--ephemeral", "--json", "--script", "-", stdin: "tap go\ntap go",
            configuration: withAlerts)
        #expect(run.status == .failed)
        #expect(run.errorObject?["line"] as? Int == 2)
        #expect((run.errorObject?["message"] as? String)?.contains("an alert is showing") == true)
        let alert = run.json?["alert"] as? [String: Any]
        #expect(alert?["title"] as? String == "Could not load")
        #expect((alert?["actions"] as? [[String: String]])?.first?["id"] == "retry")
    }

    @Test func withoutAnAlertTheKeyIsNull() async {
        let run = await demo("open", "alerts", "--ephemeral", "--json", configuration: withAlerts)
        #expect(run.json?["alert"] is NSNull)
    }
}
