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

    /// Binds the checkmark.
    func populate(with publishers: ViewModel.Publishers) -> [AnyCancellable] {
        publishers.current.map(Self.rows(checking:)) --> list.rowsBinder
    }

    /// Every appearance as a row, the `current` one checked.
    static func rows(checking current: Appearance) -> [ListRow] {
        Appearance.allCases.map { appearance in
            ListRow(
                id: appearance.rawValue, title: appearance.title,
                accessory: appearance == current ? .checkmark : .none)
        }
    }
}
