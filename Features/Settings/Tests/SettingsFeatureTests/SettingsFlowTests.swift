import Foundation
import NanoComposition
import NanoContract
import NanoDI
import NanoNavigation
import NanoPersistence
import NanoStrings
import NanoTesting
import NanoUI
import SessionInterface
import Testing

@testable import SettingsFeature

/// Settings inside a composed app (the real plugin above stand-ins for sign-up and home),
/// driven the way a person or an `nvc` script drives it.
@MainActor
struct SettingsFlowTests {
    func signedIn(_ existing: World? = nil) throws -> (NanoApp, FlowDriver, World) {
        let store = existing ?? World(signedInAs: ada)
        let app = try store.app()
        return (app, FlowDriver(app: app), store)
    }

    @Test func everyRouteIsRegisteredGuardedAndDescribed() throws {
        let (app, _, _) = try signedIn()
        let routes = app.routeTable.routes.filter { $0.feature == "settings" }
        #expect(
            routes.map(\.pattern) == [
                "settings", "settings/notifications", "settings/appearance",
                "settings/appearance/:mode(enum: system|light|dark)", "settings/profile", "settings/profile/edit",
                "settings/about",
            ])
        #expect(
            routes.map(\.parent) == [
                "home", "settings", "settings", "settings", "settings", "settings/profile", "settings",
            ])
        #expect(routes.allSatisfy { $0.guard == GuardID.signedIn.rawValue && !$0.summary.isEmpty })
        #expect(routes.map(\.presentation) == [.push, .push, .push, .push, .push, .push, .modal])
        #expect(
            SettingsPlugin().needs.requirements == [
                DependencyRequirement((any SessionService).self), DependencyRequirement((any KeyValueStore).self),
                DependencyRequirement(Language.self),
            ])
    }

    @Test func aNotificationsLinkBuildsSettingsNotificationsInTheSettingsTab() throws {
        let (app, driver, _) = try signedIn()
        #expect(try app.open("nvc://settings/notifications") == .opened(link: "nvc://settings/notifications"))
        #expect(app.titles == ["Settings", "Notifications"])
        #expect(app.entryLinks == ["nvc://settings", "nvc://settings/notifications"])
        #expect(app.tabContainer.selectedTabID == "settings")
        try driver.expect("notifications", "on", equals: "true")
        try driver.expect("notifications", "title", equals: "Notifications")
    }

    @Test func pullingTheListShowsAValueChangedBehindIt() throws {
        let (app, driver, store) = try signedIn()
        try app.open("settings")
        try driver.expect("settings", "footer", equals: "Nano 0.1.0")
        try store.settings.setAppearance(.dark)
        let list = try #require((driver.screen as? NanoViewController<SettingsListView>)?.rootView?.listView)
        #expect(list.sections.first?.rows[1].detail == "System", "nothing changes until the person pulls")
        try driver.refresh("settings")
        #expect(list.sections.first?.rows[1].detail == "Dark")
        try driver.expect("settings", "refreshing", equals: "false")
        try driver.refresh("settings")
        try driver.expect("settings", "refreshing", equals: "false")
    }

    @Test func togglingPersistsAndTheListShowsItOnTheWayBack() throws {
        let (app, driver, store) = try signedIn()
        try app.open("settings/notifications")
        try driver.toggle("notifications")
        #expect(store.settings.notificationsEnabled == false)
        try driver.expect("notifications", "on", equals: "false")
        try driver.back()
        #expect(driver.screen is NanoViewController<SettingsListView>)
        let list = try #require((driver.screen as? NanoViewController<SettingsListView>)?.rootView?.listView)
        #expect(list.sections.first?.rows.first?.detail == "Off")
    }

    @Test func aSecondLaunchOverTheSameStoreSeesTheValues() throws {
        let store = World(signedInAs: ada)
        do {
            let (app, driver, _) = try signedIn(store)
            try app.open("settings/notifications")
            try driver.toggle("notifications")
            try app.open("settings/appearance/light")
        }
        let (app, driver, _) = try signedIn(store)
        try app.open("settings/notifications")
        try driver.expect("notifications", "on", equals: "false")
        try app.open("settings")
        let rows = try #require(
            (driver.screen as? NanoViewController<SettingsListView>)?.rootView?.listView.sections.first?.rows)
        #expect(rows.map(\.detail) == ["Off", "Light", "ada@example.com", nil])
    }

    @Test func aSecondLaunchOverTheSameFileSeesTheValues() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("SettingsFeatureTests-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("state.json")
        do {
            let app = try World(signedInAs: ada, store: try FileKeyValueStore(fileURL: file)).app()
            try app.open("settings/appearance")
            try FlowDriver(app: app).select(row: 2, in: "appearance")
        }
        let app = try World(signedInAs: ada, store: try FileKeyValueStore(fileURL: file)).app()
        try app.open("settings/appearance")
        let rows = try #require(
            (FlowDriver(app: app).screen as? NanoViewController<AppearanceView>)?.rootView?.list.sections.first?.rows)
        #expect(rows.map(\.accessory) == [.none, .none, .checkmark])
    }

    @Test func anAppearanceLinkStoresTheModeThenShowsIt() throws {
        let (app, driver, store) = try signedIn()
        try app.open("nvc://settings/appearance/dark")
        #expect(store.settings.appearance == .dark)
        #expect(app.titles == ["Settings", "Appearance"])
        let list = try #require((driver.screen as? NanoViewController<AppearanceView>)?.rootView?.list)
        #expect(list.sections.flatMap(\.rows).map(\.id) == ["system", "light", "dark"])
        #expect(list.sections.flatMap(\.rows).map(\.accessory) == [.none, .none, .checkmark])
        try driver.back()
        try driver.expect(
            "settings", "sections",
            equals:
                "[{title: null, rows: [{id: notifications, title: Notifications, detail: On, accessory: disclosure}, "
                + "{id: appearance, title: Appearance, detail: Dark, accessory: disclosure}, "
                + "{id: profile, title: Profile, detail: ada@example.com, accessory: disclosure}, "
                + "{id: about, title: About, detail: null, accessory: disclosure}]}]"
        )
    }

    @Test(arguments: ["settings/appearance/blue", "settings/appearance/Dark", "settings/appearance/dark/more"])
    func aBadModeIsRefusedAndNothingChanges(link: String) throws {
        let (app, _, store) = try signedIn()
        try app.open("settings")
        #expect {
            try app.open(link)
        } throws: { error in
            guard let error = error as? OpenLinkError else { return false }
            switch error {
            case .invalidLink, .noRoute: return true
            default: return false
            }
        }
        #expect(store.settings.appearance == .system)
        #expect(app.titles == ["Settings"])
    }

    @Test func aModeOfTheWrongKindIsAnInvalidLink() throws {
        let (app, _, _) = try signedIn()
        do {
            let outcome = try app.open("settings/appearance/blue")
            Issue.record("expected an invalid link, got \(outcome)")
        } catch {
            guard case .invalidLink = error else {
                Issue.record("expected an invalid link, got \(error)")
                return
            }
        }
    }

    @Test func selectingAChoiceMovesTheCheckmark() throws {
        let (app, driver, store) = try signedIn()
        try app.open("settings/appearance")
        try driver.select(row: 1, in: "appearance")
        #expect(store.settings.appearance == .light)
        let list = try #require((driver.screen as? NanoViewController<AppearanceView>)?.rootView?.list)
        #expect(list.sections.flatMap(\.rows).map(\.accessory) == [.none, .checkmark, .none])
    }

    @Test func eachListRowOpensItsScreen() throws {
        let (app, driver, _) = try signedIn()
        try app.open("settings")
        for (row, title) in ["Notifications", "Appearance", "Profile"].enumerated() {
            try driver.select(row: row, in: "settings")
            #expect(app.titles == ["Settings", title])
            try driver.back()
        }
        try driver.select(row: 3, in: "settings")
        #expect(driver.screen is NanoViewController<AboutView>)
        #expect(driver.app.navigationStack.topmostStack.presentingStack != nil, "about is modal")
        #expect(app.titles == ["Settings"])
    }

    @Test func profileShowsTheSessionsNameAndEmail() throws {
        let (app, driver, _) = try signedIn()
        try app.open("settings/profile")
        try driver.expect("name", "text", equals: "Ada")
        try driver.expect("email", "text", equals: "ada@example.com")
    }

    @Test func aboutShowsTheVersionAndDoneDismissesIt() throws {
        let (app, driver, _) = try signedIn()
        try app.open("settings/about")
        #expect(driver.screen is NanoViewController<AboutView>)
        try driver.expect("version", "text", equals: "Nano 0.1.0")
        try driver.expect("right-bar-button", "title", equals: "Done")
        try driver.tap("right-bar-button")
        #expect(app.navigationStack.presentedStack == nil)
        #expect(driver.screen is NanoViewController<SettingsListView>)
        #expect(app.entryLinks == ["nvc://settings"])
    }

    @Test func theAboutTextComesFromThePlugin() throws {
        let app = try World(signedInAs: ada).app(versionText: "Nano 9.9")
        try app.open("settings/about")
        try FlowDriver(app: app).expect("version", "text", equals: "Nano 9.9")
    }

    @Test func signedOutLinksGoThroughSignUpAndResume() throws {
        let store = World(signedInAs: nil)
        let (app, driver, _) = try signedIn(store)
        #expect(
            try app.open("settings/appearance/dark")
                == .deferred(pending: "nvc://settings/appearance/dark", guardID: .signedIn))
        #expect(store.settings.appearance == .system, "nothing is stored before the guard passes")
        #expect(app.titles == ["Sign up"])
        try store.sessions.save(ada)
        try app.completeGuardFlow()
        #expect(app.titles == ["Settings", "Appearance"])
        #expect(store.settings.appearance == .dark)
        #expect(driver.screen is NanoViewController<AppearanceView>)
    }

    @Test func aFailedWriteShowsAnErrorToastAndKeepsTheStoredValue() throws {
        let (app, driver, store) = try signedIn()
        try app.open("settings/notifications")
        store.failable?.failsWrites = true
        try driver.toggle("notifications")
        #expect(driver.screen?.toast?.style == .error)
        try driver.expect("notifications", "on", equals: "true")
        #expect(store.settings.notificationsEnabled == true)
        try app.open("settings/appearance/dark")
        #expect(driver.screen?.toast?.style == .error)
        #expect(store.settings.appearance == .system)
    }
}
