import NanoCore
import NanoReactive
import NanoUI

/// One row per item: its title, its subtitle beside it, a chevron (row ids are the item ids).
enum CatalogItemCell: CellConfigurable {
    /// The row of `item`.
    static func row(for item: CatalogItem) -> ListRow {
        ListRow(id: String(item.id), title: item.title, detail: item.subtitle, accessory: .disclosure)
    }
}

/// A category's list: the search field `search`, the spinner `loading`, the status line
/// `status` (loading, nothing found, the failure), the list `items` (pulled to refresh, its
/// footer "10 of 82") and the button `more`, shown while a next page exists. The headless list
/// has no scroll position, so reaching the end is the `more` button (`tap more`).
final class CatalogListView: BaseListViewOwner<CatalogItemCell>, ViewModelled {
    /// The view model this view binds.
    typealias ViewModel = CatalogListViewModel

    /// `items`.
    override class var listID: String { "items" }
    /// A pull loads page 1 again.
    override class var isRefreshable: Bool { true }

    /// `search`: the text items' names must contain.
    let searchField = TextField(id: "search")
    /// `loading`: spins while a request is in flight.
    let spinner = ActivityIndicatorView(id: "loading")
    /// `status`: what the rows cannot say.
    let status = Label(id: "status")
    /// `more`: loads the next page.
    let moreButton = Button(id: "more")

    /// The field, the spinner and the status line over the list.
    override var headerControls: [any Control] { [searchField, spinner, status] }
    /// The header, the list, then the load-more button.
    override var controls: [any Control] { super.controls + [moreButton] }

    /// What the person does: types (not the field's first value), asks for more, pulls, selects.
    var inputFromView: InputFromView {
        .init(
            search: searchField.textPublisher.dropFirst().map { $0 ?? "" }.eraseToAnyPublisher(),
            loadMore: moreButton.tapPublisher, refresh: pullToRefreshPublisher, selected: selectedModelPublisher)
    }

    /// Binds the rows, the states and the texts.
    func populate(with publishers: ViewModel.Publishers) -> [AnyCancellable] {
        publishers.rows --> modelsBinder
        publishers.isLoading --> spinner.isAnimatingBinder
        publishers.status --> status.textBinder
        publishers.status.map { $0 == nil } --> status.isHiddenBinder
        publishers.footer --> footerBinder
        publishers.canLoadMore --> moreButton.isVisibleBinder
        publishers.isRefreshing --> isRefreshingBinder
        publishers.initialSearch --> searchField.textBinder
        publishers.labels.map(\.search) --> searchField.placeholderBinder
        publishers.labels.map(\.loadMore) --> moreButton.titleBinder()
    }
}

/// A category's list: ``CatalogListView`` bound to ``CatalogListViewModel``; a split's list column.
final class CatalogListScene: NanoViewController<CatalogListView>, ControllerConfigProviding, SplitColumnScene {
    /// Titled by its view model with the category's name.
    static let config = ControllerConfig(title: "Catalog")
    /// The list column: between the categories and the item on a wide host.
    static let splitColumn = SplitColumn.list
}
