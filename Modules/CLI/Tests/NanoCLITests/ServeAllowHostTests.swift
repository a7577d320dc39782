import ArgumentParser
import Testing

@testable import NanoCLI

/// `serve --allow-host NAME`: repeatable, reaching the server's options as given; a value that
/// cannot be a `Host` header (a URL, a space, nothing) is a usage error before anything listens.
@MainActor
struct ServeAllowHostTests {
    private func parse(_ arguments: [String]) throws -> ServeCommand<NoLaunchArguments>? {
        let identity = CommandIdentity(
            name: "demo", version: "1.0", abstract: "", scheme: "demo", isPreview: false, serves: true)
        return try CommandIdentity.$current.withValue(identity) {
            try RootCommand.parseAsRoot(arguments) as? ServeCommand<NoLaunchArguments>
        }
    }

    @Test func eachNameGivenReachesTheServersOptions() throws {
        let serve = try #require(
            try parse(["serve", "--allow-host", "nano.example", "--allow-host", "[fd00::1]:8443"]))
        #expect(serve.options.allowedHosts == ["nano.example", "[fd00::1]:8443"])
        #expect(try parse(["serve"])?.options.allowedHosts == [])
    }

    @Test(arguments: ["", "http://nano.example", "nano example", "nano.example/x", "ä.example"])
    func aValueThatCannotBeAHostHeaderIsAUsageError(_ value: String) {
        #expect(throws: (any Error).self) { try parse(["serve", "--allow-host", value]) }
    }
}
