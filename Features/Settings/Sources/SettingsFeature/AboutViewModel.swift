import NanoCore
import NanoReactive
import NanoStrings

/// The about screen's logic: the app's name and version, and a Done bar button that asks to
/// close the screen.
final class AboutViewModel: AbstractViewModel<
    AboutViewModel.InputFromView,
    AboutViewModel.Publishers,
    AboutViewModel.Step
>
{
    /// Where the flow goes next.
    enum Step: Equatable, Sendable {
        /// Close the about screen.
        case done
    }

    /// The view's events: none (Done is a bar button, reported by the scene host).
    struct InputFromView {
        /// Creates the (empty) events.
        init() {}
    }

    /// What the view shows.
    struct Publishers {
        /// "Nano 0.1.0".
        let version: AnyPublisher<String, Never>
    }

    /// The version text shown.
    let versionText: String
    private let text: Strings<SettingsText>

    /// Creates the view model.
    /// - Parameters:
    ///   - versionText: the app's name and version (`Nano 0.1.0`).
    ///   - text: the title and Done in the app's language.
    init(versionText: String, text: Strings<SettingsText>) {
        self.versionText = versionText
        self.text = text
    }

    /// Builds the screen's logic.
    override func transform(input: Input) -> Output<Publishers, Step> {
        let navigator = Navigator<Step>()
        let done = input.fromController.rightBarButtonTrigger
            .sink { [navigator] in navigator.next(.done) }
        return Output(
            publishers: Publishers(version: Just(versionText).eraseToAnyPublisher()),
            navigation: navigator.navigation
        ) {
            done
            input.fromController.showTitle(text[.about])
            input.fromController.showRightBarButton(.title(text[.done]))
        }
    }
}
