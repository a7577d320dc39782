import NanoCore
import NanoReactive
import NanoStrings

/// The about screen's logic: the app's name and version, titled "About", and a Done bar button
/// (`right-bar-button`) that asks to close it, in the app's language.
final class AboutViewModel: AbstractViewModel<Void, AboutViewModel.Publishers, AboutViewModel.Step> {
    enum Step: Equatable, Sendable { case done }
    struct Publishers { let version: Signal<String> }

    let versionText: String
    private let text: Strings<SettingsText>

    init(versionText: String, text: Strings<SettingsText>) {
        self.versionText = versionText
        self.text = text
    }

    override func transform(input: Input) -> Output<Publishers, Step> {
        let navigator = Navigator<Step>()
        return Output(publishers: Publishers(version: .just(versionText)), navigation: navigator.navigation) {
            input.fromController.rightBarButtonTrigger.sink { navigator.next(.done) }
            input.fromController.showTitle(text[.about])
            input.fromController.showRightBarButton(.title(text[.done]))
        }
    }
}
