import NanoUI
import Testing

/// An alert is drawn over the scene's controls, with its actions, ids and roles.
@MainActor
struct AlertRenderingTests {
    let error = AlertDescription(
        title: "Could not load people", message: "The server did not answer.",
        actions: [
            AlertActionDescription(id: "retry", title: "Retry", role: .default),
            AlertActionDescription(id: "cancel", title: "Cancel", role: .cancel),
        ])

    @Test func anAlertCoversTheTopOfTheScene() {
        let text = TextRenderer(.init(width: 44)).render(
            RenderFixtures.formScene(), showsBackButton: true, alert: error)
        #expect(
            text == """
                ┌─ FormScene ──────────────────────────────┐
                │ ‹ Back          Sign up             Skip │
                ├──────────────────────────────────────────┤
                │ ┌─ Alert ──────────────────────────────┐ │
                │ │ Could not load people                │ │
                │ │ The server did not answer.           │ │
                │ ├──────────────────────────────────────┤ │
                │ │ retry  ( Retry )                     │ │
                │ │ cancel ( Cancel )             cancel │ │
                │ └──────────────────────────────────────┘ │
                └──────────────────────────────────────────┘
                """)
    }

    @Test func aConfirmationDialogIsNamedSoAndItsDestructiveActionSaysSo() {
        let dialog = AlertDescription(
            title: "Delete all favourites?", style: .actionSheet,
            actions: [
                AlertActionDescription(id: "delete-all", title: "Delete all", role: .destructive),
                AlertActionDescription(id: "keep", title: "Keep", role: .cancel),
            ])
        let text = TextRenderer(.init(width: 44, charset: .ascii)).render(
            RenderFixtures.formScene(), showsBackButton: false, alert: dialog)
        #expect(
            text == """
                +- FormScene ------------------------------+
                |                 Sign up             Skip |
                +------------------------------------------+
                | +- Confirm ----------------------------+ |
                | | Delete all favourites?               | |
                | +--------------------------------------+ |
                | | delete-all ( Delete all )            | |
                | |                          destructive | |
                | | keep       ( Keep )           cancel | |
                | +--------------------------------------+ |
                +------------------------------------------+
                """)
    }

    @Test func theBoxNameRoleMarksAndBackAreTheOptionsWords() {
        var german = TextRenderer.Options(width: 44)
        german.texts.alert = "Hinweis"
        german.texts.cancelRole = "abbrechen"
        german.texts.back = "Zurück"
        let text = TextRenderer(german).render(RenderFixtures.formScene(), showsBackButton: true, alert: error)
        #expect(
            text == """
                ┌─ FormScene ──────────────────────────────┐
                │ ‹ Zurück        Sign up             Skip │
                ├──────────────────────────────────────────┤
                │ ┌─ Hinweis ────────────────────────────┐ │
                │ │ Could not load people                │ │
                │ │ The server did not answer.           │ │
                │ ├──────────────────────────────────────┤ │
                │ │ retry  ( Retry )                     │ │
                │ │ cancel ( Cancel )          abbrechen │ │
                │ └──────────────────────────────────────┘ │
                └──────────────────────────────────────────┘
                """)
    }

    @Test func theControlsLeftUnderTheAlertAreDimmed() {
        let short = AlertDescription(
            title: "Saved", actions: [AlertActionDescription(id: "ok", title: "OK", role: .cancel)])
        let scene = GalleryScene(viewModel: GalleryViewModel())
        scene.loadViewIfNeeded()
        let plain = TextRenderer(.init(width: 50)).render(scene, showsBackButton: true, alert: short)
        #expect(!plain.contains("intro"), "the alert covers the first controls")
        #expect(plain.contains("Pro"), "the rest still shows under it")
        let text = TextRenderer(.init(width: 50, color: true)).render(scene, showsBackButton: true, alert: short)
        let lines = text.split(separator: "\n")
        #expect(lines.last(where: { $0.contains("Pro") })?.contains("\u{1B}[2m") == true)
    }

    @Test func withoutAnAlertTheSceneIsDrawnAsBefore() {
        let scene = RenderFixtures.formScene()
        #expect(
            TextRenderer(.init(width: 44)).render(scene, showsBackButton: true, alert: nil)
                == TextRenderer(.init(width: 44)).render(scene, showsBackButton: true))
    }

    @Test func alertsEncodeEveryKey() throws {
        let data = try SceneDescription.jsonEncoder(prettyPrinted: false).encode(error)
        #expect(
            String(decoding: data, as: UTF8.self)
                == #"{"actions":[{"id":"retry","role":"default","title":"Retry"},{"id":"cancel","role":"cancel","title":"Cancel"}],"#
                + #""message":"The server did not answer.","style":"alert","title":"Could not load people"}"#)
    }
}
