import NanoCore
import NanoReactive
import NanoUI

/// A screen standing in for another feature's: its title and the label `stand-in` name what it
/// stands for, and, on a guard's stand-in flow, the button `pass` makes the guard pass.
public final class StandInScene: NanoViewController<StandInView> {}

/// The stand-in screen's view: the `stand-in` label and the `pass` button (hidden unless the
/// screen stands in for a guard's flow).
public final class StandInView: ViewModelled {
    /// The view model type.
    public typealias ViewModel = StandInViewModel
    /// Names what the screen stands for (`Stand-in for home`).
    public let label = Label(id: "stand-in")
    /// Passes the guard whose flow the screen stands in for.
    public let pass = Button(id: "pass", title: "Pass the guard")

    /// A view with its two controls.
    public init() {}

    /// The label, then the button.
    public var controls: [any Control] { [label, pass] }

    /// The button's taps.
    public var inputFromView: StandInViewModel.FromView { .init(pass: pass.tapPublisher) }

    /// Shows the name, and the button only on a guard's flow.
    public func populate(with publishers: StandInViewModel.Publishers) -> [AnyCancellable] {
        [
            publishers.name --> label.textBinder,
            publishers.passes --> pass.isHiddenBinder,
        ]
    }
}

/// The stand-in screen's view model: a fixed name, and a ``Step/pass`` step when the button is
/// tapped.
public final class StandInViewModel: AbstractViewModel<
    StandInViewModel.FromView, StandInViewModel.Publishers, StandInViewModel.Step
>, ViewModelType
{
    /// The button's taps.
    public struct FromView {
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
    public func transform(input: Input) -> Output {
        let pass = input.fromView.pass.sink { [navigator] in navigator.next(.pass) }
        let title = input.fromController.viewDidLoad.sink { [name, controller = input.fromController] in
            controller.titleSubject.send(name)
        }
        return Output(
            publishers: Publishers(
                name: Just("Stand-in for \(name)").eraseToAnyPublisher(),
                passes: Just(!isGuardFlow).eraseToAnyPublisher()),
            navigation: navigator.navigation, bindings: [pass, title])
    }
}
