import NanoCore
import NanoUI
import Testing

@testable import NanoWeb

/// An alert is a modal `alertdialog` over every layer, its actions buttons with ids and roles.
@MainActor
struct AlertHTMLTests {
    let alert = AlertDescription(
        title: "Could not load", message: "The <server> did not answer.",
        actions: [
            AlertActionDescription(id: "retry", title: "Retry", role: .default),
            AlertActionDescription(id: "delete-all", title: "Delete all", role: .destructive),
            AlertActionDescription(id: "cancel", title: "Cancel", role: .cancel),
        ])

    @Test func anAlertIsADialogOverEveryLayerWhichAllBecomeInert() {
        let screen = WebScreen(
            layers: [
                Fixture.layer([Button(id: "open", title: "Open")]),
                Fixture.layer(
                    [Button(id: "close", title: "Close")], title: "Sheet", scene: "SheetScene", isModal: true),
            ], alert: alert)
        let html = HTMLRenderer.app(screen)
        #expect(html.occurrences(of: " inert") == 2, "both layers are inert under the alert")
        let expected = """
            <div class="nano-alert-scrim" aria-hidden="true"></div>
            <section class="nano-alert" data-scene="alert" data-alert-style="alert" role="alertdialog" \
            aria-modal="true" aria-labelledby="nano-alert-title" aria-describedby="nano-alert-message">
            <h2 class="nano-alert-title" id="nano-alert-title" tabindex="-1">Could not load</h2>
            <p class="nano-alert-message" id="nano-alert-message">The &lt;server&gt; did not answer.</p>
            <div class="nano-alert-actions"><button type="button" class="nano-alert-action nano-alert-default" \
            data-control-id="retry" data-alert-action="retry" data-role="default">Retry</button>\
            <button type="button" class="nano-alert-action nano-alert-destructive" data-control-id="delete-all" \
            data-alert-action="delete-all" data-role="destructive">Delete all</button>\
            <button type="button" class="nano-alert-action nano-alert-cancel" data-control-id="cancel" \
            data-alert-action="cancel" data-role="cancel">Cancel</button></div>
            </section>
            """
        #expect(html.hasSuffix(expected))
    }

    @Test func aConfirmationDialogWithoutMessageSaysItsStyleAndDescribesNothing() {
        let dialog = AlertDescription(
            title: "Delete?", style: .actionSheet,
            actions: [AlertActionDescription(id: "delete", title: "Delete", role: .destructive)])
        let html = HTMLRenderer.app(WebScreen(layers: [Fixture.layer([])], alert: dialog))
        #expect(html.contains(#"data-alert-style="actionSheet""#))
        #expect(!html.contains("aria-describedby"))
        #expect(!html.contains("nano-alert-message"))
    }

    @Test func withoutAnAlertNothingChanges() {
        let screen = WebScreen(layers: [Fixture.layer([Button(id: "open", title: "Open")])])
        var withNil = screen
        withNil.alert = nil
        #expect(HTMLRenderer.app(screen) == HTMLRenderer.app(withNil))
        #expect(!HTMLRenderer.app(screen).contains("nano-alert"))
        #expect(!HTMLRenderer.app(screen).contains(" inert"))
    }

    @Test func theScriptAndStylesheetKnowTheAlert() throws {
        let script = try #require(WebAssets.file(named: "nano.js")).bytes
        let css = try #require(WebAssets.file(named: "nano.css")).bytes
        let js = String(decoding: script, as: UTF8.self)
        #expect(js.contains(#"action: "alert""#))
        #expect(js.contains("keepFocusInAlert"))
        #expect(String(decoding: css, as: UTF8.self).contains(".nano-alert {"))
    }
}
