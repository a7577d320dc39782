import NanoRuntime
import NanoStrings
import NanoTesting
import NanoWebServer
import Testing

/// A started server for the sample app with the greeting feature, in English and German.
@MainActor
private func startBilingualServer() async throws -> (WebServer, String) {
    let configuration = AppConfiguration(
        name: "demo", scheme: "demo", homeLink: "home", plugins: { _ in samplePlugins() + [localizedSamplePlugin()] },
        languages: [.english, .german])
    let server = WebServer(configuration: configuration, options: WebServerOptions(port: 0), warn: { _ in })
    return (server, try await server.start())
}

@MainActor
@Suite(.serialized) struct SessionLanguageTests {
    @Test("each browser session gets the language its Accept-Language asks for, and keeps it")
    func perSessionLanguage() async throws {
        let (server, url) = try await startBilingualServer()
        defer { Task { await server.stop() } }
        let german = try await get(url + "/hello", headers: ["Accept-Language": "fr-CH, de-DE;q=0.9, en;q=0.8"])
        #expect(german.status == 200)
        #expect(german.body.contains(#"<html lang="de" "#))
        #expect(german.body.contains("Hallo, world"))
        let english = try await get(url + "/hello", headers: ["Accept-Language": "en-US,en;q=0.9,de;q=0.8"])
        #expect(english.body.contains(#"<html lang="en" "#))
        #expect(english.body.contains("Hello, world"))
        // The German browser is still German, in another tab too: its language is its first
        // page's, not the server's.
        let cookie = try #require(sessionCookie(german.headers))
        let again = try await get(url + "/hello", cookie: cookie, headers: ["Accept-Language": "en"])
        #expect(again.body.contains(#"<html lang="de" "#))
        #expect(again.body.contains("Hallo, world"))
        #expect(server.sessionCount == 3, "a tab's app each")
    }

    @Test(
        "no header, an unknown language, or q=0 for German gives the app's first language",
        arguments: [nil, "fr, ja;q=0.5", "de;q=0", "de;q=abc", "*;q=0.5, de;q=0"])
    func fallsBackToTheBase(header: String?) async throws {
        let (server, url) = try await startBilingualServer()
        defer { Task { await server.stop() } }
        let page = try await get(url + "/hello", headers: header.map { ["Accept-Language": $0] } ?? [:])
        #expect(page.body.contains(#"<html lang="en" "#))
        #expect(page.body.contains("Hello, world"))
    }

    @Test("a German session's page speaks German around the app too: the error block and the noscript sentence")
    func germanContainerTexts() async throws {
        let (server, url) = try await startBilingualServer()
        defer { Task { await server.stop() } }
        let missing = try await get(url + "/no/such/route", headers: ["Accept-Language": "de"])
        #expect(missing.status == 404)
        #expect(missing.body.contains("<title>Seite nicht gefunden</title>"))
        #expect(missing.body.contains(#"<h2 class="nano-error-title">Seite nicht gefunden</h2>"#))
        #expect(missing.body.contains(#"href="/">Zurück zu demo</a>"#))
        let page = try await get(url + "/hello", headers: ["Accept-Language": "de"])
        #expect(page.body.contains(#"<p class="nano-noscript">Diese App braucht JavaScript, um zu reagieren.</p>"#))
        let english = try await get(url + "/no/such/route", headers: ["Accept-Language": "en"])
        #expect(english.body.contains("Page not found") && english.body.contains("Back to demo"))
    }

    @Test("an app in English only stays English whatever the browser asks")
    func englishOnlyApp() async throws {
        let configuration = AppConfiguration(
            name: "demo", scheme: "demo", homeLink: "home",
            plugins: { _ in samplePlugins() + [localizedSamplePlugin()] })
        let server = WebServer(configuration: configuration, options: WebServerOptions(port: 0), warn: { _ in })
        let url = try await server.start()
        defer { Task { await server.stop() } }
        let page = try await get(url + "/hello", headers: ["Accept-Language": "de"])
        #expect(page.body.contains(#"<html lang="en" "#))
        #expect(page.body.contains("Hello, world"))
    }
}
