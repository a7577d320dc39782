import NanoDI

/// The favourite items, kept in the app's ``KeyValueStore`` under `catalog.favourites` as a
/// sorted list of `category/id` names (`people/1`), so they survive a relaunch.
///
/// Reading never fails: a missing or unreadable value reads as no favourites. Writing throws
/// the store's ``KeyValueStoreError`` and leaves the stored value unchanged.
///
/// ```swift
/// let favourites = CatalogFavourites(store: store)
/// try favourites.set(true, category: .people, id: 1)
/// favourites.contains(.people, id: 1)     // true, here and in the next launch
/// try favourites.removeAll()
/// ```
public struct CatalogFavourites: Sendable {
    /// The key the list is stored under.
    static let key = "catalog.favourites"

    private let store: any KeyValueStore

    /// Favourites kept in `store`.
    public init(store: any KeyValueStore) {
        self.store = store
    }

    /// Every favourite, as `category/id` names, sorted.
    public var names: [String] {
        ((try? store.value([String].self, forKey: Self.key)) ?? nil) ?? []
    }

    /// Whether the item `id` of `category` is a favourite.
    public func contains(_ category: CatalogCategory, id: Int) -> Bool {
        names.contains(Self.name(category, id))
    }

    /// Makes the item a favourite (`true`) or not (`false`).
    /// - Throws: the store's error when the list cannot be written.
    public func set(_ isFavourite: Bool, category: CatalogCategory, id: Int) throws(KeyValueStoreError) {
        var names = Set(self.names)
        if isFavourite { names.insert(Self.name(category, id)) } else { names.remove(Self.name(category, id)) }
        try store.set(names.sorted(), forKey: Self.key)
    }

    /// Forgets every favourite.
    /// - Throws: the store's error when the list cannot be removed.
    public func removeAll() throws(KeyValueStoreError) {
        try store.removeValue(forKey: Self.key)
    }

    /// `people/1`.
    static func name(_ category: CatalogCategory, _ id: Int) -> String { "\(category.rawValue)/\(id)" }
}
