/// How one model of a list shows as a row: the headless counterpart of a `UITableViewCell`
/// subclass with `configure(with:)`. A ``BaseListViewOwner`` makes a row with it for every
/// model it is bound to.
///
/// ```swift
/// enum ContactCell: CellConfigurable {
///     static func row(for contact: Contact) -> ListRow {
///         ListRow(id: contact.id, title: contact.name, detail: contact.email, accessory: .disclosure)
///     }
/// }
/// ```
@MainActor
public protocol CellConfigurable {
    /// What one row shows.
    associatedtype Model: Sendable
    /// The row showing `model`. Its `id` is what tests and scripts see in the list's state.
    static func row(for model: Model) -> ListRow
}

/// A titled group of a list's models: what ``BaseListViewOwner/sectionsBinder`` shows as one
/// ``ListSection`` (UIKit's table section with its header), a row per model.
///
/// ```swift
/// let byInitial = Dictionary(grouping: contacts) { String($0.name.prefix(1)) }
///     .sorted { $0.key < $1.key }
///     .map { ListModelSection(title: $0.key, $0.value) }
/// ```
public struct ListModelSection<Model: Sendable>: Sendable {
    /// The heading drawn over the rows; `nil` draws none.
    public var title: String?
    /// The models, one row each, in order.
    public var models: [Model]

    /// A section of `models` under `title` (no heading when `nil`).
    public init(title: String? = nil, _ models: [Model]) {
        self.title = title
        self.models = models
    }
}

extension ListModelSection: Equatable where Model: Equatable {}
