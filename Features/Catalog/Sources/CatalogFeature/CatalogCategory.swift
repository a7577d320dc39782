/// The four collections the catalogue browses, as they appear in links (`catalog/people`) and
/// in the Star Wars API's paths (`/api/people/`).
public enum CatalogCategory: String, CaseIterable, Sendable, Equatable, Codable {
    /// Characters.
    case people
    /// Planets.
    case planets
    /// Films.
    case films
    /// Starships.
    case starships

    /// The key of the category's name in ``CatalogText``.
    var titleKey: CatalogText {
        switch self {
        case .people: .people
        case .planets: .planets
        case .films: .films
        case .starships: .starships
        }
    }

    /// The key of the title of the categories' group it is listed in: who and where the saga
    /// happens (people, planets), then what tells and carries it (films, starships).
    var groupKey: CatalogText {
        switch self {
        case .people, .planets: .charactersAndWorlds
        case .films, .starships: .filmsAndShips
        }
    }
}

/// The tabs of an item's detail screen, as they appear in links (`catalog/people/1/details`).
/// Which one shows is navigation state: the coordinator owns it, a link or a tap selects it.
public enum CatalogTab: String, CaseIterable, Sendable, Equatable, Codable {
    /// The title, subtitle and the few facts that say what the item is.
    case overview
    /// Every fact the API gives.
    case details
    /// The favourite switch and forgetting every favourite.
    case options

    /// The key of the tab's name in ``CatalogText``.
    var titleKey: CatalogText {
        switch self {
        case .overview: .overview
        case .details: .details
        case .options: .options
        }
    }
}
