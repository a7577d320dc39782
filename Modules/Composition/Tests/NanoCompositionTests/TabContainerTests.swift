import NanoComposition
import NanoContract
import NanoDI
import NanoNavigation
import NanoUI
import Testing

/// The fixture app with its root as tabs: Home (root `home`) and Settings (root `settings`),
/// declared by the features; sign-up stays outside the tabs.
@MainActor
func makeTabbedApp(session: FakeSession, extraTab: FeatureTab? = nil) throws -> NanoApp {
    let signUp = TestPlugin(id: "signup") { feature in
        feature.route("signup", presentation: .root, handler: page("Sign up"))
        feature.provideGuard(.signedIn, flow: "signup") { _ in session.isSignedIn }
    }
    let home = TestPlugin(id: "home") { feature in
        feature.route("home", guard: .signedIn, handler: page("Home"))
        feature.route("home/news", parent: "home", handler: page("News"))
        feature.tab("home", title: "Home", order: 10, root: Route("home"))
    }
    let settings = TestPlugin(id: "settings") { feature in
        feature.route("settings", parent: "home", guard: .signedIn) { context throws(RouteError) in
            try context.start { PagesFlow(navigationStack: $0, first: "Settings") }
        }
        feature.route("settings/notifications", parent: "settings", handler: continuing("Notifications"))
        feature.route("settings/about", parent: "settings", presentation: .modal) { context throws(RouteError) in
            try context.continueFlow(PagesFlow.self) { $0.present("About") }
        }
        feature.route("settings/user/:id", parent: "settings", handler: continuing("User"))
        feature.tab("settings", title: "Settings", order: 20, root: Route("settings"))
        if let extraTab {
            feature.tab(extraTab.id, title: extraTab.title, order: extraTab.order, root: Route(extraTab.root))
        }
    }
    return try NanoApp(
        scheme: "nvc", homeLink: "home", plugins: [settings, signUp, home], dependencies: DependencyContainer(),
        navigationStack: HeadlessNavigationStack(leakDetector: nil))
}

@MainActor
struct TabContainerTests {
    let session = FakeSession()

    func signedIn() throws -> NanoApp {
        session.isSignedIn = true
        return try makeTabbedApp(session: session)
    }

    @Test func theFeaturesDeclareTheTabsInTheirOrder() throws {
        let app = try signedIn()
        #expect(app.tabContainer.tabs.map(\.id) == ["home", "settings"])
        #expect(app.tabContainer.tabs.map(\.rootLink) == ["nvc://home", "nvc://settings"])
        #expect(app.tabContainer.tabBar == nil, "nothing selected before the first link")
    }

    @Test func aDeepLinkSelectsItsTabThenBuildsThatTabsStack() throws {
        let app = try signedIn()
        try app.open("nvc://settings/notifications")
        #expect(app.tabContainer.selectedTabID == "settings")
        #expect(app.titles == ["Settings", "Notifications"])
        #expect(app.entryLinks == ["nvc://settings", "nvc://settings/notifications"])
        #expect(app.tabContainer.host(forTab: "home")?.navigationStack.scenes.isEmpty == true)
        #expect(app.tabContainer.tabBar?.tabs.map(\.selected) == [false, true])
        try app.open("home/news")
        #expect(app.tabContainer.selectedTabID == "home")
        #expect(app.titles == ["Home", "News"])
    }

    @Test func switchingTabsKeepsEachTabsStackAsItWas() throws {
        let app = try signedIn()
        try app.open("home/news")
        let news = try #require(app.navigationStack.topScene)
        try app.open("settings/notifications")
        let notifications = try #require(app.navigationStack.topScene)
        try app.selectTab("home")
        #expect(app.titles == ["Home", "News"])
        #expect(app.navigationStack.topScene === news)
        try app.selectTab("settings")
        #expect(app.navigationStack.topScene === notifications)
        #expect(notifications.isOnStack && news.isOnStack)
    }

    @Test func backWalksTheSelectedTabsStackOnly() throws {
        let app = try signedIn()
        try app.open("home/news")
        try app.open("settings/notifications")
        try app.navigationStack.goBack()
        #expect(app.titles == ["Settings"])
        #expect(throws: UserActionError.self) { try app.navigationStack.goBack() }
        try app.selectTab("home")
        #expect(app.titles == ["Home", "News"])
    }

