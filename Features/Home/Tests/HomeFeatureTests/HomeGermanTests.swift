import NanoStrings
import NanoTesting
import SessionInterface
import Testing

@testable import HomeFeature

/// Home in German: the table is complete and the screen shows German when the app speaks it.
@MainActor
struct HomeGermanTests {
    @Test("every Home text exists in English and German, with the same placeholders")
    func tablesAreComplete() {
        assertTablesComplete([HomeText.self], languages: [.english, .german])
    }

    @Test("an app in German greets, titles and labels Home in German")
    func homeInGerman() throws {
        let app = try makeApp(sessions: makeSessions(signedInAs: ada), language: .german)
        try app.open("home")
        let driver = FlowDriver(app: app)
        try driver.expect("welcome", "text", equals: "Willkommen, Ada")
        try driver.expect("settings", "title", equals: "Einstellungen")
        try driver.expect("logout", "title", equals: "Abmelden")
        #expect(app.navigationStack.scenes.last?.title == "Start")
        #expect(HomeViewModel.welcome(for: nil, text: Strings(.german)) == "Willkommen")
    }
}
