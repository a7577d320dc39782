import NanoComposition
import NanoDI
import NanoNavigation
import NanoStrings
import NanoTesting
import Testing

@testable import CatalogFeature

/// The catalogue speaks the app's language: the `Language` its host registered (`--locale`, a
/// browser's `Accept-Language`), not one fixed when the plugin was made.
@MainActor
struct CatalogLanguageTests {
    /// The catalogue in an app whose host registered `language` (none: NanoApp's English).
    private func app(registering language: Language?) throws -> NanoApp {
        let world = World()
        let container = DependencyContainer()
        world.register(container)
        if let language { container.register(Language.self, language) }
        return try NanoApp(
            scheme: "nvc", homeLink: "catalog", plugins: [world.plugin()], dependencies: container,
            navigationStack: HeadlessNavigationStack(leakDetector: nil))
    }

    @Test("the app's language reaches the catalogue's texts")
    func followsTheApp() throws {
        let german = try app(registering: .german)
        try german.open("catalog")
        let screen = try #require(FlowDriver(app: german).screen)
        #expect(screen.title == "Katalog", "\(screen)")
        let english = try app(registering: nil)
        try english.open("catalog")
        #expect(FlowDriver(app: english).screen?.title == Strings<CatalogText>(.english)[.catalog])
    }

    @Test("an alert's actions keep their ids in every language, so a script's `tap alert retry` works in German")
    func alertIdsDoNotFollowTheLanguage() async throws {
        let world = World()
        await world.source.failNext(.failure(.status(code: 503, body: "")), for: .page)
        let app = try world.app(language: .german)
        try app.open("catalog/people")
        #expect(await eventually { app.navigationStack.visibleAlert != nil }, "the failure shows an alert")
        let alert = try #require(app.navigationStack.visibleAlert?.description)
        #expect(alert.actions.map(\.title) == ["Erneut versuchen", "Abbrechen"])
        #expect(alert.actions.map(\.id) == ["retry", "cancel"])
        try app.navigationStack.chooseAlertAction("retry")
        #expect(app.navigationStack.visibleAlert == nil)
        let driver = FlowDriver(app: app)
        #expect(await eventually { ((driver.screen as? CatalogListScene)?.rootView?.listView.rowCount ?? 0) == 10 })
        #expect(await world.source.requests == ["people p1", "people p1"])
    }
}
