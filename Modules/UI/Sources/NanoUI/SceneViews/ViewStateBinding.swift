import NanoReactive

/// A view that shows an immutable view state (seed 004's view-state struct of `let`s): the
/// view model publishes whole states, the view binds each with ``bind(_:)``, and a test can bind
/// any state directly, with no view model at all (NanoTesting's `ViewStateScene`).
///
/// ```swift
/// final class RewardsView: SceneView, ViewStateBinding {
///     func bind(_ state: RewardsViewState) {
///         message.text = state.message
///         confirm.title = state.actionTitle ?? ""
///         confirm.isHidden = state.actionTitle == nil
///     }
/// }
/// // in populate(with:)
/// publishers.state --> stateBinder
/// ```
@MainActor
public protocol ViewStateBinding: AnyObject {
    /// The state the view shows: a value, rebuilt by the view model for every change.
    associatedtype ViewState
    /// Shows `state`, replacing whatever the view showed before.
    func bind(_ state: ViewState)
}

extension ViewStateBinding {
    /// Binds each state with ``bind(_:)``. Holds the view weakly.
    public var stateBinder: Binder<ViewState> {
        Binder(self) { view, state in view.bind(state) }
    }
}
