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
