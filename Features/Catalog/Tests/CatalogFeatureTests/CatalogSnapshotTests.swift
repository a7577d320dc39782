import NanoApiSession
import NanoComposition
import NanoTesting
import Testing

@testable import CatalogFeature

/// The list's states and the detail's tabs, rendered as text and compared with the files under
/// `__Snapshots__/CatalogSnapshotTests/`.
@MainActor
struct CatalogSnapshotTests {
    func capture(_ name: String, _ driver: FlowDriver, into snapshots: SceneSnapshots) {
        snapshots.capture(name, driver.screen, showsBackButton: driver.app.navigationStack.topmostStack.canGoBack)
    }

    func listRows(_ driver: FlowDriver) -> Int {
        (driver.screen as? CatalogListScene)?.rootView?.listView.rowCount ?? -1
    }

    /// Whether the screen shows `text` in `id` and nothing is loading any more.
    func shows(_ driver: FlowDriver, _ id: String, _ text: String) -> Bool {
        (try? driver.expect(id, "text", equals: text)) != nil
            && (try? driver.expect("loading", "animating", equals: "false")) != nil
    }

    @Test func listStates() async throws {
        let snapshots = SceneSnapshots()
        do {
            let world = World()
            await world.source.failNext(.hang)
            let app = try world.app()
            try app.open("catalog/people")
            capture("loading the first page", FlowDriver(app: app), into: snapshots)
            app.navigationStack.removeAll()
        }
        let world = World()
        let app = try world.app()
        let driver = FlowDriver(app: app)
        try app.open("catalog/people")
        #expect(await eventually { listRows(driver) == 10 })
        #expect(await eventually { (try? driver.expect("loading", "animating", equals: "false")) != nil })
        capture("first page, more to load", driver, into: snapshots)
        try driver.tap("more")
        #expect(await eventually { listRows(driver) == 20 })
        try driver.tap("more")
        #expect(await eventually { listRows(driver) == 23 })
        #expect(await eventually { (try? driver.expect("loading", "animating", equals: "false")) != nil })
        capture("every page loaded", driver, into: snapshots)
        try app.open("catalog/people?search=yoda")
        #expect(await eventually { shows(driver, "status", "Nothing matches \"yoda\"") })
        capture("a search that matches nothing", driver, into: snapshots)
        await world.source.failNext(.failure(.transport(reason: "connection refused")))
        try app.open("catalog/planets")
        #expect(await eventually { app.navigationStack.visibleAlert != nil })
        try app.navigationStack.chooseAlertAction("Cancel")
        capture("the first page failed, its alert cancelled", driver, into: snapshots)
        #expect(snapshots.count == 5)
        assertSceneSnapshots(snapshots)
    }

    @Test func detailTabs() async throws {
        let snapshots = SceneSnapshots()
        let world = World()
        let app = try world.app()
        let driver = FlowDriver(app: app)
        for tab in CatalogTab.allCases {
            try app.open("catalog/people/7/\(tab.rawValue)")
            #expect(await eventually { shows(driver, "title", "Person 7") })
            capture(tab.rawValue, driver, into: snapshots)
        }
        try driver.toggle("favourite")
        capture("options: a favourite", driver, into: snapshots)
        #expect(snapshots.count == 4)
        assertSceneSnapshots(snapshots)
    }

    /// The split as a desktop shows it (160 columns, 1280 CSS px): the categories, the list and
    /// the item side by side; then a failed item's alert over it, and the same alert on a phone.
    @Test func splitAndAlert() async throws {
        let snapshots = SceneSnapshots()
        let world = World()
        let app = try world.app()
        let driver = FlowDriver(app: app)
        try app.open("catalog/people/3")
        #expect(await eventually { shows(driver, "title", "Person 3") })
        #expect(
            await eventually { (app.navigationStack.scenes[1] as? CatalogListScene)?.rootView?.listView.rowCount == 10 }
        )
        snapshots.captureScreen("people, person 3 in the split", of: app, columns: 160)
        try driver.select(row: 1, in: "tabs")
        snapshots.captureScreen("person 3, details, in the split", of: app, columns: 160)
        await world.source.failNext(.failure(.status(code: 503, body: "")), for: .item)
        let list = try #require(app.navigationStack.scenes[1] as? CatalogListScene)
        #expect(list.rootView?.listView.select(row: 4) == .performed)
        #expect(await eventually { app.navigationStack.visibleAlert != nil })
        #expect(await eventually { (try? driver.expect("loading", "animating", equals: "false")) != nil })
        snapshots.captureScreen("person 5 failed, its alert over the split", of: app, columns: 160)
        snapshots.captureScreen("person 5 failed, its alert on a phone", of: app, columns: 48, pixelWidths: pixelWidths)
        #expect(snapshots.count == 4)
        assertSceneSnapshots(snapshots)
    }

    @Test func detailInGerman() async throws {
        let snapshots = SceneSnapshots()
        let app = try World().app(language: .german)
        let driver = FlowDriver(app: app)
        try app.open("catalog/films/2/details")
        #expect(await eventually { shows(driver, "title", "Film 2") })
        capture("Details, auf Deutsch", driver, into: snapshots)
        assertSceneSnapshots(snapshots)
    }
}
