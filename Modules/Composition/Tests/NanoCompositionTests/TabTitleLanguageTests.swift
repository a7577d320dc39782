import NanoComposition
import NanoContract
import NanoDI
import NanoNavigation
import NanoStrings
import Testing

/// The tab titles of the test app's one tab: English and German.
private enum TabText: String, StringKey {
    case news

    static let table = StringTable<TabText>([.news: "News"], translations: [.german: [.news: "Neuigkeiten"]])
}

/// A tab titled by a string-table key speaks the app's language: the bar shows the title in the
/// language the host registered, and the base language's in any language the table lacks.
@MainActor
struct TabTitleLanguageTests {
    private func tabTitles(in language: Language?) throws -> [String] {
        let news = TestPlugin(id: "news") { feature in
            feature.route("news", handler: page("News"))
            feature.tab("news", title: TabText.news, order: 10, root: Route("news"))
        }
        let dependencies = DependencyContainer()
        if let language { dependencies.register(Language.self, language) }
        let app = try NanoApp(
            scheme: "nvc", homeLink: "news", plugins: [news], dependencies: dependencies,
            navigationStack: HeadlessNavigationStack(leakDetector: nil))
        try app.open("news")
        return try #require(app.tabContainer.tabBar).tabs.map(\.title)
    }

    @Test func theTabBarShowsTheTitleInTheAppsLanguage() throws {
        #expect(try tabTitles(in: .german) == ["Neuigkeiten"])
        #expect(try tabTitles(in: .english) == ["News"])
        #expect(try tabTitles(in: nil) == ["News"])
        #expect(try tabTitles(in: Language("fr")) == ["News"])
    }

    @Test func aTabKnowsItsTitleInEachLanguage() {
        let tab = FeatureTab(id: "news", title: "News", titles: ["de": "Neuigkeiten"], order: 10, root: "news")
        #expect(tab.title(in: .german) == "Neuigkeiten")
        #expect(tab.title(in: .english) == "News")
    }
}
