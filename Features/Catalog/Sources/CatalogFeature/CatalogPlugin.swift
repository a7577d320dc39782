import NanoContract
import NanoDI
import NanoRouting
import NanoStrings
import SwapiInterface

/// The catalogue: the Star Wars API's people, planets, films and starships — a paged,
/// searchable list of each and an item's detail on three tabs — as one stack flow owned by
/// ``CatalogCoordinator``.
///
/// ```swift
/// let app = try NanoApp(homeLink: "catalog", plugins: [CatalogPlugin()], dependencies: container)
/// try app.open("nvc://catalog/people/1/details")   // Catalog → People → Luke Skywalker, Details
/// ```
///
/// No route is guarded: the data is public, and a person browsing it expects no sign-in. The
/// routes are ``CatalogRoutes``'s; `catalog` starts the flow and every other continues it, so
/// a link and a tap build the same stack.
///
/// Its data comes from the ``CatalogSource`` it is made with — by default the project's own
/// Star Wars API, started in process by the first request (``SwapiCatalogSource/inProcess(session:)``),
/// so the feature works in any app, a preview and the plugin host alike. Needs `(any
/// KeyValueStore)` (the favourites), `(any NanoClock)` (the search's debounce) and the app's
/// `Language` (every text comes from ``CatalogText`` and ``CatalogField``, English or German).
public struct CatalogPlugin: FeaturePlugin {
    /// What the feature works with, resolved once when the app composes.
    public struct Dependencies {
        let source: any CatalogSource
        let favourites: CatalogFavourites
        let clock: any NanoClock
        let text: Strings<CatalogText>
    }

    /// `catalog`.
    public let id = "catalog"
    /// `catalog`: the categories, the route an app or a preview opens first.
    public static let route = CatalogRoutes.categories

    private let source: any CatalogSource

    /// Creates the feature over `source` (the built-in Star Wars API unless told; `nvc --api URL`
    /// passes `SwapiCatalogSource.remote(url)`).
    public init(source: any CatalogSource = SwapiCatalogSource.inProcess()) {
        self.source = source
    }

    /// The key-value store (favourites), the clock (debounce) and the app's language (texts).
    public var needs: FeatureNeeds<Dependencies> {
        let source = source
        return FeatureNeeds((any KeyValueStore).self, (any NanoClock).self, Language.self) { store, clock, language in
            Dependencies(
                source: source, favourites: CatalogFavourites(store: store), clock: clock,
                text: Strings<CatalogText>(language))
        }
    }

    /// Registers the `catalog` routes (the first starts the flow, the others continue it) and
    /// the Catalog tab, between Home and Settings (order 15; its stack starts at `catalog`).
    public func register(in feature: inout FeatureRegistrar<Dependencies>) {
        feature.route(CatalogRoutes.categories, summary: "The catalogue's categories") {
            context throws(RouteError) in
            let dependencies = context.dependencies
            return try context.start { CatalogCoordinator(navigationStack: $0, dependencies: dependencies) }
        }
        feature.route(CatalogRoutes.list, parent: CatalogRoutes.categories, summary: "A category's list (?search=)") {
            context, category throws(RouteError) in
            let search = context.query.first("search")
            return try context.continueFlow(CatalogCoordinator.self) { $0.show(.list(category, search: search)) }
        }
        feature.route(CatalogRoutes.item, parent: CatalogRoutes.list.pattern, summary: "An item, on its Overview tab") {
            context throws(RouteError) in
            let (category, id) = try Self.item(context.parameters)
            return try context.continueFlow(CatalogCoordinator.self) {
                $0.show(.item(category, id: id, tab: .overview))
            }
        }
        feature.route(CatalogRoutes.itemTab, parent: CatalogRoutes.list.pattern, summary: "An item, on a tab") {
            context throws(RouteError) in
            let (category, id) = try Self.item(context.parameters)
            guard let tab = context.parameters.string("tab").flatMap(CatalogTab.init(rawValue:)) else {
                throw .rejected("the tab is not one of overview, details, options")
            }
            return try context.continueFlow(CatalogCoordinator.self) { $0.show(.item(category, id: id, tab: tab)) }
        }
        feature.tab("catalog", title: CatalogText.catalog, order: 15, root: CatalogRoutes.categories)
    }

    /// The category and id of an item link; an id below 1 names no item.
    private static func item(_ parameters: RouteParameters) throws(RouteError) -> (CatalogCategory, Int) {
        guard let category = parameters.string("category").flatMap(CatalogCategory.init(rawValue:)),
            let id = parameters.int("id")
        else { throw .rejected("its parameters do not read as an item's category and id") }
        guard id >= 1 else { throw .rejected("no item has an id below 1") }
        return (category, id)
    }
}

extension CatalogPlugin: SwapiEndpointChoosing {
    /// The catalogue over `endpoint` (``SwapiCatalogSource/init(_:)``): how the plugin host
    /// gives the catalogue it loads from a library `--api` and `--api-faults`.
    public func using(_ endpoint: SwapiEndpoint) -> CatalogPlugin {
        CatalogPlugin(source: SwapiCatalogSource(endpoint))
    }
}
