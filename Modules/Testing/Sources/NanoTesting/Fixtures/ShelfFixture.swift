import NanoContract
import NanoCore
import NanoNavigation
import NanoReactive
import NanoUI

// A split in miniature, for the containers' tests and hosts (seed 003's sidebar │ list │
// detail): `shelf` (the categories, sidebar) → `shelf/<category>` (its items, list) →
// `shelf/<category>/<item>` (one item, detail). One coordinator owns the navigation state
// (the category and item selected); the view models only list rows. A wide host shows the
// three side by side, a narrow one the same stack one screen at a time.

/// The shelf's categories and their items: what its lists show.
public enum ShelfCategory: String, CaseIterable, Sendable {
    /// Apple, pear and plum.
    case fruit
    /// Leek and kale.
    case vegetables

    /// The items of the category, in order.
    public var items: [String] { self == .fruit ? ["apple", "pear", "plum"] : ["leek", "kale"] }
}

/// A shelf screen's view: a `rows` list (categories or items), or the item's `name` label.
public final class ShelfView: ViewModelled {
    /// The view model every shelf screen has.
    public typealias ViewModel = ShelfViewModel
    let rows = ListView(id: "rows")
    let name = Label(id: "name")
    /// An empty list and label, filled by the view model.
    public init() {}
    /// The list, then the label (each hidden when the screen has none).
    public var controls: [any Control] { [rows, name] }
    /// The ids of the rows selected.
    public var inputFromView: InputFromView {
        .init(selected: rows.selectedRowPublisher.map(\.id).eraseToAnyPublisher())
    }
    /// Fills the rows or the label.
    public func populate(with publishers: ViewModel.Publishers) -> [AnyCancellable] {
        rows.isHidden = publishers.rows.isEmpty
        rows.sections = [
            ListSection(rows: publishers.rows.map { ListRow(id: $0, title: $0.capitalized, accessory: .disclosure) })
        ]
        name.isHidden = publishers.name == nil
        name.text = publishers.name ?? ""
        return []
    }
}

/// The categories: the split's sidebar.
public final class ShelfSidebarScene: NanoViewController<ShelfView>, ControllerConfigProviding, SplitColumnScene {
    /// Titled "Shelf".
    public static let config = ControllerConfig(title: "Shelf")
    /// The sidebar column.
    public static let splitColumn = SplitColumn.sidebar
}
/// One category's items: the split's list column.
public final class ShelfListScene: NanoViewController<ShelfView>, ControllerConfigProviding, SplitColumnScene {
    /// Titled "Items".
    public static let config = ControllerConfig(title: "Items")
    /// The list column.
    public static let splitColumn = SplitColumn.list
}
/// One item: the split's detail column.
public final class ShelfDetailScene: NanoViewController<ShelfView>, ControllerConfigProviding, SplitColumnScene {
    /// Titled "Item".
    public static let config = ControllerConfig(title: "Item")
    /// The detail column.
    public static let splitColumn = SplitColumn.detail
}

/// The shelf's coordinator: it owns the navigation state — the category and the item selected —
/// and turns a selection (a row tapped, or a link) into the stack sidebar › list › detail.
public final class ShelfCoordinator: BaseCoordinator<Never>, Coordinating {
    /// The category whose items show, if any.
    public private(set) var selectedCategory: ShelfCategory?
    /// The item showing, if any.
    public private(set) var selectedItem: String?
    private weak var sidebar: (any SceneHosting)?

    /// Shows the categories.
    public func start() {
        sidebar = push(
            scene: ShelfSidebarScene.self, viewModel: ShelfViewModel(rows: ShelfCategory.allCases.map(\.rawValue))
        ) {
            [weak self] id in ShelfCategory(rawValue: id).map { self?.navigate(to: $0) }
        }
        if let sidebar { setLink(ShelfRoutes.shelf.link, for: sidebar) }
    }

    /// Shows `category`'s items over the categories (replacing another category's).
    public func navigate(to category: ShelfCategory) {
        if let sidebar { navigationStack.pop(to: sidebar) }
        selectedCategory = category
        selectedItem = nil
        let list = push(scene: ShelfListScene.self, viewModel: ShelfViewModel(rows: category.items)) {
            [weak self] item in
            self?.navigate(toItem: item, in: category)
        }
        setLink(ShelfRoutes.category.link(category), for: list)
    }

    /// Shows `item` of `category` over its list (replacing another item).
    public func navigate(toItem item: String, in category: ShelfCategory) {
        if selectedCategory != category { navigate(to: category) }
        if let list = navigationStack.scenes.last(where: { $0 is ShelfListScene }) { navigationStack.pop(to: list) }
        selectedItem = item
        let detail = push(scene: ShelfDetailScene.self, viewModel: ShelfViewModel(rows: [], name: item.capitalized)) {
            _ in
        }
        setLink(ShelfRoutes.itemLink(item, in: category), for: detail)
    }
}
