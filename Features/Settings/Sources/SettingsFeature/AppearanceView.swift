import NanoReactive
import NanoUI

/// The appearance screen's controls: the list `appearance` with rows `system`, `light` and
/// `dark`, a checkmark on the current one.
final class AppearanceView: SceneView, ViewModelled {
    /// The view model this view binds.
    typealias ViewModel = AppearanceViewModel

    /// `appearance`.
    let list = ListView(id: "appearance")

    /// The list.
    override var controls: [any Control] { [list] }

    /// The selected rows, as appearances.
    var inputFromView: InputFromView {
        .init(
            selected: list.selectedRowPublisher
                .compactMap { Appearance(rawValue: $0.id) }
                .eraseToAnyPublisher())
    }

    /// Binds the choices' names and the checkmark.
    func populate(with publishers: ViewModel.Publishers) -> [AnyCancellable] {
        publishers.choices.combineLatest(publishers.current).map(Self.rows) --> list.rowsBinder
    }

    /// Every choice as a row, the `current` one checked.
    static func rows(_ choices: [(appearance: Appearance, title: String)], checking current: Appearance) -> [ListRow] {
        choices.map { choice in
            ListRow(
                id: choice.appearance.rawValue, title: choice.title,
                accessory: choice.appearance == current ? .checkmark : .none)
        }
    }
}
