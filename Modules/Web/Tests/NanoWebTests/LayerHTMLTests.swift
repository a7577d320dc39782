import NanoCore
import NanoUI
import Testing

@testable import NanoWeb

@MainActor
struct LayerHTMLTests {
    @Test func aLayerIsASectionWithItsBarContentAndToast() {
        let screen = Fixture.screen(
            [Label(id: "hello", text: "Hi")], backTitle: "Start", toast: Toast("Saved", style: .success))
        let expected = """
            <section class="nano-layer" data-scene="HomeScene" aria-labelledby="nano-title-0">
            <header class="nano-bar"><div class="nano-bar-leading"><button type="button" class="nano-back" \
            data-control-id="back" data-action="back" aria-label="Back to Start">‹ Start</button></div>\
            <h1 class="nano-title" id="nano-title-0" tabindex="-1">Home</h1><div class="nano-bar-trailing"></div></header>
            <div class="nano-content">
            <p class="nano-label" data-control-id="hello">Hi</p>
            </div>
            <p class="nano-toast nano-toast-success" role="alert">Saved</p>
            </section>
            """
        #expect(HTMLRenderer.app(screen) == expected)
    }

    @Test func aModalLayerIsADialogOverAScrimAndEverythingBelowIsInert() {
        let screen = WebScreen(layers: [
            Fixture.layer([Button(id: "open", title: "Open")]),
            Fixture.layer([Button(id: "close", title: "Close")], title: "Sheet", scene: "SheetScene", isModal: true),
        ])
        let html = HTMLRenderer.app(screen)
        #expect(
            html.contains(#"<section class="nano-layer" data-scene="HomeScene" aria-labelledby="nano-title-0" inert>"#))
        #expect(
            html.contains(
                #"<div class="nano-scrim" aria-hidden="true"></div>"# + "\n"
                    + #"<section class="nano-layer nano-sheet" data-scene="SheetScene" role="dialog" "#
                    + #"aria-modal="true" aria-labelledby="nano-title-1">"#))
        #expect(html.occurrences(of: " inert") == 1)
        #expect(html.components(separatedBy: "SheetScene")[0].contains("open"))
    }

    @Test func aSheetUnderAnotherSheetIsInertAndAnUntitledSheetIsNamedByItsScene() {
        let screen = WebScreen(layers: [
            Fixture.layer(),
            Fixture.layer(title: "First", scene: "FirstSheet", isModal: true),
            Fixture.layer(title: nil, scene: "SecondSheet", isModal: true),
        ])
        let html = HTMLRenderer.app(screen)
        #expect(html.occurrences(of: " inert") == 2)
        #expect(html.occurrences(of: "nano-scrim") == 2)
        #expect(
            html.contains(
                #"data-scene="FirstSheet" role="dialog" aria-modal="true" aria-labelledby="nano-title-1" inert>"#))
        #expect(html.contains(#"data-scene="SecondSheet" role="dialog" aria-modal="true" aria-label="SecondSheet">"#))
    }

    @Test func theBackButtonNamesThePreviousScreenOrSaysBack() {
        let titled = HTMLRenderer.app(Fixture.screen(backTitle: "Settings"))
        #expect(titled.contains(#"aria-label="Back to Settings">‹ Settings</button>"#))
        let untitled = HTMLRenderer.app(Fixture.screen(backTitle: ""))
        #expect(untitled.contains(#"aria-label="Back">‹ Back</button>"#))
        #expect(!HTMLRenderer.app(Fixture.screen()).contains("data-control-id=\"back\""))
    }

    @Test func barButtonsTakeTheirSlotsAndALeftOneReplacesTheBackButton() {
        let layer = Fixture.layer(
            backTitle: "Home", left: .title("Cancel"), right: BarButtonContent(.title("Done"), isEnabled: false))
        let html = HTMLRenderer.app(WebScreen(layers: [layer]))
        #expect(
            html.contains(
                #"<div class="nano-bar-leading"><button type="button" class="nano-bar-button" "#
                    + #"data-control-id="left-bar-button">Cancel</button></div>"#))
        #expect(
            html.contains(
                #"<div class="nano-bar-trailing"><button type="button" class="nano-bar-button" "#
                    + #"data-control-id="right-bar-button" disabled>Done</button></div>"#))
        #expect(!html.contains("nano-back"))
    }

    @Test func aScreenWithNoTitleAndNoButtonsHasNoBar() {
        let html = HTMLRenderer.app(Fixture.screen(title: nil))
        #expect(!html.contains("<header"))
        #expect(html.hasPrefix(#"<section class="nano-layer" data-scene="HomeScene">"#))
    }

    @Test(arguments: [(Toast.Style.info, "info"), (.success, "success"), (.error, "error")])
    func toastsCarryTheirStyle(style: Toast.Style, name: String) {
        let html = HTMLRenderer.app(Fixture.screen(toast: Toast("Note", style: style)))
        #expect(html.contains(#"<p class="nano-toast nano-toast-\#(name)" role="alert">Note</p>"#))
    }

    @Test func anUnknownToastStyleIsShownAsInfo() {
        var screen = Fixture.screen()
        screen.layers[0].scene.toast = ToastDescription(message: "Hm", style: #"x" onclick="y"#)
        #expect(HTMLRenderer.app(screen).contains(#"<p class="nano-toast nano-toast-info" role="alert">Hm</p>"#))
    }

    @Test func thePendingLinkIsShownOnTheTopLayerOnly() {
        let screen = WebScreen(
            layers: [Fixture.layer(), Fixture.layer(scene: "SignUpScene", isModal: true)],
            pending: "nvc://settings/notifications")
        let html = HTMLRenderer.app(screen)
        #expect(html.occurrences(of: "nano-pending\"") == 1)
        let sheet = html.components(separatedBy: #"data-scene="SignUpScene""#)
        #expect(sheet.count == 2 && sheet[1].contains(#"data-pending="nvc://settings/notifications""#))
        #expect(
            sheet[1].contains(
                #"Then opens <span class="nano-pending-link">nvc://settings/notifications</span></p>"#))
    }

    @Test func anEmptyScreenSaysItIsStarting() {
        #expect(HTMLRenderer.app(WebScreen(layers: [])) == #"<p class="nano-empty" role="status">Starting…</p>"#)
    }

    @Test func controlsKeepTheirOrder() {
        let html = HTMLRenderer.app(
            Fixture.screen([TextField(id: "name"), TextField(id: "email"), Button(id: "submit", title: "Go")]))
        let positions = ["\"name\"", "\"email\"", "\"submit\""].compactMap { html.range(of: $0)?.lowerBound }
        #expect(positions.count == 3 && positions == positions.sorted())
    }
}
