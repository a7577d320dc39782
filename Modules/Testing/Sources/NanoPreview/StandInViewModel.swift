import NanoCore
import NanoReactive

/// The stand-in screen's view model: a fixed name, and a ``Step/pass`` step when the button is
/// tapped.
public final class StandInViewModel: AbstractViewModel<
    StandInViewModel.InputFromView, StandInViewModel.Publishers, StandInViewModel.Step
>
{
    /// The button's taps.
    public struct InputFromView {
        let pass: AnyPublisher<Void, Never>
    }

    /// The name, and whether the button is hidden.
    public struct Publishers {
        let name: AnyPublisher<String?, Never>
        let passes: AnyPublisher<Bool, Never>
    }

    /// What the screen asks its coordinator for.
    public enum Step: Equatable {
        /// The person tapped `pass`.
        case pass
    }

    private let name: String
    private let isGuardFlow: Bool

    /// A view model naming `name`; `isGuardFlow` shows the `pass` button.
    public init(name: String, isGuardFlow: Bool) {
        self.name = name
        self.isGuardFlow = isGuardFlow
    }

    /// Shows the name (as the title too); forwards taps on `pass`.
    override public func transform(input: Input) -> Output<Publishers, Step> {
        let navigator = Navigator<Step>()
        let pass = input.fromView.pass.sink { [navigator] in navigator.next(.pass) }
        let title = input.fromController.viewDidLoad.sink { [name, controller = input.fromController] in
            controller.titleSubject.send(name)
        }
        return Output(
            publishers: Publishers(
                name: Just("Stand-in for \(name)").eraseToAnyPublisher(),
                passes: Just(!isGuardFlow).eraseToAnyPublisher()),
            navigation: navigator.navigation
        ) {
            pass
            title
        }
    }
}
