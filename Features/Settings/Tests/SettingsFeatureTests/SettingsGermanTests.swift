import NanoReactive
import NanoStrings
import NanoTesting
import SessionInterface
import Testing

@testable import SettingsFeature

/// Settings in German: the tables are complete, a view model given German strings shows German,
/// and every screen renders in German (text snapshot `german.1.txt`).
@MainActor
struct SettingsGermanTests {
    @Test("every Settings text exists in English and German, with the same placeholders")
    func tablesAreComplete() {
        assertTablesComplete([SettingsText.self], languages: [.english, .german])
    }

    @Test("a view model runs in German when given German strings")
    func listViewModelInGerman() {
        let world = World(signedInAs: ada)
        let rows = SettingsListViewModel.rows(
            settings: world.settings, session: ada, text: Strings(.german))
        #expect(rows.map(\.title) == ["Mitteilungen", "Erscheinungsbild", "Profil", "Über Nano"])
        #expect(rows.map(\.detail) == ["Ein", "System", "ada@example.com", nil])
    }

    @Test("a store that fails shows the German toast with the error filled in")
    func germanToast() throws {
        let world = World(signedInAs: ada)
        let app = try world.app(language: .german)
        try app.open("settings/notifications")
        let driver = FlowDriver(app: app)
        world.failable?.failsWrites = true
        try driver.toggle("notifications")
        #expect(
            driver.screen?.toast?.message
                == "Mitteilungen konnten nicht gespeichert werden: could not write key-value store file /state/store.json: disk full"
        )
    }

    @Test("every screen in German")
    func german() throws {
        let snapshots = SceneSnapshots()
        for link in ["settings", "settings/notifications", "settings/appearance", "settings/profile", "settings/about"]
        {
            let app = try World(signedInAs: ada).app(language: .german)
            try app.open(link)
            let driver = FlowDriver(app: app)
            snapshots.capture(
                "\(link): \(app.titles.joined(separator: " > "))", driver.screen,
                showsBackButton: app.navigationStack.topmostStack.canGoBack)
        }
        let app = try World(signedInAs: ada).app(language: .german)
        try app.open("settings/profile/edit")
        let driver = FlowDriver(app: app)
        try driver.type("ada@", into: "email")
        snapshots.capture("settings/profile/edit, email invalid", driver.screen, showsBackButton: true)
        #expect(snapshots.count == 6)
        assertSceneSnapshots(snapshots, pixels: false)
    }
}
