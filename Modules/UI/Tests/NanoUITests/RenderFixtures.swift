import NanoCore
import NanoReactive
import NanoUI

/// A loaded ``FormScene`` with Ada typed in, and optionally every kind of control.
@MainActor
enum RenderFixtures {
    static func formScene(name: String = "Ada Lovelace", email: String = "ada@example.com") -> FormScene {
        let scene = FormScene(viewModel: FormViewModel())
        scene.loadViewIfNeeded()
        if let view = scene.rootView {
            _ = view.name.type(name)
            _ = view.email.type(email)
        }
        return scene
    }
}

/// A view with one control of every kind, for rendering.
final class GalleryView: ViewModelled {
    typealias ViewModel = GalleryViewModel

    let title = Label(id: "intro", text: "Choose a plan")
    let password = TextField(id: "password", placeholder: "Password", text: "secret", isSecureTextEntry: true)
    let code = TextField(id: "code", placeholder: "Code", isEnabled: false)
    let news = Toggle(id: "news", title: "Send me news", isOn: true)
    let spinner = ActivityIndicatorView(id: "loading", isAnimating: true)
    let plans = ListView(
        id: "plans",
        sections: [
            ListSection(
                title: "Monthly",
                rows: [
                    ListRow(id: "basic", title: "Basic", detail: "5 EUR", accessory: .disclosure),
                    ListRow(id: "pro", title: "Pro", detail: "9 EUR", accessory: .checkmark),
                ])
        ])
    let hidden = Button(id: "secret", title: "Hidden")

    init() {
        hidden.isHidden = true
        _ = plans.select(row: 1)
    }

    var controls: [any Control] { [title, password, code, news, spinner, plans, hidden] }
    var inputFromView: Void { () }
    func populate(with publishers: Void) -> [AnyCancellable] {}
}

/// A view model with nothing to do.
final class GalleryViewModel: AbstractViewModel<Void, Void, Never> {
    override func transform(input: Input) -> Output<Void, Never> {
        let navigator = Navigator<Never>()
        return Output(publishers: (), navigation: navigator.navigation)
    }
}

/// The gallery scene: a title, a disabled left bar button and a toast-less body.
final class GalleryScene: NanoViewController<GalleryView>, ControllerConfigProviding {
    static let config = ControllerConfig(
        title: "Plans", leftBarButton: BarButtonContent(.system(.cancel), isEnabled: false))
}

/// The gallery shown modally: no back button even when the stack has one.
final class ModalGalleryScene: NanoViewController<GalleryView>, ControllerConfigProviding {
    static let config = ControllerConfig(title: "Modal", hidesBackButton: true)
}

extension ControlDescription {
    /// A label's description.
    static func label(_ id: String, _ text: String) -> ControlDescription {
        ControlDescription(id: id, kind: .label, state: ControlState([.init("text", .string(text))]))
    }
}

/// The number of terminal columns `text` takes (CJK ideographs and kana count two).
func columns(_ text: some StringProtocol) -> Int {
    text.unicodeScalars.reduce(0) { $0 + ((0x3000...0x9FFF).contains($1.value) ? 2 : 1) }
}
