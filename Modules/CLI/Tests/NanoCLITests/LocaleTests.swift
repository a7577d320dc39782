import NanoCLI
import NanoRuntime
import NanoStrings
import NanoTesting
import Testing

/// The sample app with the greeting feature, in English and German (or `languages`).
private func bilingualConfiguration(languages: [Language] = [.english, .german]) -> AppConfiguration {
    AppConfiguration(
        name: "demo", scheme: "demo", homeLink: "home", version: "9.9.9",
        plugins: { _ in samplePlugins() + [localizedSamplePlugin()] }, languages: languages)
}

@MainActor
@Suite struct LocaleTests {
    @Test(
        "--locale picks the language, and wins over the environment",
        arguments: ["de", "DE", "de-AT", "de_DE.UTF-8", "--locale=de"])
    func localeOption(value: String) async {
        let option = value.hasPrefix("--") ? [value] : ["--locale", value]
        let arguments = ["open", "hello", "--ephemeral"] + option
        let run = await demo(arguments, environment: ["LANG": "en_US.UTF-8"], configuration: bilingualConfiguration())
        #expect(run.status == .ok)
        #expect(run.stdout.contains("Hallo, world"))
    }

    @Test(
        "without --locale the first of LC_ALL, LC_MESSAGES and LANG decides; unknown or none is English",
        arguments: [
            (["LANG": "de_DE.UTF-8"], "Hallo"), (["LC_MESSAGES": "de_CH", "LANG": "en_US"], "Hallo"),
            (["LC_ALL": "en_GB.UTF-8", "LANG": "de_DE.UTF-8"], "Hello"), (["LANG": "fr_FR.UTF-8"], "Hello"),
            (["LC_ALL": "C", "LANG": "de_DE"], "Hello"), ([:], "Hello"),
        ])
    func environmentDefault(environment: [String: String], greeting: String) async {
        let run = await demo(
            ["open", "hello", "--ephemeral"], environment: environment, configuration: bilingualConfiguration())
        #expect(run.status == .ok)
        #expect(run.stdout.contains("\(greeting), world"))
    }

    @Test("an unknown --locale is a usage error (64) naming the app's languages")
    func unknownLocale() async {
        let french = await demo(
            ["open", "hello", "--ephemeral", "--locale", "fr"], configuration: bilingualConfiguration())
        #expect(french.status == .usage)
        #expect(french.stdout.isEmpty)
        #expect(
            french.stderr == "demo: error: --locale: the app has no texts in 'fr' (from 'fr'; languages: en, de)\n")
        let garbage = await demo(
            ["open", "hello", "--ephemeral", "--locale", "C", "--json"], configuration: bilingualConfiguration())
        #expect(garbage.status == .usage)
        #expect(garbage.errorObject?["kind"] as? String == "unknownLocale")
        #expect(
            garbage.errorObject?["message"] as? String == "--locale: 'C' is not a language tag (languages: en, de)")
        let englishOnly = await demo(
            ["open", "hello", "--ephemeral", "--locale", "de"],
            configuration: bilingualConfiguration(languages: [.english]))
        #expect(englishOnly.status == .usage)
        #expect(englishOnly.stderr.contains("no texts in 'de'"))
    }

    @Test("an empty --locale is refused before anything runs")
    func emptyLocale() async {
        let run = await demo(["open", "hello", "--ephemeral", "--locale", ""], configuration: bilingualConfiguration())
        #expect(run.status == .usage)
        #expect(run.stderr.contains("--locale needs a language"))
    }
}

/// `demo` with the arguments as an array.
@MainActor
private func demo(_ arguments: [String], environment: [String: String] = [:], configuration: AppConfiguration) async
    -> Run
{
    let out = Buffer()
    let err = Buffer()
    let console = Console(
        writeOutput: { out.append($0) }, writeError: { err.append($0) }, readLine: { nil },
        isTerminal: false, outputIsTerminal: false, environment: environment.merging(["NO_COLOR": "1"]) { a, _ in a })
    let status = await NanoCommandLine.run(configuration, arguments: arguments, console: console)
    return Run(status: status, stdout: out.text, stderr: err.text)
}
