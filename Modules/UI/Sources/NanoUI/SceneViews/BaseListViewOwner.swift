import NanoReactive

/// A scene view that owns one list of a single cell type, with optional pull-to-refresh and a
/// footer: the headless counterpart of SceneViews' `BaseTableViewOwner` and
/// `SingleCellTypeTableView`.
///
/// ```swift
/// final class ContactsView: BaseListViewOwner<ContactCell>, ViewModelled {
///     typealias ViewModel = ContactsViewModel
///     override class var listID: String { "contacts" }
///     override class var isRefreshable: Bool { true }
///
///     var inputFromView: InputFromView {
///         InputFromView(selected: selectedModelPublisher, pulledToRefresh: pullToRefreshPublisher)
///     }
///
///     func populate(with publishers: ViewModel.Publishers) -> [AnyCancellable] {
///         publishers.contacts --> modelsBinder
///         publishers.isRefreshing --> isRefreshingBinder
///         publishers.footer --> footerBinder
///     }
/// }
/// ```
///
/// A script pulls the list with `refresh contacts` and selects with `select contacts 2`.
///
/// Grouped rows bind with ``sectionsBinder`` instead: one ``ListModelSection`` per group, each
/// under its title, and ``selectedModelPublisher`` still sends the model of the row selected,
/// whichever section it is in:
///
/// ```swift
/// publishers.contactsByInitial --> sectionsBinder   // [ListModelSection(title: "A", [ada, alan]), ...]
/// ```
@MainActor
open class BaseListViewOwner<Cell: CellConfigurable>: SceneView {
    /// The list's id (`list` unless overridden).
    open class var listID: String { "list" }
    /// Whether a person can pull the list to refresh it (`false` unless overridden).
    open class var isRefreshable: Bool { false }

    /// The list control the owner fills from its cells; put it in the view's `controls`.
    public let listView: ListView
    /// The models the rows show, in order, every section's one after another.
    public var models: [Cell.Model] { modelSections.flatMap(\.models) }
    /// The models the rows show, by section, as last bound (one untitled section after
    /// ``modelsBinder``).
    public private(set) var modelSections: [ListModelSection<Cell.Model>] = []

    /// Creates the view with an empty list.
    public required init() {
        listView = ListView(id: Self.listID, refreshable: Self.isRefreshable)
        super.init()
    }

    /// Controls shown above the list (none unless overridden).
    open var headerControls: [any Control] { [] }

    /// The header controls, then the list.
    override open var controls: [any Control] { headerControls + [listView] }

    /// Replaces the models, one row each (``CellConfigurable/row(for:)``), in one untitled
    /// section; clears the selection. Holds the view weakly.
    public var modelsBinder: Binder<[Cell.Model]> {
        Binder(self) { owner, models in owner.show([ListModelSection(models)]) }
    }

    /// Replaces the models with `sections`: one list section each, under its title, one row per
    /// model (``CellConfigurable/row(for:)``); clears the selection. A selected row's model is
    /// found by its section and row (a script's `select contacts 3` counts every section's rows
    /// from 0). Holds the view weakly.
    public var sectionsBinder: Binder<[ListModelSection<Cell.Model>]> {
        Binder(self) { owner, sections in owner.show(sections) }
    }

    /// Emits the model of every row a person selects.
    public var selectedModelPublisher: AnyPublisher<Cell.Model, Never> {
        listView.selectionPublisher.compactMap { [weak self] index in
            MainActor.assumeIsolated { self?.model(at: index) }
        }
        .eraseToAnyPublisher()
    }

    /// Emits each time a person pulls the list to refresh it.
    public var pullToRefreshPublisher: AnyPublisher<Void, Never> { listView.refreshPublisher }

    /// Ends (`false`) the refreshing state the pull started. Holds the list weakly.
    public var isRefreshingBinder: Binder<Bool> { listView.isRefreshingBinder }

    /// Sets (or, with `nil`, removes) the footer under the rows. Holds the list weakly.
    public var footerBinder: Binder<String?> { listView.footerBinder }

    private func show(_ sections: [ListModelSection<Cell.Model>]) {
        modelSections = sections
        listView.sections = sections.map { ListSection(title: $0.title, rows: $0.models.map { Cell.row(for: $0) }) }
    }

    private func model(at index: ListIndex) -> Cell.Model? {
        guard modelSections.indices.contains(index.section),
            modelSections[index.section].models.indices.contains(index.row)
        else { return nil }
        return modelSections[index.section].models[index.row]
    }
}
