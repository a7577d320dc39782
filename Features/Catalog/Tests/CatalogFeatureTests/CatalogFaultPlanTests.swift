import NanoApiSession
import NanoComposition
import NanoDI
import NanoFixtureServer
import NanoHTTPClient
import NanoNavigation
import NanoStrings
import NanoTesting
import Testing

@testable import CatalogFeature

/// The catalogue over its real built-in API (`SwapiCatalogSource.inProcess`, on loopback, the
/// live transport) playing each fault of a `FaultPlan` on the people list and on a person: every
/// fault ends in an alert with Retry and Cancel within the session's timeout, Retry once the
/// fault is used up shows the data, Cancel leaves a screen that still works, and the saved
/// favourites are untouched. One attempt a request and 0.3 s an attempt, so a timeout costs 0.3 s.
@MainActor
struct CatalogFaultPlanTests {
    nonisolated static let faults: [Fault] = [.status(500), .status(503), .timeout, .malformedBody, .dropConnection]

    /// The catalogue over the built-in API playing `fault` on the list's first load and on
    /// person 1's first `item` loads.
    func app(_ fault: Fault, item: Int = 1) throws -> (NanoApp, FlowDriver, World) {
        let world = World()
        let session = ApiSession(
            transport: NIOHTTPTransport(), configuration: .init(retries: 0, timeout: .milliseconds(300)))
        let plan = FaultPlan([
            FaultRule(path: "/api/people/", fault: fault, count: 1),
            FaultRule(path: "/api/people/1/", fault: fault, count: item),
        ])
        let container = DependencyContainer()
        world.register(container)
        container.register(Language.self, Language.english)
        let app = try NanoApp(
            scheme: "nvc", homeLink: "catalog",
            plugins: [CatalogPlugin(source: SwapiCatalogSource.inProcess(session: session, faults: plan))],
            dependencies: container, navigationStack: HeadlessNavigationStack(leakDetector: nil))
        return (app, FlowDriver(app: app), world)
    }

    /// The rows the list shows.
    func rows(_ driver: FlowDriver) -> Int { (driver.screen as? CatalogListScene)?.rootView?.listView.rowCount ?? 0 }

    @Test(arguments: faults)
    func aFailedListRetriesIntoItsRows(fault: Fault) async throws {
        let (app, driver, _) = try app(fault)
        try app.open("catalog/people")
        #expect(await eventually { app.navigationStack.visibleAlert != nil }, "\(fault): an alert, not a spinner")
        try app.navigationStack.expectAlert("title", equals: "Could not load the list")
        try app.navigationStack.expectAlert("actions", equals: "Retry, Cancel")
        try app.navigationStack.chooseAlertAction("Retry")
        #expect(await eventually { rows(driver) == 10 }, "\(fault): Retry loads the page")
        #expect(app.navigationStack.visibleAlert == nil)
    }

    @Test(arguments: faults)
    func aCancelledListStillRefreshesAndGoesBack(fault: Fault) async throws {
        let (app, driver, _) = try app(fault)
        try app.open("catalog/people")
        #expect(await eventually { app.navigationStack.visibleAlert != nil }, "\(fault)")
        try app.navigationStack.chooseAlertAction("Cancel")
        try driver.expect("status", "visible", equals: "true")
        try driver.refresh("items")
        #expect(await eventually { rows(driver) == 10 }, "\(fault): a pull to refresh loads it")
        try driver.back()
        #expect(driver.screen is CategoriesScene)
    }

    @Test(arguments: faults)
    func aFailedItemCancelsThenRetriesAndFavouritesStay(fault: Fault) async throws {
        let (app, driver, world) = try app(fault, item: 2)
        try world.favourites.set(true, category: .films, id: 2)
        try app.open("catalog/people")
        #expect(await eventually { app.navigationStack.visibleAlert != nil }, "\(fault): the list's alert")
        try app.navigationStack.chooseAlertAction("Retry")
        #expect(await eventually { rows(driver) == 10 }, "\(fault)")
        try driver.select(row: 0, in: "items")
        #expect(await eventually { app.navigationStack.visibleAlert != nil }, "\(fault): the item's alert")
        try app.navigationStack.expectAlert("title", equals: "Could not load the item")
        try app.navigationStack.chooseAlertAction("Cancel")
        #expect(driver.screen is CatalogDetailScene, "\(fault): Cancel keeps the detail")
        try driver.back()
        #expect(rows(driver) == 10, "\(fault): back on the list as it was")
        try driver.select(row: 0, in: "items")
        #expect(await eventually { app.navigationStack.visibleAlert != nil }, "\(fault): the second failure")
        try app.navigationStack.chooseAlertAction("Retry")
        #expect(await eventually { (try? driver.value(of: "title", "text")) == .string("Luke Skywalker") }, "\(fault)")
        #expect(world.favourites.names == ["films/2"], "\(fault): the saved favourites are untouched")
    }
}
