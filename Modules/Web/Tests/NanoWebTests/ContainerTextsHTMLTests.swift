import NanoCore
import NanoUI
import Testing

@testable import NanoWeb

/// The page's own words — back buttons, the tab bar's name, a list's refresh and empty state,
/// a spinner's and a checkmark's hidden names, the error block, the page before its first
/// screen and without scripts — are the screen's `texts` (the app's language), escaped like
/// every text.
@MainActor
struct ContainerTextsHTMLTests {
    /// Words of another language, one of them with markup in it.
    let words: ContainerTexts = {
        var texts = ContainerTexts.english
        texts.back = "Zurück"
        texts.backTo = "Zurück zu {1}"
        texts.tabs = "Reiter"
        texts.loading = "Wird geladen"
        texts.noRows = "Keine <Zeilen>"
        texts.refresh = "Aktualisieren"
        texts.refreshing = "Wird aktualisiert"
        texts.selected = "Ausgewählt"
        texts.starting = "Wird gestartet"
        texts.needsJavaScript = "Diese App braucht JavaScript."
        texts.thenOpens = "Danach öffnet sich"
        texts.pageNotFound = "Seite nicht gefunden"
        return texts
    }()

    private func screen(_ controls: [any Control] = [], backTitle: String? = nil) -> WebScreen {
        var screen = Fixture.screen(controls, backTitle: backTitle)
        screen.texts = words
        return screen
    }

    @Test func theBackButtonSaysBackInTheScreensWords() {
        #expect(
            HTMLRenderer.app(screen(backTitle: "Einstellungen")).contains(
                #"aria-label="Zurück zu Einstellungen">‹ Einstellungen</button>"#))
        #expect(HTMLRenderer.app(screen(backTitle: "")).contains(#"aria-label="Zurück">‹ Zurück</button>"#))
    }

    @Test func aListsStatesAndASpinnerSpeakTheScreensWords() {
        let spinner = ActivityIndicatorView(id: "loading")
        spinner.isAnimating = true
        let html = HTMLRenderer.app(screen([ListView(id: "items", refreshable: true), spinner]))
        #expect(html.contains(">Aktualisieren</button>"))
        #expect(html.contains(#"<p class="nano-list-empty">Keine &lt;Zeilen&gt;</p>"#))
        #expect(html.contains(#"<span class="nano-visually-hidden">Wird geladen</span>"#))
        #expect(!html.contains("Refresh") && !html.contains("No rows") && !html.contains("Loading"))
    }

    @Test func aCheckedRowsMarkIsNamedInTheScreensWords() {
        let list = ListView(id: "mode")
        list.sections = [ListSection(rows: [ListRow(id: "dark", title: "Dunkel", accessory: .checkmark)])]
        #expect(HTMLRenderer.app(screen([list])).contains(#"role="img" aria-label="Ausgewählt"></span>"#))
    }

    @Test func thePageTheTabsAndTheErrorBlockSpeakTheScreensWords() {
        var tabbed = screen()
        tabbed.tabBar = TabBarDescription(tabs: [TabBarDescription.Tab(id: "home", title: "Start", selected: true)])
        tabbed.pending = "nvc://settings"
        #expect(HTMLRenderer.app(tabbed).contains(#"<nav class="nano-tabs" aria-label="Reiter">"#))
        #expect(HTMLRenderer.app(tabbed).contains("Danach öffnet sich <span"))
        var empty = WebScreen(layers: [])
        empty.texts = words
        #expect(HTMLRenderer.app(empty) == #"<p class="nano-empty" role="status">Wird gestartet…</p>"#)
        let page = HTMLRenderer.document(tabbed, title: "Start", appName: "Nano")
        #expect(page.contains(#"<p class="nano-noscript">Diese App braucht JavaScript.</p>"#))
        let failed = HTMLRenderer.document(
            tabbed, title: "Start", appName: "Nano",
            error: WebErrorPage(status: 404, kind: "noRoute", message: "Kein Weg nach /nope."))
        #expect(failed.contains("<title>Seite nicht gefunden</title>"))
        #expect(failed.contains(#"<h2 class="nano-error-title">Seite nicht gefunden</h2>"#))
        #expect(failed.contains(#"href="/">Zurück zu Nano</a>"#))
    }
}
