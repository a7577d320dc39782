import NanoNavigation
import NanoStrings
import NanoTesting
import NanoUI
import Testing

@testable import NanoRuntime

/// The framework's string table: complete in English and German, its English what the
/// renderers show by default, and an app's runtime hands its language's words to every host.
@MainActor
@Suite struct ContainerTextTests {
    @Test func theTableIsComplete() {
        assertTablesComplete([ContainerText.self], languages: [.english, .german])
    }

    @Test func itsEnglishIsTheRenderersDefault() {
        #expect(ContainerText.texts(in: .english) == ContainerTexts.english)
    }

    @Test func aGermanAppsHostsAndStacksGetTheGermanWords() async throws {
        let runtime = try AppRuntime(
            configuration: AppConfiguration(
                name: "demo", scheme: "demo", homeLink: "home",
                plugins: { _ in samplePlugins() + [sampleAlertPlugin()] }, languages: [.english, .german]),
            state: StateDirectory(location: .ephemeral), language: .german, warn: { _ in })
        let texts = runtime.app.containerTexts
        #expect(texts == ContainerText.texts(in: .german))
        #expect(
            [texts.alert, texts.confirm, texts.cancelRole, texts.back] == [
                "Hinweis", "Bestätigen", "abbrechen", "Zurück",
            ])
        #expect(texts.backTo("Einstellungen") == "Zurück zu Einstellungen")
        try await runtime.open("alerts")
        #expect(runtime.app.navigationStack.activity.texts == texts, "the stacks' words: an alert's OK")
        let english = try alertRuntime()
        #expect(english.app.containerTexts == .english)
    }
}
