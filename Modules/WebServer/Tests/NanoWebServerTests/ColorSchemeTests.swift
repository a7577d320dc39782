import FlyingFox
import NanoDI
import NanoRuntime
import NanoTesting
import NanoUI
import Testing

@testable import NanoWebServer

/// The page is drawn in the scheme the app's `(any ColorSchemeSource)` gives (the settings'
/// appearance): every screen message carries it, so a choice redraws the page at once, and
/// an app without one leaves it to the browser (`system`).
@MainActor
@Suite struct ColorSchemeTests {
    private func runtime(withScheme: Bool) throws -> AppRuntime {
        try AppRuntime(
            configuration: AppConfiguration(
                name: "demo", scheme: "demo", homeLink: "home",
                plugins: { _ in samplePlugins() + (withScheme ? [SampleColorSchemePlugin()] : []) }),
            state: try StateDirectory(location: .ephemeral), warn: { _ in })
    }

    @Test func eachScreenCarriesTheSchemeTheAppChoseNow() async throws {
        let session = WebSession(id: "s", runtime: try runtime(withScheme: true))
        try await session.load("demo://login")
        let store = try session.runtime.app.dependencies.resolve((any KeyValueStore).self)
        let (stream, socket) = AsyncStream<WSMessage>.makeStream()
        let key = session.attach(socket)
        try store.set("dark", forKey: SampleColorSchemePlugin.key)
        #expect(session.screen.colorScheme == .dark, "the page load's HTML is drawn dark")
        await session.handle(ClientMessage(seq: 1, action: .type, id: "name", text: "A"), from: key)
        try store.set("light", forKey: SampleColorSchemePlugin.key)
        await session.handle(ClientMessage(seq: 2, action: .type, id: "name", text: "Ad"), from: key)
        try store.set("system", forKey: SampleColorSchemePlugin.key)
        await session.handle(ClientMessage(seq: 3, action: .type, id: "name", text: "Ada"), from: key)
        session.detach(key)
        socket.finish()
        let (screens, _) = await drain(stream)
        #expect(screens.map { $0["type"] as? String } == ["screen", "patch", "patch", "patch"])
        #expect(screens.map { $0["scheme"] as? String } == ["system", "dark", "light", "system"])
    }

    @Test func anAppWithoutASourceLeavesItToTheBrowser() async throws {
        let session = WebSession(id: "s", runtime: try runtime(withScheme: false))
        try await session.load("demo://login")
        #expect(session.screen.colorScheme == .system)
        #expect(session.message().json.contains(#""scheme":"system""#))
    }
}
