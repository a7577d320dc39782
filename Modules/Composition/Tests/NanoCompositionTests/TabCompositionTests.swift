import NanoComposition
import NanoContract
import NanoDI
import NanoNavigation
import Testing

@MainActor
struct TabCompositionTests {
    func problems(_ tab: FeatureTab) -> [String] {
        do {
            _ = try makeTabbedApp(session: FakeSession(), extraTab: tab)
            return []
        } catch let error as CompositionError {
            return error.problems.map(\.description)
        } catch {
            return ["\(error)"]
        }
    }

    @Test func aTabIDUsedTwiceDoesNotCompose() {
        #expect(
            problems(FeatureTab(id: "home", title: "Again", order: 1, root: "settings/notifications"))
                == ["tab 'home' (home) is declared by more than one feature"])
    }

    @Test func aTabsRootMustBeARouteWithoutParameters() {
        #expect(
            problems(FeatureTab(id: "user", title: "User", order: 1, root: "settings/user/:id"))
                == [
                    "tab 'user' (settings) has root 'settings/user/:id', which matches 'settings/user/:id', a route with parameters"
                ])
        #expect(
            problems(FeatureTab(id: "nowhere", title: "Nowhere", order: 1, root: "nowhere"))
                == ["tab 'nowhere' (settings) has root 'nowhere', which matches no route"])
    }

    @Test func anAppWithoutTabsShowsOneStackAsBefore() throws {
        let session = FakeSession()
        session.isSignedIn = true
        let app = try makeApp(session: session)
        try app.open("settings/notifications")
        #expect(app.tabContainer.tabs.isEmpty)
        #expect(app.tabContainer.tabBar == nil)
        #expect(app.titles == ["Home", "Settings", "Notifications"])
        #expect(app.restorationLinks == app.entryLinks)
        #expect(throws: TabSelectionError.unknownTab("home", tabs: [])) { try app.selectTab("home") }
    }
}
