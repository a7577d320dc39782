import NanoCore
import NanoReactive

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

    /// Creates the view model.
    /// - Parameter versionText: the app's name and version (`Nano 0.1.0`).
    init(versionText: String) {
        self.versionText = versionText
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
        }
    }
}
