import NanoCore
import NanoReactive
import NanoUI

/// One row per category: its name and a chevron (row ids `people`, `planets`, ...).
enum CategoryCell: CellConfigurable {
    /// The row of `row.category`.
    static func row(for row: CategoriesViewModel.Row) -> ListRow {
        ListRow(id: row.category.rawValue, title: row.title, accessory: .disclosure)
    }
}

/// The categories screen's controls: the list `categories`, its rows in two titled sections
/// (`select categories 2` still opens Films: rows are counted across sections).
final class CategoriesView: BaseListViewOwner<CategoryCell>, ViewModelled {
    /// The view model this view binds.
    typealias ViewModel = CategoriesViewModel

    /// `categories`.
    override class var listID: String { "categories" }

    /// The selected rows, as categories.
    var inputFromView: InputFromView {
        .init(selected: selectedModelPublisher.map(\.category).eraseToAnyPublisher())
    }

    /// Binds the groups, one section each.
    func populate(with publishers: ViewModel.Publishers) -> [AnyCancellable] {
        publishers.groups.map { groups in groups.map { ListModelSection(title: $0.title, $0.rows) } } --> sectionsBinder
    }
}

/// The categories: ``CategoriesView`` bound to ``CategoriesViewModel``; a split's sidebar.
final class CategoriesScene: NanoViewController<CategoriesView>, ControllerConfigProviding, SplitColumnScene {
    /// Titled by its view model, in the app's language.
    static let config = ControllerConfig(title: "Catalog")
    /// The sidebar: beside the list and the detail on a wide host.
    static let splitColumn = SplitColumn.sidebar
}
