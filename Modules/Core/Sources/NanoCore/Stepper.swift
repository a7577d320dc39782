/// Something that asks for navigation steps through a ``Navigator``: a coordinator reporting
/// to its parent (every `Coordinating` coordinator is a `Stepper`), or any object a flow
/// subscribes to. A view model does not need to be one: its steps leave through
/// `Output.navigation`, usually from a local navigator.
@MainActor
public protocol Stepper: AnyObject {
    /// The steps it asks for.
    associatedtype Step
    /// Sends its steps to whoever listens (`navigator.navigation`).
    var navigator: Navigator<Step> { get }
}
