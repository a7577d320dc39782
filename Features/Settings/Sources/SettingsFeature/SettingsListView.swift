import NanoNavigation

/// The settings list's controls: the list `settings`, one row per ``SettingsItem`` (row ids
/// `notifications`, `appearance`, `profile`, `about`), each with a disclosure chevron.
public final class SettingsListView: ViewModelled {
    /// The view model this view binds.
    public typealias ViewModel = SettingsListViewModel

    /// `settings`.
    public let list = ListView(id: "settings")

    /// Creates the view.
    public init() {}

    /// The list.
    public var controls: [any Control] { [list] }

    /// The selected rows, as items.
    public var inputFromView: SettingsListViewModel.FromView {
        .init(
            selectedItem: list.selectedRowPublisher
                .compactMap { SettingsItem(rawValue: $0.id) }
                .eraseToAnyPublisher())
    }

    /// Binds the rows.
    public func populate(with publishers: SettingsListViewModel.Publishers) -> [AnyCancellable] {
        publishers.rows.map { rows in rows.map(Self.listRow(for:)) } --> list.rowsBinder
    }

    /// The list row for `row`.
    static func listRow(for row: SettingsListViewModel.Row) -> ListRow {
        ListRow(id: row.item.rawValue, title: row.item.title, detail: row.detail, accessory: .disclosure)
    }
}
