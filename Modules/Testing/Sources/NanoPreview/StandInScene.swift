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
    public var inputFromView: InputFromView { .init(pass: pass.tapPublisher) }

    /// Shows the name, and the button only on a guard's flow.
    public func populate(with publishers: ViewModel.Publishers) -> [AnyCancellable] {
        [
            publishers.name --> label.textBinder,
            publishers.passes --> pass.isHiddenBinder,
        ]
    }
}
