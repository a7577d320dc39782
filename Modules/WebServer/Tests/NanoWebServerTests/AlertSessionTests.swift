import Foundation
import NanoNavigation
import NanoRuntime
import NanoStrings
import NanoTesting
import Testing

@testable import NanoWebServer

/// The web host's session with an alert: drawn as a dialog, chosen by an `alert` message,
/// cancelled by `dismiss`, recorded as `tap alert ID`.
@MainActor
struct AlertSessionTests {
    private func session(recordingTo path: String? = nil, language: Language? = nil) async throws -> WebSession {
        let runtime = try AppRuntime(
            configuration: AppConfiguration(
                name: "demo", scheme: "demo", homeLink: "home",
                plugins: { _ in samplePlugins() + [sampleAlertPlugin()] }, languages: [.english, .german]),
            state: StateDirectory(location: .ephemeral), language: language, warn: { _ in })
        let session = WebSession(id: "alerts", runtime: runtime, recordingPath: path)
        try await session.load("demo://alerts")
        return session
    }

    private func send(_ json: String, to session: WebSession) async throws {
        await session.handle(try #require(ClientMessage.decode(json)), from: 0)
    }

    @Test func anAlertMessageChoosesTheActionAndTheScreenFollows() async throws {
        let path = try TestDirectory.make("alerts").appendingPathComponent("session.nvc").path
        let session = try await session(recordingTo: path)
        try await send(#"{"seq":1,"action":"tap","id":"go"}"#, to: session)
        let html = session.message().html
        #expect(html.contains(#"role="alertdialog""#))
        #expect(html.contains(#"data-alert-action="retry""#))
        try await send(#"{"seq":2,"action":"tap","id":"go"}"#, to: session)
        #expect(session.message().html.contains("an alert is showing"), "refused, shown as a toast")
        try await send(#"{"seq":3,"action":"alert","id":"retry"}"#, to: session)
        #expect(!session.message().html.contains("nano-alert"))
        #expect(session.runtime.app.navigationStack.visibleScene?.sceneName == "SampleDetailScene")
        let script = try String(contentsOfFile: path, encoding: .utf8)
        #expect(script.contains("tap go\ntap alert retry\n"))
    }

    @Test func aGermanSessionsBackButtonSaysZurueck() async throws {
        let session = try await session(language: .german)
        try await send(#"{"seq":1,"action":"tap","id":"go"}"#, to: session)
        try await send(#"{"seq":2,"action":"alert","id":"retry"}"#, to: session)
        let html = session.message().html
        #expect(html.contains(#"aria-label="Zurück zu Alerts">‹ Alerts</button>"#), "\(html)")
        #expect(!html.contains("Back to"))
    }

    @Test func dismissChoosesTheCancelAction() async throws {
        let session = try await session()
        try await send(#"{"seq":1,"action":"tap","id":"go"}"#, to: session)
        try await send(#"{"seq":2,"action":"dismiss"}"#, to: session)
        #expect(session.runtime.app.navigationStack.visibleAlert == nil)
        #expect(session.runtime.app.navigationStack.visibleScene?.sceneName == "SampleAlertScene")
    }
}
