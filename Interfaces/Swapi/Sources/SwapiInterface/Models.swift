#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The four collections of the Star Wars API, as they appear in its paths (`/api/people/`).
public enum SwapiCategory: String, Sendable, CaseIterable, Codable {
    /// Characters.
    case people
    /// Planets.
    case planets
    /// Films.
    case films
    /// Starships.
    case starships
}

/// A resource of one ``SwapiCategory``: what a list shows for it and where it lives. Its id is
/// the number in its `url` (`.../people/1/` is 1), which is how SWAPI names resources.
public protocol SwapiResource: Decodable, Sendable, Equatable, Identifiable where ID == Int {
    /// The collection it belongs to.
    static var category: SwapiCategory { get }
    /// Its own address on the server that served it.
    var url: URL { get }
    /// What a list row shows as its title (a name, or a film's title).
    var displayName: String { get }
}

extension SwapiResource {
    /// The number in ``url``'s last path segment, or 0 when there is none.
    public var id: Int { SwapiLink.id(of: url) ?? 0 }
}

/// What SWAPI's links are: absolute URLs whose last segment is the resource's id.
public enum SwapiLink {
    /// The id a resource URL ends in (`http://host/api/people/12/` → 12), or `nil`.
    public static func id(of url: URL) -> Int? {
        url.path(percentEncoded: false).split(separator: "/").last.flatMap { Int($0) }
    }
}

/// One page of a collection, as SWAPI serves it.
public struct Page<Resource: Decodable & Sendable>: Decodable, Sendable {
    /// How many resources match in all pages.
    public var count: Int
    /// The next page's address, `nil` on the last page.
    public var next: URL?
    /// The previous page's address, `nil` on the first page.
    public var previous: URL?
    /// This page's resources (at most 10).
    public var results: [Resource]
}

extension Page: Equatable where Resource: Equatable {}

/// A character. Measures are strings as SWAPI writes them (`"172"`, `"unknown"`, `"1,358"`).
public struct Person: SwapiResource {
    /// The people collection.
    public static let category = SwapiCategory.people
    /// The full name.
    public var name: String
    /// Height in centimetres, or `unknown`.
    public var height: String
    /// Mass in kilograms, or `unknown`.
    public var mass: String
    /// Hair colour (`n/a` for droids).
    public var hairColor: String
    /// Skin colour.
    public var skinColor: String
    /// Eye colour.
    public var eyeColor: String
    /// Birth year relative to the Battle of Yavin (`19BBY`), or `unknown`.
    public var birthYear: String
    /// `male`, `female`, `hermaphrodite`, `n/a` or `none`.
    public var gender: String
    /// The home planet's URL.
    public var homeworld: URL
    /// The films they appear in.
    public var films: [URL]
    /// The starships they piloted.
    public var starships: [URL]
    /// Their own URL.
    public var url: URL
    /// The name.
    public var displayName: String { name }
}

/// A planet.
public struct Planet: SwapiResource {
    /// The planets collection.
    public static let category = SwapiCategory.planets
    /// The name.
    public var name: String
    /// Hours in a day, or `unknown`.
    public var rotationPeriod: String
    /// Days in a year, or `unknown`.
    public var orbitalPeriod: String
    /// Diameter in kilometres, or `unknown`.
    public var diameter: String
    /// The climates (`arid`, `temperate, tropical`).
    public var climate: String
    /// Gravity (`1 standard`).
    public var gravity: String
    /// The terrains.
    public var terrain: String
    /// Percent of the surface that is water, or `unknown`.
    public var surfaceWater: String
    /// Population, or `unknown`.
    public var population: String
    /// The people whose homeworld it is.
    public var residents: [URL]
    /// The films it appears in.
    public var films: [URL]
    /// Its own URL.
    public var url: URL
    /// The name.
    public var displayName: String { name }
}

/// A film.
public struct Film: SwapiResource {
    /// The films collection.
    public static let category = SwapiCategory.films
    /// The title (`A New Hope`).
    public var title: String
    /// The episode number (4 for A New Hope).
    public var episodeId: Int
    /// The director.
    public var director: String
    /// The producers, comma-separated.
    public var producer: String
    /// The release date, `YYYY-MM-DD`.
    public var releaseDate: String
    /// The characters in it.
    public var characters: [URL]
    /// The planets in it.
    public var planets: [URL]
    /// The starships in it.
    public var starships: [URL]
    /// Its own URL.
    public var url: URL
    /// The title.
    public var displayName: String { title }
}

/// A starship.
public struct Starship: SwapiResource {
    /// The starships collection.
    public static let category = SwapiCategory.starships
    /// The common name.
    public var name: String
    /// The model.
    public var model: String
    /// The manufacturers.
    public var manufacturer: String
    /// Cost in galactic credits, or `unknown`.
    public var costInCredits: String
    /// Length in metres.
    public var length: String
    /// Crew needed.
    public var crew: String
    /// Passengers it carries.
    public var passengers: String
    /// The class (`corvette`, `Starfighter`).
    public var starshipClass: String
    /// Hyperdrive class (`2.0`).
    public var hyperdriveRating: String
    /// The people who piloted it.
    public var pilots: [URL]
    /// The films it appears in.
    public var films: [URL]
    /// Its own URL.
    public var url: URL
    /// The name.
    public var displayName: String { name }
}
