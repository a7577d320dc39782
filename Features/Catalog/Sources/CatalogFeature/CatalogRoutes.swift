import NanoContract
import NanoRouting

/// The catalogue's routes, each declared once: ``CatalogPlugin`` registers them and the flow's
/// screens record their links from them.
///
/// | Route | Parent | Screen |
/// | --- | --- | --- |
/// | `catalog` | — | the categories |
/// | `catalog/:category(enum: people\|planets\|films\|starships)` | `catalog` | the list; `?search=` filters it |
/// | `catalog/:category(...)/:id(int)` | the list | the item, Overview tab |
/// | `catalog/:category(...)/:id(int)/:tab(enum: overview\|details\|options)` | the list | the item on `tab` |
enum CatalogRoutes {
    /// `catalog`: the categories.
    static let categories = Route("catalog")
    /// `catalog/:category(enum: people|planets|films|starships)`: a category's list.
    static let list = categories.appending(.enumeration("category", CatalogCategory.self))
    /// `catalog/:category(...)/:id(int)`: an item, on its Overview tab.
    static let item = list.pattern + "/:id(int)"
    /// `catalog/:category(...)/:id(int)/:tab(enum: overview|details|options)`: an item on a tab.
    static let itemTab = item + "/:tab(enum: " + CatalogTab.allCases.map(\.rawValue).joined(separator: "|") + ")"

    /// `catalog/people`, or `catalog/people?search=sky` when searching.
    static func listLink(_ category: CatalogCategory, search: String?) -> String {
        let path = list.link(category)
        guard let search, !search.isEmpty else { return path }
        let encoded = DeepLink(segments: ["catalog"], query: QueryItems([QueryItem(name: "search", value: search)]))
            .string(scheme: "nvc")
        return path + String(encoded[(encoded.firstIndex(of: "?") ?? encoded.endIndex)...])
    }

    /// `catalog/people/1` for the Overview tab, `catalog/people/1/details` for another.
    static func itemLink(_ category: CatalogCategory, id: Int, tab: CatalogTab) -> String {
        let path = list.link(category) + "/\(id)"
        return tab == .overview ? path : path + "/" + tab.rawValue
    }
}
