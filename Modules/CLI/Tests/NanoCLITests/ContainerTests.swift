import Foundation
import NanoContract
import NanoRuntime
import NanoTesting
import Testing

@_spi(Fuzzing) @testable import NanoCLI

/// The sample app with tabs: Home (the sample's guarded `home`) and Shelf (NanoTesting's split
/// fixture, unguarded).
func tabbedConfiguration() -> AppConfiguration {
    fakeConfiguration(plugins: { _ in
        samplePlugins() + [
            ShelfPlugin(tab: true),
            SamplePlugin(id: "hometab") { $0.tab("home", title: "Home", order: 10, root: Route("home")) },
        ]
    })
}

@MainActor
struct ContainerTests {
    static let logIn = "type name Ada\ntap go\n"

    @Test func theTabBarLineMarksTheSelectedTabUnderTheScreen() async {
        let run = await demo("open", "demo://shelf/fruit", "--ephemeral", configuration: tabbedConfiguration())
        #expect(run.status == .ok, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("Shelf > Items\n"), "the stack line shows the selected tab's stack")
        #expect(run.stdout.hasSuffix("tabs: Home  [Shelf]\n"))
    }

    @Test func aWideTerminalShowsTheSplitSideBySideANarrowOneTheStack() async throws {
        let wide = await demo(
            "open", "demo://shelf/fruit/pear", "--ephemeral", environment: ["COLUMNS": "150"],
            configuration: tabbedConfiguration())
        let top = try #require(wide.stdout.split(separator: "\n").first { $0.contains("ShelfSidebarScene") })
        #expect(top.contains("ShelfListScene") && top.contains("ShelfDetailScene"), "\(wide.stdout)")
        #expect(wide.stdout.contains("Pear"))
        let narrow = await demo(
            "open", "demo://shelf/fruit/pear", "--ephemeral", environment: ["COLUMNS": "119"],
            configuration: tabbedConfiguration())
        #expect(narrow.stdout.contains("ShelfDetailScene"))
        #expect(!narrow.stdout.contains("ShelfSidebarScene"))
    }

    @Test func theJSONHasTheTabsWithStableKeys() async throws {
        let run = await demo("open", "shelf", "--ephemeral", "--json", configuration: tabbedConfiguration())
        let tabs = try #require((run.json?["tabs"] as? [String: Any])?["tabs"] as? [[String: Any]])
        #expect(tabs.map { $0["id"] as? String } == ["home", "shelf"])
        #expect(tabs.map { $0["title"] as? String } == ["Home", "Shelf"])
        #expect(tabs.map { $0["selected"] as? Bool } == [false, true])
        let untabbed = await demo("open", "home", "--ephemeral", "--json")
        #expect(untabbed.json?["tabs"] is NSNull)
    }

    @Test func selectTabSwitchesAndKeepsEachTabsStack() async {
        let script =
            Self.logIn
            + "open shelf/fruit/pear\nselect tab home\nexpect greeting text Hello, Ada\nselect tab shelf\nback\n"
        let run = await demo(
            "open", "login", "--ephemeral", "--json", "--script", "-", stdin: script,
            configuration: tabbedConfiguration())
        #expect(run.status == .ok, "\(run.stderr)")
        #expect(run.stackTitles == ["Shelf", "Items"], "the shelf tab kept its stack; back walked it")
        let tabs = (run.json?["tabs"] as? [String: Any])?["tabs"] as? [[String: Any]]
        #expect(tabs?.map { $0["selected"] as? Bool } == [false, true])
    }

    @Test func theGuardsFlowReplacesTheTabsAndTheirScreens() async {
        // Log-in is a `.root` route outside the tabs: it replaces them, every tab's screens
        // included, as it replaced the one stack of an app without tabs.
        let script = "select tab home\n" + Self.logIn + "select tab shelf\n"
        let run = await demo(
            "open", "shelf/fruit/pear", "--ephemeral", "--json", "--script", "-", stdin: script,
            configuration: tabbedConfiguration())
        #expect(run.status == .ok, "\(run.stderr)")
        #expect(run.stackTitles == ["Shelf"], "the shelf tab was built afresh from its root")
    }

    @Test func anUnknownTabOrAHiddenBarIsRefusedWithExitCode1() async {
        let unknown = await demo(
            "open", "shelf", "--ephemeral", "--json", "--script", "-", stdin: "select tab catalog",
            configuration: tabbedConfiguration())
        #expect(unknown.status == .failed)
        #expect(unknown.errorObject?["kind"] as? String == "unknownTab")
        #expect((unknown.errorObject?["message"] as? String)?.contains("tabs: home, shelf") == true)
        let hidden = await demo(
            "open", "home", "--ephemeral", "--json", "--script", "-", stdin: "select tab shelf",
            configuration: tabbedConfiguration())
        #expect(hidden.status == .failed, "the log-in screen replaces the tabs")
        #expect(hidden.errorObject?["kind"] as? String == "refused")
    }

    @Test func resumeRebuildsEveryTabAndEndsOnTheSelectedOne() async throws {
        let state = try temporaryDirectory().path
        let first = await demo(
            "open", "login", "--state", state, "--script", "-",
            stdin: Self.logIn + "open shelf/vegetables/kale\nselect tab home\n", configuration: tabbedConfiguration())
        #expect(first.status == .ok, "\(first.stderr)")
        let resumed = await demo(
            "resume", "--state", state, "--json", "--script", "-", stdin: "select tab shelf",
            configuration: tabbedConfiguration())
        #expect(resumed.status == .ok, "\(resumed.stderr)")
        #expect(resumed.stackTitles == ["Shelf", "Items", "Item"])
    }

    @Test func selectTabParsesAndAListCalledTabKeepsItsRows() throws {
        let lines = try ScriptParser.parse("select tab settings\nselect tab 2\n")
        #expect(lines.map(\.command) == [.selectTab(id: "settings"), .select(id: "tab", row: 2)])
    }

    @Test func routesStillListsEveryRoute() async {
        let run = await demo("routes", configuration: tabbedConfiguration())
        for route in [
            "home", "shelf", "shelf/:category(enum: fruit|vegetables)", "shelf/:category(enum: fruit|vegetables)/:item",
        ] {
            #expect(run.stdout.contains("\n" + route + " "), "\(route)")
        }
    }
}
