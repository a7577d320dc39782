import Foundation
import Testing

/// The built `nvc` in another language: `--locale`, the POSIX locale variables, and refusals.
struct LocaleProcessTests {
    /// A state directory signed in as Ada.
    private func signedInState() async throws -> URL {
        let state = try temporaryDirectory()
        let signUp = try await NvcProcess.run(
            ["open", "nvc://signup", "--state", state.path, "--script", "-"], input: FlowTests.signUp)
        try #require(signUp.status == 0, "\(signUp)")
        return state
    }

    @Test("nvc open nvc://settings --locale de shows Settings in German")
    func localeOption() async throws {
        let state = try await signedInState()
        let run = try await NvcProcess.run(["open", "nvc://settings", "--state", state.path, "--locale", "de"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.hasPrefix("Einstellungen\n"), "the Settings tab's stack: \(run)")
        for row in ["Mitteilungen", "Ein", "Erscheinungsbild", "System", "Profil", "Über Nano"] {
            #expect(run.stdout.contains(row), "\(row) in \(run.stdout)")
        }
        #expect(!run.stdout.contains("Notifications"))
        let json = try await NvcProcess.run(
            ["open", "nvc://settings/profile/edit", "--state", state.path, "--locale", "de_DE.UTF-8", "--json"])
        #expect(json.stackTitles == ["Einstellungen", "Profil", "Profil bearbeiten"], "\(json)")
    }

    @Test(
        "without --locale, LC_ALL, LC_MESSAGES or LANG decides; one the app lacks is English",
        arguments: [
            (["LANG": "de_DE.UTF-8"], "Einstellungen"), (["LC_MESSAGES": "de_AT.UTF-8"], "Einstellungen"),
            (["LC_ALL": "en_US.UTF-8", "LANG": "de_DE.UTF-8"], "Settings"), (["LANG": "fr_FR.UTF-8"], "Settings"),
        ])
    func environmentDefault(environment: [String: String], title: String) async throws {
        let state = try await signedInState()
        let run = try await NvcProcess.run(
            ["open", "nvc://settings", "--state", state.path, "--json"], environment: environment)
        #expect(run.status == 0, "\(run)")
        #expect(run.stackTitles.last == title, "\(run)")
    }

    @Test("--locale the app has no texts in is usage error 64, with one error line and a JSON kind")
    func unknownLocale() async throws {
        let text = try await NvcProcess.run(["open", "nvc://home", "--ephemeral", "--locale", "fr"])
        #expect(text.status == 64, "\(text)")
        #expect(text.stdout.isEmpty)
        #expect(
            text.errorLines == ["nvc: error: --locale: the app has no texts in 'fr' (from 'fr'; languages: en, de)"])
        let json = try await NvcProcess.run(["open", "nvc://home", "--ephemeral", "--locale", "1x", "--json"])
        #expect(json.status == 64)
        #expect(json.errorObject?["kind"] as? String == "unknownLocale")
        #expect(json.errorObject?["code"] as? Int == 64)
        let help = try await NvcProcess.run(["open", "--help"])
        #expect(help.stdout.contains("--locale <LANGUAGE>"))
    }
}
