/// The position of a row in a ``ListView`` (UIKit's `IndexPath` of a table view).
public struct ListIndex: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The section, from 0.
    public var section: Int
    /// The row within its section, from 0.
    public var row: Int

    /// Creates an index.
    public init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }

    /// `section.row`, e.g. `1.0`.
    public var description: String { "\(section).\(row)" }
}

/// A section of a ``ListView``: an optional title over its rows.
public struct ListSection: Sendable, Equatable {
    /// The title shown over the rows, if any.
    public var title: String?
    /// The rows, in display order.
    public var rows: [ListRow]

    /// Creates a section.
    public init(title: String? = nil, rows: [ListRow]) {
        self.title = title
        self.rows = rows
    }

    /// `title` (`null` when unset) and `rows`.
    var stateValue: StateValue {
        .object([.init("title", title.map(StateValue.string) ?? .null), .init("rows", .array(rows.map(\.stateValue)))])
    }
}

/// A row of a ``ListView``.
public struct ListRow: Sendable, Equatable {
    /// What a row shows at its trailing edge (UIKit's `accessoryType`).
    public enum Accessory: String, Sendable, Equatable, Codable, CaseIterable {
        /// Nothing.
        case none
        /// A chevron: selecting the row opens something.
        case disclosure
        /// A checkmark: the row is the chosen one.
        case checkmark
    }

    /// The row's id, stable across reloads (a setting's key, an item's identifier).
    public var id: String
    /// The main text.
    public var title: String
    /// The secondary text shown at the trailing edge, if any.
    public var detail: String?
    /// The trailing accessory.
    public var accessory: Accessory

    /// Creates a row.
    public init(id: String, title: String, detail: String? = nil, accessory: Accessory = .none) {
        self.id = id
        self.title = title
        self.detail = detail
        self.accessory = accessory
    }

    /// `id`, `title`, `detail` (`null` when unset), `accessory`.
    var stateValue: StateValue {
        .object([
            .init("id", .string(id)),
            .init("title", .string(title)),
            .init("detail", detail.map(StateValue.string) ?? .null),
            .init("accessory", .string(accessory.rawValue)),
        ])
    }
}
