import NanoCore
import NanoUI
import Testing

@testable import NanoWeb

@MainActor
struct DocumentTests {
    private func page(_ screen: WebScreen, title: String = "Home", error: WebErrorPage? = nil) -> String {
        HTMLRenderer.document(screen, title: title, appName: "Nano", socketPath: "/_nano/socket", error: error)
    }

    @Test func theDocumentLoadsTheAssetsAndHoldsTheAppInMain() {
        let screen = Fixture.screen([Label(id: "l", text: "x")])
        let expected = """
            <!doctype html>
            <html lang="en" data-color-scheme="system">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="application-name" content="Nano">
            <title>Home</title>
            <link rel="stylesheet" href="/_nano/assets/nano.css">
            <script src="/_nano/assets/nano-patch.js" defer></script>
            <script src="/_nano/assets/nano-focus.js" defer></script>
            <script src="/_nano/assets/nano.js" defer></script>
            </head>
            <body data-content-size="standard">
            <main id="nano-app" data-socket="/_nano/socket">
            \(HTMLRenderer.app(screen))
            </main>
            <p id="nano-offline" class="nano-offline" role="alert" data-reconnecting="Connection lost. Reconnecting…" data-not-confirmed="Reconnected. Your last change may not have been saved: check it."></p>
            <noscript><p class="nano-noscript">This app needs JavaScript to respond.</p></noscript>
            </body>
            </html>

            """
        #expect(page(screen) == expected)
    }

