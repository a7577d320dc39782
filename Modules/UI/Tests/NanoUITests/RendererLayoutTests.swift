import NanoUI
import Testing

/// Width, truncation, sanitizing, colour and title-bar rules.
@MainActor
struct RendererLayoutTests {
    private let long = String(repeating: "abcdefghij", count: 30)

    @Test(arguments: [(5, 24), (24, 24), (61, 61), (1_000, 200)])
    func widthIsClampedAndEveryLineHasIt(requested: Int, actual: Int) {
        let options = TextRenderer.Options(width: requested, charset: .ascii)
        #expect(options.effectiveWidth == actual)
        let description = SceneDescription(
            scene: long, title: long, controls: [.label("bio", long)],
            toast: ToastDescription(message: long, style: "error"))
        let lines = TextRenderer(options).render(description, showsBackButton: true).split(separator: "\n")
        #expect(lines.allSatisfy { $0.count == actual })
    }

    @Test func longTextIsCutWithAnEllipsis() {
        let description = SceneDescription(
            scene: "S", title: "A very long title indeed", controls: [.label("bio", long)])
        let unicode = TextRenderer(.init(width: 24)).render(description, showsBackButton: true)
        #expect(unicode.split(separator: "\n")[1] == "│ ‹ Back A very long … │")
        #expect(unicode.split(separator: "\n")[3] == "│ bio abcdefghijabcde… │")
        let ascii = TextRenderer(.init(width: 24, charset: .ascii)).render(description, showsBackButton: true)
        #expect(ascii.split(separator: "\n")[3] == "| bio abcdefghijabc... |")
    }

    @Test func wideCharactersKeepTheBoxAligned() {
        let description = SceneDescription(scene: "S", controls: [.label("jp", "日本語のテキストはとても長いです")])
        let lines = TextRenderer(.init(width: 30)).render(description, showsBackButton: false).split(separator: "\n")
        #expect(lines.allSatisfy { columns($0) == 30 })
        #expect(lines[1] == "│ jp 日本語のテキストはとて… │")
    }

    @Test func controlCharactersAndEscapesNeverReachTheOutput() {
        let description = SceneDescription(scene: "S", controls: [.label("x", "a\u{1B}[31mb\nc\td\u{202E}e")])
        let text = TextRenderer(.init(width: 30, color: false)).render(description, showsBackButton: false)
        #expect(!text.contains("\u{1B}"))
        #expect(!text.contains("\u{202E}"))
        #expect(text.split(separator: "\n").count == 3)
        #expect(text.contains("a?[31mb c de"))
    }

    @Test func asciiModeFoldsAccentsAndReplacesTheRest() {
        let description = SceneDescription(scene: "S", controls: [.label("x", "José → Zoë Ω")])
        let text = TextRenderer(.init(width: 30, charset: .ascii)).render(description, showsBackButton: false)
        #expect(text.contains("| x Jose ? Zoe ?"))
        #expect(text.unicodeScalars.allSatisfy { $0.isASCII })
    }

