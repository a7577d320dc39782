import NanoCore
import NanoUI

@testable import NanoWeb

/// Builders shared by the tests: descriptions come from real NanoUI controls, so the renderer
/// is tested against the state names the controls really report.
@MainActor
enum Fixture {
    /// The HTML of one control, as the renderer writes it inside a layer's content.
    static func html(_ control: any Control) -> String {
        HTMLRenderer.control(ControlDescription(control))
    }

    /// A one-layer screen with `controls`, titled `title`.
    static func screen(
        _ controls: [any Control] = [], title: String? = "Home", scene: String = "HomeScene",
        backTitle: String? = nil, toast: Toast? = nil
    ) -> WebScreen {
        WebScreen(layers: [layer(controls, title: title, scene: scene, backTitle: backTitle, toast: toast)])
    }

    /// A layer with `controls`.
    static func layer(
        _ controls: [any Control] = [], title: String? = "Home", scene: String = "HomeScene",
        backTitle: String? = nil, isModal: Bool = false, toast: Toast? = nil,
        left: BarButtonContent? = nil, right: BarButtonContent? = nil
    ) -> WebScreen.Layer {
        let description = SceneDescription(
            scene: scene, title: title,
            leftBarButton: left.map { ControlDescription(BarButton(id: "left-bar-button", content: $0)) },
            rightBarButton: right.map { ControlDescription(BarButton(id: "right-bar-button", content: $0)) },
            controls: controls.map { ControlDescription($0) },
            toast: toast.map(ToastDescription.init))
        return WebScreen.Layer(scene: description, backTitle: backTitle, isModal: isModal)
    }
}

extension String {
    /// How many times `part` occurs (non-overlapping).
    func occurrences(of part: String) -> Int {
        components(separatedBy: part).count - 1
    }
}
