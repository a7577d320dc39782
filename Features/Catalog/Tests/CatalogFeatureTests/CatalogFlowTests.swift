import NanoApiSession
import NanoComposition
import NanoContract
import NanoNavigation
import NanoTesting
import Testing

@testable import CatalogFeature

/// The catalogue in a composed app, driven as a person or a script drives it.
@MainActor
struct CatalogFlowTests {
    func opened(_ link: String, world: World = World()) async throws -> (NanoApp, FlowDriver, World) {
        let app = try world.app()
        try app.open(link)
        return (app, FlowDriver(app: app), world)
    }

    var coordinatorCount: (NanoApp) -> Int {
        { $0.catalogFlows.count }
    }

    @Test func everyRouteIsRegisteredUnguardedAndDescribed() throws {
        let app = try World().app()
        let routes = app.routeTable.routes.filter { $0.feature == "catalog" }
        let list = "catalog/:category(enum: people|planets|films|starships)"
        #expect(
            routes.map(\.pattern) == [
                "catalog", list, list + "/:id(int)", list + "/:id(int)/:tab(enum: overview|details|options)",
            ])
        #expect(routes.map(\.parent) == [nil, "catalog", list, list])
        #expect(routes.allSatisfy { $0.guard == nil && !$0.summary.isEmpty })
    }

    @Test func theCatalogIsATabWhoseStackStartsAtTheCategories() throws {
        let app = try World().app()
        let tab = try #require(app.tabContainer.tabs.first)
        #expect(app.tabContainer.tabs.count == 1)
        #expect((tab.id, tab.title, tab.order, tab.rootLink) == ("catalog", "Catalog", 15, "nvc://catalog"))
        try app.open("catalog/films/2")
        #expect(app.tabContainer.selectedTabID == "catalog", "a catalogue link shows in its tab")
        #expect(app.tabContainer.tabBar?.tabs.map(\.title) == ["Catalog"])
        try app.selectTab("catalog")
        #expect(app.entryLinks == ["nvc://catalog"], "tapping the selected tab goes back to the categories")
    }

    @Test func aTabLinkBuildsCategoriesListDetailOnThatTab() async throws {
        let (app, driver, world) = try await opened("nvc://catalog/people/1/details")
        #expect(driver.sceneNames == ["CategoriesScene", "CatalogListScene", "CatalogDetailScene"])
        #expect(app.entryLinks == ["nvc://catalog", "nvc://catalog/people", "nvc://catalog/people/1/details"])
        #expect(coordinatorCount(app) == 1, "one flow, three screens")
        let coordinator = try #require(app.catalogFlows.first)
        #expect(coordinator.category == .people)
        #expect(coordinator.itemID == 1)
        #expect(coordinator.tab == .details)
        #expect(await eventually { (try? driver.value(of: "title", "text")) == .string("Person 1") })
        let facts = try #require((driver.screen as? CatalogDetailScene)?.rootView?.facts)
        #expect(facts.sections.first?.rows.map(\.title) == ["Born", "Height"])
        #expect(await world.source.requests.contains("people #1"))
    }

    @Test func tappingATabSelectsItThroughTheCoordinatorAndRecordsTheLink() async throws {
        let (app, driver, _) = try await opened("catalog/people/1")
        let coordinator = try #require(app.catalogFlows.first)
        #expect(coordinator.tab == .overview)
        #expect(await eventually { (try? driver.value(of: "title", "text")) == .string("Person 1") })
        try driver.select(row: 2, in: "tabs")
        #expect(coordinator.tab == .options)
        #expect(app.entryLinks.last == "nvc://catalog/people/1/options")
        try driver.expect("favourite", "visible", equals: "true")
        try driver.expect("facts", "visible", equals: "false")
        try driver.select(row: 1, in: "tabs")
        #expect(app.entryLinks.last == "nvc://catalog/people/1/details")
        try driver.expect("favourite", "visible", equals: "false")
    }

    @Test func tappingThroughBuildsTheSameStackAsTheLink() async throws {
        let (app, driver, _) = try await opened("catalog")
        try driver.select(row: 2, in: "categories")
        #expect(app.entryLinks.last == "nvc://catalog/films")
        #expect(await eventually { ((driver.screen as? CatalogListScene)?.rootView?.listView.rowCount ?? 0) == 10 })
        try driver.select(row: 0, in: "items")
        #expect(driver.sceneNames == ["CategoriesScene", "CatalogListScene", "CatalogDetailScene"])
        #expect(app.entryLinks.last == "nvc://catalog/films/1")
        #expect(coordinatorCount(app) == 1)
    }

    @Test func aSearchLinkOpensTheListSearched() async throws {
        let (app, driver, world) = try await opened("nvc://catalog/people?search=Person%202")
        #expect(await eventually { ((driver.screen as? CatalogListScene)?.rootView?.listView.rowCount ?? 0) == 5 })
        #expect(await world.source.requests == ["people p1 \"Person 2\""])
        try driver.expect("search", "text", equals: "Person 2")
        #expect(app.entryLinks.last == "nvc://catalog/people?search=Person%202")
    }

    @Test(arguments: ["catalog/aliens", "catalog/people/one", "catalog/people/1/reviews"])
    func aBadLinkIsInvalidAndNothingShows(link: String) throws {
        let app = try World().app()
        #expect(throws: OpenLinkError.self) { try app.open(link) }
        #expect(app.navigationStack.scenes.isEmpty)
    }

    @Test func anIdBelowOneIsRefusedByTheFeature() throws {
        let app = try World().app()
        #expect {
            try app.open("catalog/people/0")
        } throws: { error in
            guard case .routeFailed = error as? OpenLinkError else { return false }
            return true
        }
    }
}
