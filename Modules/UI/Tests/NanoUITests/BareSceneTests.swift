import NanoCore
import NanoReactive
import NanoUI
import Testing

/// A screen with no scene subclass: the view brings the config.
final class NoteView: ViewModelled, ControllerConfigProviding {
    typealias ViewModel = FormViewModel
    static let config = ControllerConfig(title: "Note", rightBarButton: .title("Skip"))

    let greeting = Label(id: "greeting")
    var controls: [any Control] { [greeting] }
    var inputFromView: InputFromView { .init(name: .just(""), email: .just(""), submit: Empty().eraseToAnyPublisher()) }

    func populate(with publishers: ViewModel.Publishers) -> [AnyCancellable] {
        publishers.greeting --> greeting.textBinder
    }
}

/// A subclass of the same host with a config of its own.
final class OwnTitleScene: NanoViewController<NoteView>, ControllerConfigProviding {
    static let config = ControllerConfig(title: "Own")
}

@MainActor
struct BareSceneTests {
    @Test func aHostWithoutASubclassIsNamedAfterItsViewAndTakesTheViewsConfig() {
        let scene = NanoViewController<NoteView>(viewModel: FormViewModel())
        #expect(scene.sceneName == "NoteScene")
        #expect(scene.title == "Note")
        #expect(scene.rightBarButton?.content == .title("Skip"))
    }

    @Test func aSubclassKeepsItsNameAndItsOwnConfigWins() {
        #expect(OwnTitleScene(viewModel: FormViewModel()).sceneName == "OwnTitleScene")
        #expect(OwnTitleScene(viewModel: FormViewModel()).title == "Own")
        #expect(FormScene(viewModel: FormViewModel()).title == "Sign up")
    }

    @Test func aViewWithoutConfigGivesTheDefault() {
        let scene = NanoViewController<FormView>(viewModel: FormViewModel())
        #expect(scene.sceneName == "FormScene")
        #expect(scene.title == nil)
        #expect(scene.rightBarButton == nil)
    }
}