    @Test func asciiDrawingCanHoldTheTextExactly() {
        let description = SceneDescription(scene: "S", title: "Zoë", controls: [.label("x", "José 東京 🎉")])
        let text = TextRenderer(.init(width: 30, charset: .ascii, textCharset: .unicode))
            .render(description, showsBackButton: true)
        let lines = text.split(separator: "\n")
        #expect(lines[1].hasPrefix("| < Back") && lines[1].contains("Zoë"))
        #expect(
            lines[3] == "| x José 東京 🎉" + String(repeating: " ", count: 12) + " |", "wide characters take two columns")
    }

    @Test func controlIDsAreNeverCutAndALongOneGetsItsOwnLine() {
        let description = SceneDescription(
            scene: "S",
            controls: [
                .label("x", "short"),
                .label("notifications", "Notifications are on"),
                .label("an-id-much-longer-than-the-box", "v"),
            ])
        let lines = TextRenderer(.init(width: 24, charset: .ascii)).render(description, showsBackButton: false)
            .split(separator: "\n")
        #expect(
            Array(lines.dropFirst().dropLast()) == [
                "| x short              |",
                "| notifications        |",
                "|   Notifications a... |",
                "| an-id-much-longer-than-the-box |",
                "|   v                  |",
            ])
        let wide = TextRenderer(.init(width: 60, charset: .ascii)).render(description, showsBackButton: false)
        #expect(wide.contains("\n| notifications Notifications are on "), "it fits the column: one line")
        #expect(wide.contains("\n| an-id-much-longer-than-the-box  "), "wider than half the box: its own line")
        #expect(wide.contains("\n|               v "))
    }

    @Test func theBackButtonCanShowItsID() {
        let description = SceneDescription(scene: "S", title: "Settings", controls: [])
        let unicode = TextRenderer(.init(width: 30, backButtonID: "back")).render(description, showsBackButton: true)
        #expect(unicode.split(separator: "\n")[1] == "│ ‹ back   Settings          │")
        let ascii = TextRenderer(.init(width: 30, charset: .ascii, backButtonID: "back"))
            .render(description, showsBackButton: true)
        #expect(ascii.split(separator: "\n")[1].hasPrefix("| < back "))
        let hidden = TextRenderer(.init(width: 30, backButtonID: "back")).render(description, showsBackButton: false)
        #expect(!hidden.contains("back"))
    }

    @Test func colourOnlyWhenEnabled() {
        let scene = GalleryScene(viewModel: GalleryViewModel())
        scene.loadViewIfNeeded()
        let plain = TextRenderer(.init(width: 40)).render(scene, showsBackButton: true)
        #expect(!plain.contains("\u{1B}"))
        let colored = TextRenderer(.init(width: 40, color: true)).render(scene, showsBackButton: true)
        #expect(colored.contains("\u{1B}[1mPlans\u{1B}[0m"))
        #expect(colored.contains("\u{1B}[2m(Cancel)\u{1B}[0m"))
        #expect(colored.contains("\u{1B}[2m[Code") && colored.contains("disabled\u{1B}[0m"))
        let stripped = colored.replacingOccurrences(of: "\u{1B}[0m", with: "")
            .replacingOccurrences(of: "\u{1B}[1m", with: "").replacingOccurrences(of: "\u{1B}[2m", with: "")
        #expect(stripped == plain)
    }

    @Test func toastsWrapAndAreColouredByStyle() {
        let toast = ToastDescription(message: "The server could not be reached, try again later", style: "error")
        let description = SceneDescription(scene: "S", toast: toast)
        let text = TextRenderer(.init(width: 30)).render(description, showsBackButton: false)
        #expect(
            text == """
                ┌─ S ────────────────────────┐
                │ (no controls)              │
                ├────────────────────────────┤
                │ ✗ The server could not be  │
                │   reached, try again later │
                └────────────────────────────┘
                """)
        let colored = TextRenderer(.init(width: 30, color: true)).render(description, showsBackButton: false)
        #expect(colored.contains("│ \u{1B}[31m✗ The server could not be\u{1B}[0m  │"))
    }

    @Test func theBackButtonFollowsTheStackTheConfigAndTheLeftBarButton() {
        let modal = ModalGalleryScene(viewModel: GalleryViewModel())
        #expect(!TextRenderer().render(modal, showsBackButton: true).contains("Back"))
        let form = RenderFixtures.formScene()
        #expect(TextRenderer().render(form, showsBackButton: true).contains("‹ Back"))
        #expect(!TextRenderer().render(form, showsBackButton: false).contains("Back"))
        let gallery = GalleryScene(viewModel: GalleryViewModel())
        #expect(!TextRenderer().render(gallery, showsBackButton: true).contains("Back"))
    }

    @Test func aSceneWithoutTitleOrButtonsHasNoTitleBar() {
        let text = TextRenderer(.init(width: 24)).render(SceneDescription(scene: "Bare"), showsBackButton: false)
        #expect(
            text == """
                ┌─ Bare ───────────────┐
                │ (no controls)        │
                └──────────────────────┘
                """)
    }

    @Test func anEmptyListAndAnUnloadedScene() {
        let list = ControlDescription(ListView(id: "items"))
        let text = TextRenderer(.init(width: 24)).render(
            SceneDescription(scene: "L", controls: [list]), showsBackButton: false)
        #expect(text.contains("│ items (no rows)"))
        let unloaded = FormScene(viewModel: FormViewModel())
        #expect(TextRenderer().render(unloaded, showsBackButton: false).contains("(no controls)"))
        #expect(!unloaded.isLoaded)
    }

    @Test func theEmptyStatesAndTheDisabledMarkAreTheOptionsWords() {
        var options = TextRenderer.Options(width: 40)
        options.texts.noRowsNote = "keine Zeilen"
        options.texts.noControlsNote = "keine Bedienelemente"
        options.texts.disabled = "deaktiviert"
        let list = ControlDescription(ListView(id: "items"))
        let send = ControlDescription(Button(id: "send", title: "Senden", isEnabled: false))
        let text = TextRenderer(options).render(
            SceneDescription(scene: "L", controls: [list, send]), showsBackButton: false)
        #expect(text.contains("│ items (keine Zeilen)"))
        #expect(text.contains("deaktiviert │"))
        #expect(!text.contains("disabled"))
        let bare = TextRenderer(options).render(SceneDescription(scene: "Bare"), showsBackButton: false)
        #expect(bare.contains("(keine Bedienelemente)"))
    }
}
