import NanoNavigation

/// The about screen's logic: the app's name and version, and a Done bar button that asks to
/// close the screen.
public final class AboutViewModel: AbstractViewModel<
    AboutViewModel.FromView,
    AboutViewModel.Publishers,
    AboutViewModel.Step
>, ViewModelType
{
    /// Where the flow goes next.
    public enum Step: Equatable, Sendable {
        /// Close the about screen.
        case done
    }

    /// The view's events: none (Done is a bar button, reported by the scene host).
    public struct FromView {
        /// Creates the (empty) events.
        public init() {}
    }

    /// What the view shows.
    public struct Publishers {
        /// "Nano 0.1.0".
        public let version: AnyPublisher<String, Never>
    }

    /// The version text shown.
    public let versionText: String

    /// Creates the view model.
    /// - Parameter versionText: the app's name and version (`Nano 0.1.0`).
    public init(versionText: String) {
        self.versionText = versionText
    }

    /// Builds the screen's logic.
    public func transform(input: Input) -> Output {
        let done = input.fromController.rightBarButtonTrigger
            .sink { [navigator] in navigator.next(.done) }
        return Output(
            publishers: Publishers(version: Just(versionText).eraseToAnyPublisher()),
            navigation: navigator.navigation, bindings: [done])
    }
}
