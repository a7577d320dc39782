import NanoComposition
import NanoNavigation
import NanoTesting
import NanoUI
import Testing

@testable import CatalogFeature

/// The catalogue as a split (seed 003's sidebar │ list │ detail, iPad against iPhone): one
/// coordinator, one stack and the same links; a wide host shows the columns side by side, a
/// narrow one the top screen. A selection in a column that shows beside others replaces what
/// it selects over instead of stacking it.
@MainActor
struct CatalogSplitTests {
    /// The catalogue at `link`, the item's title (when it opens one) or the list's rows loaded.
    func opened(_ link: String) async throws -> (NanoApp, FlowDriver) {
        let app = try World().app()
        let driver = FlowDriver(app: app)
        try app.open(link)
        #expect(await eventually { (list(app)?.rootView?.listView.rowCount ?? 0) == 10 })
        if driver.screen is CatalogDetailScene {
            #expect(await eventually { (try? driver.value(of: "title", "text")) != .string("") })
        }
        return (app, driver)
    }

    func list(_ app: NanoApp) -> CatalogListScene? {
        app.navigationStack.scenes.last { $0 is CatalogListScene } as? CatalogListScene
    }

    func layout(_ app: NanoApp, columns: Int) -> SplitLayout {
        SplitLayout(scenes: app.navigationStack.scenes, width: columns, threshold: SplitLayout.textColumnsThreshold)
    }

    /// The text host's drawing at `columns`: the split's panes, or the top screen alone.
    func render(_ app: NanoApp, columns: Int) -> String {
        let renderer = TextRenderer(.init(width: min(columns, 60), charset: .ascii, color: false))
        let split = layout(app, columns: columns)
        guard split.isSplit else {
            return app.navigationStack.topScene.map { renderer.render($0, showsBackButton: true) } ?? ""
        }
        return renderer.render(split, totalWidth: columns, showsBackButton: true)
    }

    @Test func aWideHostShowsSidebarListAndDetailSideBySideANarrowOneTheStack() async throws {
        let (app, driver) = try await opened("catalog/people/3/details")
        #expect(driver.sceneNames == ["CategoriesScene", "CatalogListScene", "CatalogDetailScene"])
        let wide = layout(app, columns: 160)
        #expect(wide.panes.map(\.column) == [.sidebar, .list, .detail])
        #expect(wide.panes.map(\.isTop) == [false, false, true])
        let text = render(app, columns: 160)
        let top = try #require(text.split(separator: "\n").first)
        #expect(
            top.contains("CategoriesScene") && top.contains("CatalogListScene") && top.contains("CatalogDetailScene"))
        for shown in ["Planets", "Person 10", "Person 3", "Height"] { #expect(text.contains(shown), "\(shown)") }
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= 160 })

        #expect(!layout(app, columns: 80).isSplit)
        let narrow = render(app, columns: 80)
        #expect(narrow.contains("CatalogDetailScene") && narrow.contains("Person 3"))
        #expect(!narrow.contains("CategoriesScene") && !narrow.contains("Person 10"))
        #expect(app.entryLinks == ["nvc://catalog", "nvc://catalog/people", "nvc://catalog/people/3/details"])
    }

    @Test func theListAloneIsTwoColumnsAndTheCategoriesAloneNoSplit() async throws {
        let (app, _) = try await opened("catalog/planets")
        #expect(layout(app, columns: 160).panes.map(\.column) == [.sidebar, .list])
        try app.open("catalog")
        #expect(!layout(app, columns: 160).isSplit, "one column is no split")
    }

    @Test func anotherItemTappedInTheListColumnReplacesTheDetail() async throws {
        let (app, driver) = try await opened("catalog/people/1/options")
        weak let replaced = driver.screen as? CatalogDetailScene
        #expect(replaced != nil)
        let coordinator = try #require(app.catalogFlows.first)
        for row in [4, 2, 7] {
            // The list pane shows beside the detail, so a person taps it while the detail is on top.
            #expect(list(app)?.rootView?.listView.select(row: row) == .performed)
            #expect(driver.sceneNames == ["CategoriesScene", "CatalogListScene", "CatalogDetailScene"])
            #expect(coordinator.itemID == row + 1)
            #expect(coordinator.tab == .overview, "a new item opens on its Overview tab")
            #expect(app.entryLinks.last == "nvc://catalog/people/\(row + 1)")
        }
        #expect(app.entryLinks.count == 3, "one detail, never a stack of them")
        #expect(replaced == nil, "the replaced detail left")
        #expect(await eventually { (try? driver.value(of: "title", "text")) == .string("Person 8") })
        #expect(layout(app, columns: 160).panes.count == 3)
    }

    @Test func anotherCategoryTappedInTheSidebarReplacesTheListAndTheDetail() async throws {
        let (app, driver) = try await opened("catalog/people/2")
        let coordinator = try #require(app.catalogFlows.first)
        let sidebar = try #require(app.navigationStack.scenes.first as? CategoriesScene)
        #expect(sidebar.rootView?.listView.select(rowWithID: "starships") == .performed)
        #expect(driver.sceneNames == ["CategoriesScene", "CatalogListScene"])
        #expect(coordinator.category == .starships)
        #expect(coordinator.itemID == nil, "no item of starships is selected yet")
        #expect(app.entryLinks == ["nvc://catalog", "nvc://catalog/starships"])
        #expect(layout(app, columns: 160).panes.map(\.column) == [.sidebar, .list])
    }

    @Test func theSidebarGroupsTheCategoriesAndARowOfTheSecondGroupOpensItsCategory() async throws {
        let app = try World().app()
        try app.open("catalog")
        let sidebar = try #require(app.navigationStack.topScene as? CategoriesScene)
        let list = try #require(sidebar.rootView?.listView)
        #expect(list.sections.map(\.title) == ["Characters and worlds", "Films and ships"])
        #expect(list.sections.map { $0.rows.map(\.id) } == [["people", "planets"], ["films", "starships"]])
        try FlowDriver(app: app).select(row: 3, in: "categories")  // counted across sections
        #expect(app.catalogFlows.first?.category == .starships)
        let german = try World().app(language: .german)
        try german.open("catalog")
        let titles = (german.navigationStack.topScene as? CategoriesScene)?.rootView?.listView.sections.map(\.title)
        #expect(titles == ["Figuren und Welten", "Filme und Schiffe"])
    }

    @Test func backFromTheDetailClearsTheItemAndTheNarrowStackWalksTheSameWay() async throws {
        let (app, driver) = try await opened("catalog/films/4")
        let coordinator = try #require(app.catalogFlows.first)
        try driver.back()
        #expect(coordinator.itemID == nil)
        #expect(coordinator.category == .films)
        try driver.select(row: 5, in: "items")
        #expect(coordinator.itemID == 6)
        #expect(app.entryLinks == ["nvc://catalog", "nvc://catalog/films", "nvc://catalog/films/6"])
    }
}
