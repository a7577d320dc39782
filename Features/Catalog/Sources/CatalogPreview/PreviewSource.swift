import CatalogFeature
import NanoApiSession

/// The preview's stand-in for the Star Wars API: three items a category, served in pages of 2
/// and searched by name, answered at once.
struct PreviewSource: CatalogSource {
    static let names: [CatalogCategory: [String]] = [
        .people: ["Luke Skywalker", "C-3PO", "R2-D2"], .planets: ["Tatooine", "Alderaan", "Yavin IV"],
        .films: ["A New Hope", "The Empire Strikes Back", "Return of the Jedi"],
        .starships: ["CR90 corvette", "Star Destroyer", "Sentinel-class landing craft"],
    ]

    func page(_ category: CatalogCategory, number: Int, search: String?) async throws(ApiError) -> CatalogPage {
        let all = items(category).filter { item in
            search.map { $0.isEmpty || item.title.lowercased().contains($0.lowercased()) } ?? true
        }
        let start = min(all.count, (number - 1) * 2)
        let end = min(all.count, start + 2)
        return CatalogPage(items: Array(all[start..<end]), total: all.count, hasNext: end < all.count)
    }

    func item(_ category: CatalogCategory, id: Int) async throws(ApiError) -> CatalogItem {
        guard let item = items(category).first(where: { $0.id == id }) else {
            throw .status(code: 404, body: "not found")
        }
        return item
    }

    private func items(_ category: CatalogCategory) -> [CatalogItem] {
        (Self.names[category] ?? []).enumerated().map { index, name in
            CatalogItem(
                id: index + 1, category: category, title: name, subtitle: "preview",
                overview: [CatalogFact(.model, name)], details: [CatalogFact(.model, name), CatalogFact(.length, "1")])
        }
    }
}
