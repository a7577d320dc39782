import ArgumentParser
import NanoRuntime
import Testing

@testable import NanoCLI

/// `--api URL`: read by ArgumentParser (the plain reader leaves it to it), checked, and handed
/// to the runtime in the launch options.
@MainActor
struct ApiOptionTests {
    private func parse(_ arguments: [String]) throws -> RunSettings? {
        let identity = CommandIdentity(
            name: "demo", version: "1.0", abstract: "", scheme: "demo", isPreview: false, serves: false)
        return try CommandIdentity.$current.withValue(identity) {
            switch try RootCommand.parseAsRoot(arguments) {
            case let open as OpenCommand<NoLaunchArguments>: open.options.settings
            case let resume as ResumeCommand<NoLaunchArguments>: resume.options.settings
            default: nil
            }
        }
    }

    @Test func anAddressReachesTheLaunchOptions() throws {
        let settings = try #require(try parse(["open", "catalog/people", "--api", "http://127.0.0.1:8000/api/"]))
        #expect(settings.launch.api == "http://127.0.0.1:8000/api/")
        #expect(try parse(["resume", "--api=https://swapi.dev/api/"])?.launch.api == "https://swapi.dev/api/")
        #expect(try parse(["open", "home"])?.launch.api == nil, "no flag: the built-in API")
        #expect(PlainCommandLine.parse(["open", "home", "--api", "http://x/"], preview: false) == nil)
    }

    @Test(arguments: ["swapi.dev/api", "ftp://host/api/", "http://", "not a url", ""])
    func anythingButAWebAddressIsAUsageError(api: String) {
        #expect(throws: (any Error).self) { try parse(["open", "home", "--api", api]) }
        #expect(RunSettings(api: api).launch.api == api)
        #expect(throws: ValidationError.self) { try RunSettings(api: api).check() }
    }
}
