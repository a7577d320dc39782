import NanoNavigation
import NanoUI
import Testing

@MainActor
struct TabContainerTests {
    let container = TabContainer(
        tabs: [
            TabItem(id: "settings", title: "Settings", rootLink: "nvc://settings", order: 20),
            TabItem(id: "home", title: "Home", rootLink: "nvc://home", order: 10),
        ],
        rootStack: HeadlessNavigationStack(leakDetector: nil), makeStack: { HeadlessNavigationStack(leakDetector: nil) }
    )

    @Test func theTabsStandInTheirOrderEachWithItsOwnStack() throws {
        #expect(container.tabs.map(\.id) == ["home", "settings"])
        let home = try #require(container.host(forTab: "home")?.navigationStack)
        let settings = try #require(container.host(forTab: "settings")?.navigationStack)
        #expect(home !== settings && home !== container.root.navigationStack)
        #expect(container.root.childCoordinators.count == 2)
    }

    @Test func switchingKeepsEveryStackAndOnlyTheSelectedOneShows() throws {
        let home = try #require(container.host(forTab: "home")?.navigationStack)
        let first = FirstScene(viewModel: StepViewModel())
        home.push(first)
        var seen: [String?] = []
        let watch = container.selectionChanges.sink { seen.append($0) }
        #expect(container.select("home"))
        #expect(container.selectedStack.visibleScene === first)
        #expect(container.select("settings"))
        #expect(container.selectedStack.visibleScene == nil)
        #expect(first.isOnStack, "the home tab's screen stays while another tab shows")
        #expect(!container.select("catalog"))
        #expect(container.selectedTabID == "settings")
        #expect(container.tabBar?.tabs.map(\.id) == ["home", "settings"])
        #expect(container.tabBar?.selectedID == "settings")
        #expect(seen == ["home", "settings"])
        watch.cancel()
    }

    @Test func aTabLeftEmptyByItsFlowsKeepsItsHost() throws {
        let host = try #require(container.host(forTab: "home"))
        #expect(
            host.startFlow(link: "nvc://home", transition: .replace) {
                ParentCoordinator(navigationStack: $0, leakDetector: nil)
            })
        #expect(host.childCoordinators.count == 1)
        host.navigationStack.removeAll()
        #expect(host.childCoordinators.isEmpty, "the tab's flow is freed")
        #expect(container.root.childCoordinators.contains { $0 === host }, "the tab's host stays")
    }

    @Test func selectingATabTakesTheScreensOutsideTheTabsOff() {
        let outside = SecondScene(viewModel: StepViewModel())
        container.root.navigationStack.push(outside)
        #expect(container.tabBar == nil, "no tab bar while the screens outside the tabs show")
        container.select("home")
        #expect(!outside.isOnStack)
        #expect(container.root.navigationStack.scenes.isEmpty)
    }

    @Test func aModalCoversTheTabBar() {
        container.select("home")
        let modal = container.selectedStack.presentNewStack()
        modal.push(SecondScene(viewModel: StepViewModel()))
        #expect(container.tabBar == nil)
        container.selectedStack.dismissPresented()
        #expect(container.tabBar != nil)
    }
}
