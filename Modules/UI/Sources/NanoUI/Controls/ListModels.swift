/// The position of a row in a ``ListView`` (UIKit's `IndexPath` of a table view).
public struct ListIndex: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The section, from 0.
    public var section: Int
    /// The row within its section, from 0.
    public var row: Int

    /// The `row`-th row (from 0) of the `section`-th section (from 0).
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

    /// A section drawn under `title` (no heading line when `nil`), with `rows` in order.
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
        /// No accessory: the row is information only.
        case none
        /// A chevron: selecting the row opens something.
        case disclosure
        /// A checkmark: the row is the chosen one.
        case checkmark
    }

    /// The row's id, stable across reloads (a setting's key, an item's identifier).
    public var id: String
    /// The text drawn at the leading edge, cut with `…` when the width is short.
    public var title: String
    /// The secondary text shown at the trailing edge, if any.
    public var detail: String?
    /// What the row ends with: a chevron, a checkmark or nothing.
    public var accessory: Accessory

    /// A row with a stable `id`; `detail` and `accessory` default to none.
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
