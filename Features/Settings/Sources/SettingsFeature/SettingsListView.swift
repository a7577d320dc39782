import NanoReactive
import NanoUI

/// One row per settings item: its title, its current value as detail, a disclosure chevron.
enum SettingsRowCell: CellConfigurable {
    /// The row of `row.item` (row ids `notifications`, `appearance`, `profile`, `about`).
    static func row(for row: SettingsListViewModel.Row) -> ListRow {
        ListRow(id: row.item.rawValue, title: row.title, detail: row.detail, accessory: .disclosure)
    }
}

/// The settings list's controls: the list `settings`, one ``SettingsRowCell`` row per
/// ``SettingsItem``, pulled to refresh with `refresh settings`, with the app's version as its
/// footer.
final class SettingsListView: BaseListViewOwner<SettingsRowCell>, ViewModelled {
    /// The view model this view binds.
    typealias ViewModel = SettingsListViewModel

    /// `settings`.
    override class var listID: String { "settings" }
    /// A pull re-reads the values.
    override class var isRefreshable: Bool { true }

    /// The selected rows, as items, and the pulls.
    var inputFromView: InputFromView {
        .init(
            selectedItem: selectedModelPublisher.map(\.item).eraseToAnyPublisher(),
            refresh: pullToRefreshPublisher)
    }

    /// Binds the rows, the end of a refresh and the footer.
    func populate(with publishers: ViewModel.Publishers) -> [AnyCancellable] {
        publishers.rows --> modelsBinder
        publishers.isRefreshing --> isRefreshingBinder
        publishers.footer --> footerBinder
    }
}
