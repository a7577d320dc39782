import NanoApiSession
import NanoStrings

/// Every text the catalogue's screens show, in English and German (`Strings<CatalogText>`);
/// the fields' labels are ``CatalogField``'s table. `{1}`, `{2}` are filled by the caller.
enum CatalogText: String, StringKey {
    case catalog, people, planets, films, starships, charactersAndWorlds, filmsAndShips
    case overview, details, options
    case search, loadMore, loading, empty, emptySearch, shown
    case favourite, favourites, forgetFavourites, forgetTitle, forgetMessage, forget, cancel
    case favouriteNotSaved
    case retry, listFailed, itemFailed
    case apiTransport, apiStatus, apiDecoding, apiTimeout, apiCancelled

    /// The texts, English first.
    static let table = StringTable<CatalogText>(
        [
            .catalog: "Catalog", .people: "People", .planets: "Planets", .films: "Films",
            .starships: "Starships", .charactersAndWorlds: "Characters and worlds", .filmsAndShips: "Films and ships",
            .overview: "Overview", .details: "Details", .options: "Options",
            .search: "Search", .loadMore: "Load more", .loading: "Loading", .empty: "Nothing here",
            .emptySearch: "Nothing matches \"{1}\"", .shown: "{1} of {2}", .favourite: "Favourite",
            .favourites: "Favourites: {1}", .forgetFavourites: "Forget favourites",
            .forgetTitle: "Forget every favourite?", .forgetMessage: "{1} favourites will be removed.",
            .forget: "Forget", .cancel: "Cancel", .favouriteNotSaved: "Could not save the favourite: {1}",
            .retry: "Retry", .listFailed: "Could not load the list", .itemFailed: "Could not load the item",
            .apiTransport: "Could not reach the server: {1}.",
            .apiStatus: "The server answered with status {1}.",
            .apiDecoding: "The server's answer could not be read: {1}.",
            .apiTimeout: "The server did not answer in time.", .apiCancelled: "The request was cancelled.",
        ],
        translations: [
            .german: [
                .catalog: "Katalog", .people: "Personen", .planets: "Planeten", .films: "Filme",
                .starships: "Raumschiffe", .charactersAndWorlds: "Figuren und Welten",
                .filmsAndShips: "Filme und Schiffe", .overview: "Überblick", .details: "Details", .options: "Optionen",
                .search: "Suchen", .loadMore: "Mehr laden", .loading: "Wird geladen", .empty: "Nichts da",
                .emptySearch: "Nichts passt zu \"{1}\"", .shown: "{1} von {2}", .favourite: "Favorit",
                .favourites: "Favoriten: {1}", .forgetFavourites: "Favoriten vergessen",
                .forgetTitle: "Alle Favoriten vergessen?", .forgetMessage: "{1} Favoriten werden entfernt.",
                .forget: "Vergessen", .cancel: "Abbrechen",
                .favouriteNotSaved: "Der Favorit konnte nicht gespeichert werden: {1}",
                .retry: "Erneut versuchen", .listFailed: "Die Liste konnte nicht geladen werden",
                .itemFailed: "Der Eintrag konnte nicht geladen werden",
                .apiTransport: "Der Server ist nicht erreichbar: {1}.",
                .apiStatus: "Der Server antwortete mit Status {1}.",
                .apiDecoding: "Die Antwort des Servers ist nicht lesbar: {1}.",
                .apiTimeout: "Der Server hat nicht rechtzeitig geantwortet.",
                .apiCancelled: "Die Anfrage wurde abgebrochen.",
            ]
        ])
}

/// The labels of an item's facts, in English and German.
public enum CatalogField: String, StringKey {
    /// Height in centimetres.
    case height
    /// Mass in kilograms.
    case mass
    /// Hair colour.
    case hairColor
    /// Skin colour.
    case skinColor
    /// Eye colour.
    case eyeColor
    /// Birth year (before or after the Battle of Yavin).
    case birthYear
    /// Gender.
    case gender
    /// The home planet.
    case homeworld
    /// A planet's climates.
    case climate
    /// A planet's terrains.
    case terrain
    /// A planet's population.
    case population
    /// A planet's diameter in kilometres.
    case diameter
    /// A planet's gravity.
    case gravity
    /// Hours in a planet's day.
    case rotationPeriod
    /// Days in a planet's year.
    case orbitalPeriod
    /// Percent of a planet's surface that is water.
    case surfaceWater
    /// A film's episode number.
    case episode
    /// A film's director.
    case director
    /// A film's producers.
    case producer
    /// A film's release date.
    case releaseDate
    /// A starship's model.
    case model
    /// A starship's makers.
    case manufacturer
    /// A starship's class.
    case starshipClass
    /// A starship's cost in credits.
    case cost
    /// A starship's length in metres.
    case length
    /// The crew a starship needs.
    case crew
    /// The passengers a starship carries.
    case passengers
    /// A starship's hyperdrive rating.
    case hyperdrive
    /// How many films it appears in.
    case films
    /// How many starships they piloted (or a film shows).
    case starships
    /// How many people live on a planet.
    case residents
    /// How many characters a film has.
    case characters
    /// How many people piloted a starship.
    case pilots

    /// The labels, English first.
    public static let table = StringTable<CatalogField>(
        [
            .height: "Height", .mass: "Mass", .hairColor: "Hair", .skinColor: "Skin", .eyeColor: "Eyes",
            .birthYear: "Born", .gender: "Gender", .homeworld: "Homeworld", .climate: "Climate",
            .terrain: "Terrain", .population: "Population", .diameter: "Diameter", .gravity: "Gravity",
            .rotationPeriod: "Day", .orbitalPeriod: "Year", .surfaceWater: "Water", .episode: "Episode",
            .director: "Director", .producer: "Producer", .releaseDate: "Released", .model: "Model",
            .manufacturer: "Maker", .starshipClass: "Class", .cost: "Cost", .length: "Length", .crew: "Crew",
            .passengers: "Passengers", .hyperdrive: "Hyperdrive", .films: "Films", .starships: "Starships",
            .residents: "Residents", .characters: "Characters", .pilots: "Pilots",
        ],
        translations: [
            .german: [
                .height: "Größe", .mass: "Masse", .hairColor: "Haare", .skinColor: "Haut", .eyeColor: "Augen",
                .birthYear: "Geboren", .gender: "Geschlecht", .homeworld: "Heimatwelt", .climate: "Klima",
                .terrain: "Gelände", .population: "Bevölkerung", .diameter: "Durchmesser", .gravity: "Schwerkraft",
                .rotationPeriod: "Tag", .orbitalPeriod: "Jahr", .surfaceWater: "Wasser", .episode: "Episode",
                .director: "Regie", .producer: "Produktion", .releaseDate: "Erschienen", .model: "Modell",
                .manufacturer: "Hersteller", .starshipClass: "Klasse", .cost: "Kosten", .length: "Länge",
                .crew: "Besatzung", .passengers: "Passagiere", .hyperdrive: "Hyperantrieb", .films: "Filme",
                .starships: "Raumschiffe", .residents: "Bewohner", .characters: "Figuren", .pilots: "Piloten",
            ]
        ])
}

extension Strings where Key == CatalogText {
    /// The sentence an alert shows for `error`, in this language: what failed, never a type.
    func message(for error: ApiError) -> String {
        switch error {
        case .transport(let reason): self(.apiTransport, reason)
        case .status(let code, _): self(.apiStatus, code)
        case .decoding(let reason): self(.apiDecoding, reason)
        case .timeout: self[.apiTimeout]
        case .cancelled: self[.apiCancelled]
        }
    }
}
