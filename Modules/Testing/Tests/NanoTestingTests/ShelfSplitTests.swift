import NanoComposition
import NanoContract
import NanoDI
import NanoNavigation
import NanoTesting
import NanoUI
import Testing

/// The split fixture: one coordinator, one navigation state, two presentations.
@MainActor
struct ShelfSplitTests {
    let driver: FlowDriver

    init() throws {
        driver = FlowDriver(
            app: try NanoApp(
                homeLink: "shelf", plugins: [ShelfPlugin()], dependencies: DependencyContainer(),
                navigationStack: HeadlessNavigationStack(leakDetector: nil)))
    }

    var layoutNames: [String] {
        SplitLayout(scenes: driver.app.navigationStack.scenes, width: 120, threshold: SplitLayout.textColumnsThreshold)
            .panes.map(\.scene.sceneName)
    }

    @Test func oneLinkBuildsSidebarListAndDetailWhichAWideHostShowsSideBySide() throws {
        try driver.open("nvc://shelf/fruit/pear")
        #expect(driver.sceneNames == ["ShelfSidebarScene", "ShelfListScene", "ShelfDetailScene"])
        #expect(layoutNames == ["ShelfSidebarScene", "ShelfListScene", "ShelfDetailScene"])
        #expect(driver.app.entryLinks == ["nvc://shelf", "nvc://shelf/fruit", "nvc://shelf/fruit/pear"])
        let narrow = SplitLayout(scenes: driver.app.navigationStack.scenes, width: 80, threshold: 120)
        #expect(!narrow.isSplit, "a narrow host shows the same stack one screen at a time")
        #expect(driver.screen?.sceneName == "ShelfDetailScene")
    }

    @Test func theCoordinatorOwnsTheSelectionAndTapsAndLinksBuildTheSameStack() throws {
        try driver.open("shelf")
        try driver.select(row: 1, in: "rows")  // vegetables
        try driver.select(row: 0, in: "rows")  // leek
        let coordinator = try #require(
            driver.app.rootCoordinator.coordinatorTree.compactMap { $0 as? ShelfCoordinator }.first)
        #expect(coordinator.selectedCategory == .vegetables)
        #expect(coordinator.selectedItem == "leek")
        #expect(driver.app.entryLinks == ["nvc://shelf", "nvc://shelf/vegetables", "nvc://shelf/vegetables/leek"])
        try driver.expect("name", "text", equals: "Leek")
        // Selecting another category in the sidebar pane (wide host) replaces list and detail.
        let sidebar = try #require(driver.app.navigationStack.scenes.first)
        _ = (sidebar.control(withID: "rows") as? ListView)?.select(row: 0)
        #expect(coordinator.selectedCategory == .fruit && coordinator.selectedItem == nil)
        #expect(driver.sceneNames == ["ShelfSidebarScene", "ShelfListScene"])
        #expect(layoutNames == ["ShelfSidebarScene", "ShelfListScene"])
    }

    @Test func backFromTheDetailLeavesTheListAndAnUnknownItemIsRefused() throws {
        try driver.open("shelf/fruit/plum")
        try driver.back()
        #expect(driver.app.entryLinks == ["nvc://shelf", "nvc://shelf/fruit"])
        #expect(throws: OpenLinkError.self) { try driver.open("shelf/fruit/leek") }
    }
}
