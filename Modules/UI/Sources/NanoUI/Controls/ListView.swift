import NanoReactive

/// Sections of selectable rows (UIKit's `UITableView`).
///
/// ```swift
/// let settings = ListView(id: "settings")
/// publishers.sections --> settings.sectionsBinder
/// settings.selectedRowPublisher.map(\.id)     // the rows the user selects
/// settings.select(row: 2)                     // counting every section's rows from 0
/// ```
///
/// A list made with `refreshable: true` has pull-to-refresh (UIKit's `UIRefreshControl`): a
/// person (or `refresh ID` in a script) pulls it, ``refreshPublisher`` emits, and the list shows
/// that it is refreshing until ``isRefreshingBinder`` receives `false`. A footer
/// (``footerBinder``) is a line of text under the rows.
///
/// State: `sections` (each `{title, rows: [{id, title, detail, accessory}]}`), `selected`
/// (the selected row's index counted across sections, or `null`), and, for a refreshable list,
/// `refreshing`; for a list with a footer, `footer`.
@MainActor
public final class ListView: UserActionable {
    /// The id scripts and tests use to find the list.
    public let id: String
    /// Always ``ControlKind/list``.
    public var kind: ControlKind { .list }
    /// Whether the list is hidden.
    public var isHidden = false
    /// The sections. Replacing them clears the selection, as `reloadData()` does.
    public var sections: [ListSection] {
        didSet { selectedIndex = nil }
    }
    /// The selected row, if any.
    public private(set) var selectedIndex: ListIndex?
    /// Whether a person can pull the list to refresh it.
    public let isRefreshable: Bool
    /// Whether the list shows that it is refreshing: from a pull until the owner says it is done.
    public private(set) var isRefreshing = false
    /// The line of text under the rows, if any.
    public var footer: String?

    private let selections = PassthroughSubject<ListIndex, Never>()
    private let refreshes = PassthroughSubject<Void, Never>()

    /// Creates a list.
    /// - Parameters:
    ///   - id: The list's id, unique within its scene.
    ///   - sections: The initial sections.
    ///   - refreshable: Whether a person can pull it to refresh (``refresh()``).
    ///   - footer: The line of text under the rows.
    public init(id: String, sections: [ListSection] = [], refreshable: Bool = false, footer: String? = nil) {
        self.id = id
        self.sections = sections
        self.isRefreshable = refreshable
        self.footer = footer
    }

    /// The number of rows, counting every section.
    public var rowCount: Int { sections.reduce(0) { $0 + $1.rows.count } }

    /// The row at `index`, if there is one.
    public func row(at index: ListIndex) -> ListRow? {
        guard sections.indices.contains(index.section),
            sections[index.section].rows.indices.contains(index.row)
        else { return nil }
        return sections[index.section].rows[index.row]
    }

    /// The index of the row at `flatRow`, counting every section's rows in order from 0.
    public func index(ofFlatRow flatRow: Int) -> ListIndex? {
        guard flatRow >= 0 else { return nil }
        var remaining = flatRow
        for (section, content) in sections.enumerated() {
            if remaining < content.rows.count { return ListIndex(section: section, row: remaining) }
            remaining -= content.rows.count
        }
        return nil
    }

    /// The flat row number of `index` (the inverse of ``index(ofFlatRow:)``).
    public func flatRow(of index: ListIndex) -> Int? {
        guard row(at: index) != nil else { return nil }
        return sections[..<index.section].reduce(0) { $0 + $1.rows.count } + index.row
    }

    /// The selected row, if any.
    public var selectedRow: ListRow? { selectedIndex.flatMap(row(at:)) }

    /// `sections`, `selected` (flat row number or `null`), `refreshing` (refreshable lists) and
    /// `footer` (lists with one).
    public var state: ControlState {
        var properties: [ControlState.Property] = [
            .init("sections", .array(sections.map(\.stateValue))),
            .init("selected", selectedIndex.flatMap(flatRow(of:)).map(StateValue.int) ?? .null),
        ]
        if isRefreshable { properties.append(.init("refreshing", .bool(isRefreshing))) }
        if let footer { properties.append(.init("footer", .string(footer))) }
        return ControlState(properties)
    }

    /// Emits each time a person pulls the list to refresh it.
    public var refreshPublisher: AnyPublisher<Void, Never> { refreshes.eraseToAnyPublisher() }

    /// Ends (`false`) or shows (`true`) the refreshing state, as `UIRefreshControl`'s
    /// `endRefreshing()` / `beginRefreshing()`. Holds the list weakly.
    public var isRefreshingBinder: Binder<Bool> {
        Binder(self) { list, isRefreshing in list.isRefreshing = isRefreshing }
    }

    /// Sets (or, with `nil`, removes) the footer. Holds the list weakly.
    public var footerBinder: Binder<String?> {
        Binder(self) { list, footer in list.footer = footer }
    }

    /// Pulls the list to refresh it, as a person would: shows the refreshing state and emits on
    /// ``refreshPublisher``. Refused, with nothing changed, when the list is hidden, cannot be
    /// refreshed, or is refreshing already.
    public func refresh() -> ActionResult {
        if let refusal = refusalIfHidden() { return refusal }
        guard isRefreshable else { return .refused("list '\(id)' cannot be refreshed") }
        guard !isRefreshing else { return .refused("list '\(id)' is refreshing already") }
        isRefreshing = true
        refreshes.send(())
        return .performed
    }

    /// Emits the index of every row the user selects.
    public var selectionPublisher: AnyPublisher<ListIndex, Never> { selections.eraseToAnyPublisher() }

    /// Emits every row the user selects.
    public var selectedRowPublisher: AnyPublisher<ListRow, Never> {
        selections.compactMap { [weak self] index in MainActor.assumeIsolated { self?.row(at: index) } }
            .eraseToAnyPublisher()
    }

    /// Replaces the sections (clearing the selection). Holds the list weakly.
    public var sectionsBinder: Binder<[ListSection]> {
        Binder(self) { list, sections in list.sections = sections }
    }

    /// Replaces the sections with one untitled section of `rows` (clearing the selection).
    /// Holds the list weakly.
    public var rowsBinder: Binder<[ListRow]> {
        Binder(self) { list, rows in list.sections = [ListSection(rows: rows)] }
    }

    /// Selects the row at `row`, counting every section's rows in order from 0, as a person
    /// tapping it, and emits on ``selectionPublisher`` and ``selectedRowPublisher``. Refused, with
    /// nothing changed, when the list is hidden or has no such row.
    public func select(row: Int) -> ActionResult {
        if let refusal = refusalIfHidden() { return refusal }
        guard let index = index(ofFlatRow: row) else {
            let count = rowCount
            let range = count == 0 ? "it has no rows" : "rows are 0...\(count - 1)"
            return .refused("list '\(id)' has no row \(row) (\(range))")
        }
        selectedIndex = index
        selections.send(index)
        return .performed
    }

    /// Selects the row whose id is `rowID` (see ``select(row:)``).
    public func select(rowWithID rowID: String) -> ActionResult {
        if let refusal = refusalIfHidden() { return refusal }
        let ids = sections.flatMap { $0.rows.map(\.id) }
        guard let flat = ids.firstIndex(of: rowID) else {
            return .refused("list '\(id)' has no row with id '\(rowID)'")
        }
        return select(row: flat)
    }
}
