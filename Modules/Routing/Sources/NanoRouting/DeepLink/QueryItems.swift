/// One `name=value` item of a deep link's query, percent-decoded.
public struct QueryItem: Sendable, Hashable {
    /// The decoded name (never empty in a parsed link).
    public let name: String
    /// The decoded value; `""` for an item without `=`.
    public let value: String

    /// An item with an already-decoded `name` and `value` (as the parser makes them).
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// A deep link's query items, in order, with repeated names allowed.
public struct QueryItems: Sendable, Hashable, RandomAccessCollection {
    /// The items in the order they appear in the link.
    public let items: [QueryItem]

    /// Creates a query from items.
    public init(_ items: [QueryItem] = []) { self.items = items }

    /// The first index (always 0).
    public var startIndex: Int { items.startIndex }
    /// One past the last index.
    public var endIndex: Int { items.endIndex }
    /// The item at `position`.
    public subscript(position: Int) -> QueryItem { items[position] }

    /// Every value for `name`, in order (`?tag=a&tag=b` → `["a", "b"]`).
    public func all(_ name: String) -> [String] {
        items.lazy.filter { $0.name == name }.map(\.value)
    }

    /// The first value for `name`, or `nil` if absent.
    public func first(_ name: String) -> String? {
        items.first { $0.name == name }?.value
    }

    /// The first value for `name` as an integer (same syntax as an `int` parameter), or `nil`
    /// if absent or not an integer.
    public func int(_ name: String) -> Int? {
        first(name).flatMap(IntegerSyntax.parse)
    }

    /// Whether an item named `name` is present.
    public func contains(_ name: String) -> Bool { first(name) != nil }
}