    /// The app's scheme is on `<html>` from the first byte, so a dark app's page never flashes
    /// light before its socket connects; the stylesheet picks the palette from it.
    @Test func theColorSchemeIsOnTheRootElement() throws {
        for scheme in ColorScheme.allCases {
            var screen = Fixture.screen([Label(id: "l", text: "x")])
            screen.colorScheme = scheme
            #expect(page(screen).contains(#"<html lang="en" data-color-scheme="\#(scheme.rawValue)">"#))
        }
        let css = String(decoding: try #require(WebAssets.file(named: "nano.css")).bytes, as: UTF8.self)
        #expect(css.contains(#":root[data-color-scheme="dark"] { color-scheme: dark; }"#))
        #expect(css.contains(#":root[data-color-scheme="light"] { color-scheme: light; }"#))
        #expect(css.contains("color-scheme: light dark;"), "system follows the browser")
    }

    /// A live page has its server-gone notice from its first byte: an empty live region (so
    /// what nano.js writes into it is announced) holding its words in the app's language; a
    /// still picture and an error page have none.
    @Test func aLivePageHasAnEmptyLiveRegionForTheServerGone() {
        var screen = Fixture.screen([Label(id: "l", text: "x")])
        screen.texts.reconnecting = "Verbindung verloren. Neu verbinden"
        let live = page(screen)
        #expect(live.contains(#"role="alert" data-reconnecting="Verbindung verloren. Neu verbinden…""#))
        #expect(live.contains(#"check it."></p>"#), "empty until the socket closes")
        let still = HTMLRenderer.document(screen, title: "Home", appName: "Nano", isLive: false)
        #expect(!still.contains("nano-offline"))
        #expect(!page(screen, error: WebErrorPage(status: 404, kind: "noRoute", message: "m")).contains("nano-offline"))
    }

    @Test func noInlineStyleOrScriptSoTheCSPHolds() {
        let screen = WebScreen(
            layers: [
                Fixture.layer([Toggle(id: "t", title: "T"), ListView(id: "l", refreshable: true)], toast: Toast("x")),
                Fixture.layer(isModal: true),
            ], pending: "nvc://x", busy: true)
        let html = page(screen)
        #expect(!html.contains("style="))
        #expect(!html.contains("<style"))
        #expect(html.occurrences(of: "<script") == WebAssets.scripts.count)
        #expect(html.occurrences(of: "<script src=\"/_nano/assets/") == WebAssets.scripts.count, "every script a file")
        #expect(!html.contains(" on"))  // no event-handler attributes
        #expect(!html.contains("http:") && !html.contains("https:"))
    }

    @Test func busyAndContentSizeGoOnTheBody() {
        #expect(
            page(WebScreen(layers: [], busy: true)).contains(#"<body class="is-busy" data-content-size="standard">"#))
        #expect(page(WebScreen(layers: [], contentSize: .large)).contains(#"<body data-content-size="large">"#))
        #expect(
            page(WebScreen(layers: [], contentSize: .accessibility)).contains(
                #"<body data-content-size="accessibility">"#))
    }

    @Test func theSocketPathIsWrittenForTheScript() {
        let html = HTMLRenderer.document(Fixture.screen(), title: "Home", appName: "Nano", socketPath: "/x/ws?a=1&b=2")
        #expect(html.contains(#"<main id="nano-app" data-socket="/x/ws?a=1&amp;b=2">"#))
        #expect(
            HTMLRenderer.document(Fixture.screen(), title: "Home", appName: "Nano").contains(
                #"data-socket="/_nano/socket""#))
    }

    @Test func anEmptyTitleFallsBackToTheAppName() {
        #expect(page(Fixture.screen(), title: "").contains("<title>Nano</title>"))
    }

    @Test func anErrorIsAPageOfItsOwnWithAHomeLinkAndNoScript() {
        let html = page(
            Fixture.screen(), error: WebErrorPage(status: 404, kind: "noRoute", message: "Nothing lives at /nope."))
        let block =
            #"<section class="nano-error" role="alert" data-error-kind="noRoute" data-status="404">"#
            + #"<h2 class="nano-error-title">Page not found</h2><p class="nano-error-message">Nothing lives at /nope.</p>"#
            + #"<p><a class="nano-home-link" href="/">Back to Nano</a></p></section>"#
        #expect(html.contains("<body data-content-size=\"standard\">\n" + block + "\n</body>"))
        #expect(html.contains("<title>Page not found</title>"))
        // No app under it and no script: nothing connects, so nothing moves the address or
        // waits for a screen that a fresh session does not have.
        #expect(!html.contains("<script") && !html.contains("nano-app") && !html.contains("<noscript"))
        #expect(!page(Fixture.screen()).contains("nano-error"))
    }

    @Test(arguments: [(404, "Page not found"), (400, "This link cannot be opened"), (500, "Something went wrong")])
    func theErrorHeadingFollowsTheStatus(status: Int, heading: String) {
        #expect(WebErrorPage(status: status, kind: "k", message: "m").heading == heading)
    }

    @Test func theSameScreenRendersTheSameBytes() {
        func make() -> WebScreen {
            WebScreen(
                layers: [
                    Fixture.layer(
                        [
                            Label(id: "l", text: "Hello"), TextField(id: "f", text: "Ada"), Toggle(id: "t", isOn: true),
                            ListView(
                                id: "list", sections: [ListSection(title: "S", rows: [ListRow(id: "r", title: "R")])]),
                            ActivityIndicatorView(id: "a", isAnimating: true),
                        ], backTitle: "Start", toast: Toast("Done")),
                    Fixture.layer([Button(id: "b", title: "B")], scene: "Sheet", isModal: true),
                ], pending: "nvc://p", busy: true, contentSize: .large)
        }
        let first = page(make())
        #expect(first == page(make()))
        #expect(HTMLRenderer.app(make()) == HTMLRenderer.app(make()))
        var changed = make()
        changed.layers[0].backTitle = "Other"
        #expect(page(changed) != first)
    }
}

extension DocumentTests {
    @Test func aStillPageHasNoScriptAndNoNoscriptNotice() {
        let still = HTMLRenderer.document(WebScreen(layers: []), title: "t", appName: "Nano", isLive: false)
        #expect(!still.contains("<script") && !still.contains("<noscript"))
        #expect(still.contains("nano.css"))
        let live = HTMLRenderer.document(WebScreen(layers: []), title: "t", appName: "Nano")
        #expect(live.contains("nano.js") && live.contains("<noscript"))
    }
}
