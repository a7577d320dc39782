import NanoApiSession
import NanoComposition
import NanoNavigation
import NanoTesting
import Testing

@testable import CatalogFeature

/// API failures as alert steps (seed 002's `show(apiError:)`) and the favourites' confirmation
/// dialog, driven by action name as a script's `tap alert Retry` is.
@MainActor
struct CatalogAlertTests {
    func failing(
        _ link: String, _ fault: ScriptedSource.Fault, for kind: ScriptedSource.Kind = .page
    ) async throws -> (NanoApp, FlowDriver, World) {
        let world = World()
        await world.source.failNext(fault, for: kind)
        let app = try world.app()
        try app.open(link)
        let driver = FlowDriver(app: app)
        #expect(await eventually { app.navigationStack.visibleAlert != nil }, "the failure shows an alert")
        return (app, driver, world)
    }

    @Test func aListFailureIsAnAlertWithTheMessageRetryAndCancel() async throws {
        let (app, _, _) = try await failing("catalog/people", .failure(.status(code: 503, body: "")))
        try app.navigationStack.expectAlert("title", equals: "Could not load the list")
        try app.navigationStack.expectAlert("message", equals: "The server answered with status 503.")
        try app.navigationStack.expectAlert("actions", equals: "Retry, Cancel")
    }

    @Test func retryRunsTheRequestAgainAndTheRowsArrive() async throws {
        let (app, driver, world) = try await failing(
            "catalog/people", .failure(.transport(reason: "connection refused")))
        try app.navigationStack.chooseAlertAction("Retry")
        #expect(app.navigationStack.visibleAlert == nil)
        #expect(await eventually { ((driver.screen as? CatalogListScene)?.rootView?.listView.rowCount ?? 0) == 10 })
        #expect(await world.source.requests == ["people p1", "people p1"])
    }

    @Test func cancelLeavesTheListSayingWhatFailed() async throws {
        let (app, driver, world) = try await failing("catalog/people", .failure(.timeout(after: .seconds(10))))
        try app.navigationStack.chooseAlertAction("Cancel")
        #expect(app.navigationStack.visibleAlert == nil)
        try driver.expect("status", "text", equals: "The server did not answer in time.")
        #expect(driver.screen is CatalogListScene)
        #expect(await world.source.requests == ["people p1"], "nothing sent again")
    }

    @Test func anItemFailureRetriesTheItem() async throws {
        let (app, driver, world) = try await failing(
            "catalog/planets/3/details", .failure(.decoding(reason: "no name")), for: .item)
        try app.navigationStack.expectAlert("title", equals: "Could not load the item")
        try app.navigationStack.chooseAlertAction("retry")
        #expect(await eventually { (try? driver.value(of: "title", "text")) == .string("Planet 3") })
        #expect(await world.source.requests.filter { $0.hasPrefix("planets #") } == ["planets #3", "planets #3"])
    }

    @Test func forgettingFavouritesIsConfirmedFirst() async throws {
        let world = World()
        try world.favourites.set(true, category: .films, id: 2)
        let app = try world.app()
        try app.open("catalog/people/1/options")
        let driver = FlowDriver(app: app)
        try driver.expect("favourite", "on", equals: "false")
        try driver.toggle("favourite")
        #expect(world.favourites.names == ["films/2", "people/1"])
        try driver.expect("favourites", "text", equals: "Favourites: 2")
        try driver.tap("forget")
        try app.navigationStack.expectAlert("style", equals: "actionSheet")
        try app.navigationStack.expectAlert("message", equals: "2 favourites will be removed.")
        try app.navigationStack.chooseAlertAction("Cancel")
        #expect(world.favourites.names.count == 2, "cancel forgets nothing")
        try driver.tap("forget")
        try app.navigationStack.chooseAlertAction("Forget")
        #expect(world.favourites.names.isEmpty)
        try driver.expect("favourite", "on", equals: "false")
        try driver.expect("favourites", "text", equals: "Favourites: 0")
    }

    @Test func aFavouriteThatCannotBeSavedSaysWhyAndStaysOff() throws {
        let world = World()
        let app = try world.app()
        try app.open("catalog/people/4/options")
        world.store.failsWrites = true
        let driver = FlowDriver(app: app)
        try driver.toggle("favourite")
        #expect(driver.screen?.toast?.style == .error)
        try driver.expect("favourite", "on", equals: "false")
    }
}
