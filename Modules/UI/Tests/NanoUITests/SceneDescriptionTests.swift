import Foundation
import NanoUI
import Testing

@MainActor
struct SceneDescriptionTests {
    @Test func describesTheVisibleControlsAndBarButtons() throws {
        let scene = GalleryScene(viewModel: GalleryViewModel())
        scene.loadViewIfNeeded()
        let description = SceneDescription(scene: scene)
        #expect(description.scene == "GalleryScene")
        #expect(description.title == "Plans")
        #expect(description.leftBarButton?.state["enabled"] == .bool(false))
        #expect(description.rightBarButton == nil)
        #expect(description.controls.map(\.id) == ["intro", "password", "code", "news", "loading", "plans"])
        #expect(
            description.controls.map(\.kind) == [.label, .textField, .textField, .toggle, .activityIndicator, .list])
        #expect(description.hiddenControls == ["secret"])
        #expect(description.control(withID: "news")?.state["on"] == .bool(true))
        #expect(description.control(withID: "left-bar-button")?.kind == .barButton)
        #expect(description.control(withID: "secret") == nil)
        #expect(description.toast == nil)
    }

    @Test func aHiddenBarButtonIsListedAsHidden() throws {
        let scene = RenderFixtures.formScene()
        scene.rightBarButton?.isHidden = true
        let description = SceneDescription(scene: scene)
        #expect(description.rightBarButton == nil)
        #expect(description.hiddenControls == ["right-bar-button"])
    }

    @Test func jsonHasSortedKeysAndExplicitNulls() throws {
        let scene = FormScene(viewModel: FormViewModel())
        scene.loadViewIfNeeded()
        scene.rootView?.submit.isHidden = true
        let json = try SceneDescription(scene: scene).jsonString(prettyPrinted: false)
        #expect(
            json == """
                {"controls":[{"id":"greeting","kind":"label","state":{"text":"Hello"}},\
                {"id":"name","kind":"textField","state":{"enabled":true,"keyboard":"default","placeholder":"Name","secure":false,"text":null}},\
                {"id":"email","kind":"textField","state":{"enabled":true,"keyboard":"email","placeholder":"Email","secure":false,"text":null}},\
                {"id":"loading","kind":"activityIndicator","state":{"animating":false}}],\
                "hiddenControls":["submit"],"leftBarButton":null,\
                "rightBarButton":{"id":"right-bar-button","kind":"barButton","state":{"enabled":true,"title":"Skip"}},\
                "scene":"FormScene","title":"Sign up","toast":null}
                """)
    }

    @Test func roundTripsThroughJSON() throws {
        let scene = GalleryScene(viewModel: GalleryViewModel())
        scene.loadViewIfNeeded()
        let form = RenderFixtures.formScene()
        _ = form.rootView?.submit.tap()
        for description in [SceneDescription(scene: scene), SceneDescription(scene: form)] {
            let data = try SceneDescription.jsonEncoder().encode(description)
            #expect(try JSONDecoder().decode(SceneDescription.self, from: data) == description)
        }
    }

    @Test func stateIsSortedByNameInsideTheDescription() {
        let description = ControlDescription(TextField(id: "name"))
        #expect(description.state.properties.map(\.name) == ["enabled", "keyboard", "placeholder", "secure", "text"])
        #expect(description.state["keyboard"] == .string("default"))
    }

    @Test func aStateThatIsNotAnObjectIsRejected() {
        let json = Data(#"{"id":"x","kind":"label","state":[1]}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(ControlDescription.self, from: json) }
    }
}
