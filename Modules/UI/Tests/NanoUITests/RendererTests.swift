import NanoUI
import Testing

/// Exact renderings of small scenes: the reference the layout rules are checked against.
@MainActor
struct RendererTests {
    @Test func formSceneInUnicode() {
        let text = TextRenderer(.init(width: 44)).render(RenderFixtures.formScene(), showsBackButton: true)
        #expect(
            text == """
                ┌─ FormScene ──────────────────────────────┐
                │ ‹ Back          Sign up             Skip │
                ├──────────────────────────────────────────┤
                │ greeting Hello                           │
                │ name     [Ada Lovelace_________________] │
                │ email    [ada@example.com______________] │
                │ submit   ( Sign up )                     │
                │ loading  · idle                          │
                └──────────────────────────────────────────┘
                """)
    }

    @Test func formSceneInASCIIUsesOnlySevenBitCharacters() {
        let text = TextRenderer(.init(width: 44, charset: .ascii)).render(
            RenderFixtures.formScene(), showsBackButton: true)
        #expect(
            text == """
                +- FormScene ------------------------------+
                | < Back          Sign up             Skip |
                +------------------------------------------+
                | greeting Hello                           |
                | name     [Ada Lovelace_________________] |
                | email    [ada@example.com______________] |
                | submit   ( Sign up )                     |
                | loading  - idle                          |
                +------------------------------------------+
                """)
        #expect(text.unicodeScalars.allSatisfy { $0.isASCII })
    }

    @Test func everyKindOfControl() {
        let scene = GalleryScene(viewModel: GalleryViewModel())
        scene.loadViewIfNeeded()
        let text = TextRenderer(.init(width: 50)).render(scene, showsBackButton: true)
        #expect(
            text == """
                ┌─ GalleryScene ─────────────────────────────────┐
                │ (Cancel)            Plans                      │
                ├────────────────────────────────────────────────┤
                │ intro    Choose a plan                         │
                │ password [••••••_____________________________] │
                │ code     [Code                      ] disabled │
                │ news     [✓] Send me news                      │
                │ loading  ⠿ animating                           │
                │ plans    Monthly                               │
                │            0 Basic                     5 EUR › │
                │          ▸ 1 Pro                       9 EUR ✓ │
                └────────────────────────────────────────────────┘
                """)
    }

    @Test func everyKindOfControlInASCII() {
        let scene = GalleryScene(viewModel: GalleryViewModel())
        scene.loadViewIfNeeded()
        let text = TextRenderer(.init(width: 50, charset: .ascii)).render(scene, showsBackButton: true)
        #expect(
            text == """
                +- GalleryScene ---------------------------------+
                | (Cancel)            Plans                      |
                +------------------------------------------------+
                | intro    Choose a plan                         |
                | password [******_____________________________] |
                | code     [Code                      ] disabled |
                | news     [x] Send me news                      |
                | loading  * animating                           |
                | plans    Monthly                               |
                |            0 Basic                     5 EUR > |
                |          > 1 Pro                       9 EUR v |
                +------------------------------------------------+
                """)
        #expect(text.unicodeScalars.allSatisfy { $0.isASCII })
    }

    @Test func writeBacksAndToastAreRendered() throws {
        let scene = RenderFixtures.formScene()
        _ = try #require(scene.rootView).submit.tap()
        let text = TextRenderer(.init(width: 30)).render(scene, showsBackButton: false)
        #expect(
            text == """
                ┌─ FormScene ────────────────┐
                │ Done Welcome, Ada Lovelace │
                ├────────────────────────────┤
                │ greeting Hello             │
                │ name     [Ada Lovelace___] │
                │ email    [ada@example.com] │
                │ submit   ( Sign up )       │
                │ loading  · idle            │
                ├────────────────────────────┤
                │ ✓ Signed up                │
                └────────────────────────────┘
                """)
    }

    @Test func renderingIsDeterministic() {
        let renderer = TextRenderer(.init(width: 37, charset: .ascii))
        let first = renderer.render(RenderFixtures.formScene(), showsBackButton: true)
        let second = renderer.render(RenderFixtures.formScene(), showsBackButton: true)
        #expect(first == second)
    }

    @Test func theDescriptionRendersLikeTheScene() {
        let scene = RenderFixtures.formScene()
        let renderer = TextRenderer(.init(width: 41))
        #expect(
            renderer.render(scene, showsBackButton: true)
                == renderer.render(SceneDescription(scene: scene), showsBackButton: true))
    }
}
