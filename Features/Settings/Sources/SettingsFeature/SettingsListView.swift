import NanoReactive
import NanoUI

/// The settings list's controls: the list `settings`, one row per ``SettingsItem`` (row ids
/// `notifications`, `appearance`, `profile`, `about`), each with a disclosure chevron.
final class SettingsListView: SceneView, ViewModelled {
    /// The view model this view binds.
    typealias ViewModel = SettingsListViewModel

    /// `settings`.
    let list = ListView(id: "settings")

    /// The list.
    override var controls: [any Control] { [list] }

    /// The selected rows, as items.
    var inputFromView: InputFromView {
        .init(
            selectedItem: list.selectedRowPublisher
                .compactMap { SettingsItem(rawValue: $0.id) }
                .eraseToAnyPublisher())
    }

    /// Binds the rows.
    func populate(with publishers: ViewModel.Publishers) -> [AnyCancellable] {
        publishers.rows.map { rows in rows.map(Self.listRow(for:)) } --> list.rowsBinder
    }

    /// The list row for `row`.
    static func listRow(for row: SettingsListViewModel.Row) -> ListRow {
        ListRow(id: row.item.rawValue, title: row.item.title, detail: row.detail, accessory: .disclosure)
    }
}