    @Test func selectingATabNeverShownOpensItsRootAndTheSelectedTabPopsToItsRoot() throws {
        let app = try signedIn()
        try app.open("home")
        #expect(try app.selectTab("settings") == .opened(link: "nvc://settings"))
        #expect(app.titles == ["Settings"])
        try app.open("settings/notifications")
        #expect(try app.selectTab("settings") == nil)
        #expect(app.titles == ["Settings"])
        #expect(throws: TabSelectionError.unknownTab("catalog", tabs: ["home", "settings"])) {
            try app.selectTab("catalog")
        }
    }

    @Test func aModalCoversTheTabBar() throws {
        let app = try signedIn()
        try app.open("settings/about")
        #expect(app.tabContainer.tabBar == nil)
        #expect(throws: TabSelectionError.tabBarHidden) { try app.selectTab("home") }
        try app.navigationStack.dismissTopmost()
        #expect(app.tabContainer.tabBar != nil)
    }

    @Test func theGuardsFlowReplacesTheTabsThenThePendingLinkOpensInItsTab() throws {
        let app = try makeTabbedApp(session: session)
        #expect(
            try app.open("settings/notifications")
                == .deferred(pending: "nvc://settings/notifications", guardID: .signedIn))
        #expect(app.tabContainer.selectedTabID == nil)
        #expect(app.tabContainer.tabBar == nil)
        #expect(app.titles == ["Sign up"])
        #expect(throws: TabSelectionError.tabBarHidden) { try app.selectTab("home") }
        session.isSignedIn = true
        try app.completeGuardFlow()
        #expect(app.tabContainer.selectedTabID == "settings")
        #expect(app.titles == ["Settings", "Notifications"])
        #expect(app.tabContainer.root.navigationStack.scenes.isEmpty, "the sign-up screen left")
        #expect(app.rootCoordinator.childCoordinators.count == 2, "only the two tabs' hosts: sign-up's flow was freed")
    }

    @Test func aLogoutEmptiesEveryTabAndShowsTheGuardsFlow() throws {
        let app = try signedIn()
        try app.open("home/news")
        try app.open("settings/notifications")
        session.isSignedIn = false
        #expect(app.enforceGuards() == .signedIn)
        #expect(app.tabContainer.selectedTabID == nil)
        #expect(app.titles == ["Sign up"])
        for tab in ["home", "settings"] {
            #expect(app.tabContainer.host(forTab: tab)?.navigationStack.scenes.isEmpty == true)
            #expect(app.tabContainer.host(forTab: tab)?.childCoordinators.isEmpty == true)
        }
    }

    @Test func aRootRouteOutsideTheTabsReplacesThemAsItReplacedTheOneStack() throws {
        let app = try signedIn()
        try app.open("home/news")
        try app.open("settings/notifications")
        try app.open("signup")  // a flow root: `.root` replaces every screen
        #expect(app.tabContainer.selectedTabID == nil)
        #expect(app.titles == ["Sign up"])
        for tab in ["home", "settings"] {
            #expect(app.tabContainer.host(forTab: tab)?.navigationStack.scenes.isEmpty == true)
            #expect(app.tabContainer.host(forTab: tab)?.childCoordinators.isEmpty == true)
        }
        try app.open("home")
        #expect(app.titles == ["Home"], "the tab is built afresh")
    }

    @Test func restoringTheSavedLinksRebuildsEveryTabAndEndsOnTheSelectedOne() throws {
        let app = try signedIn()
        try app.open("settings/user/7")
        try app.open("home/news")
        #expect(app.restorationLinks == ["nvc://settings", "nvc://settings/user/7", "nvc://home", "nvc://home/news"])
        let again = try makeTabbedApp(session: session)
        try again.restore(app.restorationLinks)
        #expect(again.tabContainer.selectedTabID == "home")
        #expect(again.titles == ["Home", "News"])
        try again.selectTab("settings")
        #expect(again.titles == ["Settings", "User"])
        #expect(again.restorationLinks == ["nvc://home", "nvc://home/news", "nvc://settings", "nvc://settings/user/7"])
    }

    @Test func everyTabsFlowsBelongToTheOneCoordinatorTree() throws {
        let app = try signedIn()
        try app.open("home")
        try app.open("settings/notifications")
        let flows = app.rootCoordinator.coordinatorTree.dropFirst().map { String(describing: type(of: $0)) }
        #expect(flows.sorted() == ["PageCoordinator", "PagesFlow", "RouteHostCoordinator", "RouteHostCoordinator"])
    }
}
