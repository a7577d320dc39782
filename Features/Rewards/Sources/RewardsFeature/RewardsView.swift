import NanoReactive
import NanoUI

/// The Rewards screen's controls: `headline` and `message` labels and the `confirm` button,
/// hidden when the state offers nothing to do. A layout component only: it shows whole
/// ``RewardsViewState``s (``bind(_:)``) and reports ``RewardsAction``s, never a button tap.
final class RewardsView: SceneView, ViewStateBinding, ViewModelled {
    /// The view model this view binds.
    typealias ViewModel = RewardsViewModel

    /// `headline`.
    let headline = Label(id: "headline")
    /// `message`.
    let message = Label(id: "message")
    /// `confirm`: joins, or unblocks the card.
    let confirmButton = Button(id: "confirm", title: "")

    /// Headline, message, confirm.
    override var controls: [any Control] { [headline, message, confirmButton] }

    /// Shows `state`.
    func bind(_ state: RewardsViewState) {
        headline.text = state.headline
        message.text = state.message
        confirmButton.title = state.actionTitle ?? ""
        confirmButton.isHidden = state.actionTitle == nil
    }

    /// A tap on `confirm` is the `confirm` action.
    var inputFromView: InputFromView {
        InputFromView(actions: confirmButton.tapPublisher.map { RewardsAction.confirm }.eraseToAnyPublisher())
    }

    /// Binds every state.
    func populate(with publishers: ViewModel.Publishers) -> [AnyCancellable] {
        publishers.state --> stateBinder
    }
}
