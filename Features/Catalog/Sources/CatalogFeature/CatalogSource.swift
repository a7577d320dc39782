import NanoApiSession

/// Where the catalogue's data comes from: a page of a category (searched or not) and one item.
/// The app gives the feature one over the Star Wars API (``SwapiCatalogSource``); every failure
/// is the API session's typed `ApiError`, which the screens turn into an alert with Retry.
///
/// The source does the mapping from the API's models to what the screens show, so the view
/// models stay free of the API's shapes.
public protocol CatalogSource: Sendable {
    /// Page `number` (from 1) of `category`, only the items whose name contains `search` when
    /// it is given and not empty.
    func page(_ category: CatalogCategory, number: Int, search: String?) async throws(ApiError) -> CatalogPage
    /// The item of `category` with `id`; a missing one is `ApiError.status(code: 404, ...)`.
    func item(_ category: CatalogCategory, id: Int) async throws(ApiError) -> CatalogItem
}

/// One page of a category: its items, how many match in all, and whether more follow.
public struct CatalogPage: Sendable, Equatable {
    /// This page's items, in the API's order.
    public var items: [CatalogItem]
    /// How many items match in all pages.
    public var total: Int
    /// Whether a next page exists.
    public var hasNext: Bool

    /// A page of `items` out of `total`, with a next page when `hasNext`.
    public init(items: [CatalogItem], total: Int, hasNext: Bool) {
        self.items = items
        self.total = total
        self.hasNext = hasNext
    }
}

/// One item of a category as the screens show it: a list row's title and subtitle, and the
/// facts of its detail tabs.
public struct CatalogItem: Sendable, Equatable, Identifiable {
    /// The API's id (the number in the item's URL).
    public var id: Int
    /// The category it belongs to.
    public var category: CatalogCategory
    /// What a row shows first: a name, or a film's title.
    public var title: String
    /// What a row shows under it: a birth year, a climate, a director, a model.
    public var subtitle: String
    /// The facts the Overview tab shows (a few), in order.
    public var overview: [CatalogFact]
    /// Every fact, in order: the Details tab.
    public var details: [CatalogFact]

    /// An item with its row texts and facts.
    public init(
        id: Int, category: CatalogCategory, title: String, subtitle: String, overview: [CatalogFact],
        details: [CatalogFact]
    ) {
        self.id = id
        self.category = category
        self.title = title
        self.subtitle = subtitle
        self.overview = overview
        self.details = details
    }
}

/// One fact of an item: which field (its label comes from ``CatalogField``'s table) and the
/// value as the API writes it (`172`, `unknown`).
public struct CatalogFact: Sendable, Equatable {
    /// The field.
    public var field: CatalogField
    /// The value.
    public var value: String

    /// The fact that `field` is `value`.
    public init(_ field: CatalogField, _ value: String) {
        self.field = field
        self.value = value
    }
}
