import SwapiInterface

/// A Star Wars API resource the catalogue shows: how it becomes a ``CatalogItem``.
protocol CatalogItemConvertible: SwapiResource {
    /// The row's subtitle.
    var subtitle: String { get }
    /// The Overview tab's facts.
    var overview: [CatalogFact] { get }
    /// The Details tab's facts.
    var details: [CatalogFact] { get }
}

extension CatalogItem {
    /// `resource` as a row and a detail show it.
    init<Resource: CatalogItemConvertible>(_ resource: Resource) {
        self.init(
            id: resource.id, category: CatalogCategory(rawValue: Resource.category.rawValue) ?? .people,
            title: resource.displayName, subtitle: resource.subtitle, overview: resource.overview,
            details: resource.details)
    }
}

extension Person: CatalogItemConvertible {
    var subtitle: String { birthYear }
    var overview: [CatalogFact] {
        [CatalogFact(.birthYear, birthYear), CatalogFact(.gender, gender), CatalogFact(.height, height)]
    }
    var details: [CatalogFact] {
        [
            CatalogFact(.height, height), CatalogFact(.mass, mass), CatalogFact(.hairColor, hairColor),
            CatalogFact(.skinColor, skinColor), CatalogFact(.eyeColor, eyeColor), CatalogFact(.birthYear, birthYear),
            CatalogFact(.gender, gender), CatalogFact(.films, String(films.count)),
            CatalogFact(.starships, String(starships.count)),
        ]
    }
}

extension Planet: CatalogItemConvertible {
    var subtitle: String { climate }
    var overview: [CatalogFact] {
        [CatalogFact(.climate, climate), CatalogFact(.terrain, terrain), CatalogFact(.population, population)]
    }
    var details: [CatalogFact] {
        [
            CatalogFact(.rotationPeriod, rotationPeriod), CatalogFact(.orbitalPeriod, orbitalPeriod),
            CatalogFact(.diameter, diameter), CatalogFact(.climate, climate), CatalogFact(.gravity, gravity),
            CatalogFact(.terrain, terrain), CatalogFact(.surfaceWater, surfaceWater),
            CatalogFact(.population, population), CatalogFact(.residents, String(residents.count)),
            CatalogFact(.films, String(films.count)),
        ]
    }
}

extension Film: CatalogItemConvertible {
    var subtitle: String { releaseDate }
    var overview: [CatalogFact] {
        [
            CatalogFact(.episode, String(episodeId)), CatalogFact(.director, director),
            CatalogFact(.releaseDate, releaseDate),
        ]
    }
    var details: [CatalogFact] {
        overview + [
            CatalogFact(.producer, producer), CatalogFact(.characters, String(characters.count)),
            CatalogFact(.starships, String(starships.count)),
        ]
    }
}

extension Starship: CatalogItemConvertible {
    var subtitle: String { model }
    var overview: [CatalogFact] {
        [
            CatalogFact(.model, model), CatalogFact(.starshipClass, starshipClass),
            CatalogFact(.manufacturer, manufacturer),
        ]
    }
    var details: [CatalogFact] {
        overview + [
            CatalogFact(.cost, costInCredits), CatalogFact(.length, length), CatalogFact(.crew, crew),
            CatalogFact(.passengers, passengers), CatalogFact(.hyperdrive, hyperdriveRating),
            CatalogFact(.pilots, String(pilots.count)), CatalogFact(.films, String(films.count)),
        ]
    }
}
