import ArgumentParser
import Foundation
import NanoRuntime
import NanoTesting
import Testing

@testable import NanoCLI

/// `--api-faults FILE`: parsed for `open`, `resume` and `serve`, refused with `--api`, read and
/// handed to the app's check before anything runs; every file that is no plan a usage error.
@MainActor
struct ApiFaultsOptionTests {
    private func parse(_ arguments: [String]) throws -> (any ParsableCommand)? {
        let identity = CommandIdentity(
            name: "demo", version: "1.0", abstract: "", scheme: "demo", isPreview: false, serves: true)
        return try CommandIdentity.$current.withValue(identity) { try RootCommand.parseAsRoot(arguments) }
    }

    /// An app whose check objects to any plan containing `bad`.
    private func app(checks: Bool = true) -> AppConfiguration {
        let check: @Sendable (String) -> String? = { $0.contains("bad") ? "rule 1: bad" : nil }
        return AppConfiguration(
            name: "demo", scheme: "demo", homeLink: "home", plugins: { _ in [] }, checkApiFaults: checks ? check : nil)
    }

    private func file(_ bytes: [UInt8]) throws -> String {
        let url = try TestDirectory.make("faults").appendingPathComponent("plan.json")
        try Data(bytes).write(to: url)
        return url.path
    }

    @Test func theOptionIsParsedForOpenResumeAndServe() throws {
        let open = try #require(
            try parse(["open", "home", "--api-faults", "p.json"]) as? OpenCommand<NoLaunchArguments>)
        #expect(open.options.settings.apiFaults == "p.json")
        let resume = try #require(try parse(["resume", "--api-faults=p.json"]) as? ResumeCommand<NoLaunchArguments>)
        #expect(resume.options.settings.apiFaults == "p.json")
        let serve = try #require(try parse(["serve", "--api-faults", "p.json"]) as? ServeCommand<NoLaunchArguments>)
        #expect(serve.data.apiFaults == "p.json")
    }

    @Test func withApiOrEmptyItIsAUsageError() {
        #expect(throws: (any Error).self) { try parse(["open", "home", "--api", "http://h/", "--api-faults", "p"]) }
        #expect(throws: (any Error).self) { try parse(["serve", "--api", "http://h/", "--api-faults", "p"]) }
        #expect(throws: (any Error).self) { try parse(["serve", "--api", "h"]) }
        #expect(throws: ValidationError.self) { try RunSettings(apiFaults: "").check() }
        #expect(throws: ValidationError.self) { try RunSettings(api: "http://h/", apiFaults: "p").check() }
        let serve = try? parse(["serve", "--api", "http://h/api/"]) as? ServeCommand<NoLaunchArguments>
        #expect(serve?.options.launch.api == "http://h/api/")
    }

    @Test func aGoodPlanReachesTheLaunchOptions() throws {
        let path = try file(Array(#"{"faults": []}"#.utf8))
        let launch = try ApiFaultsOption.launch(LaunchOptions(), faultsFile: path, configuration: app())
        #expect(launch.apiFaults == #"{"faults": []}"#)
        #expect(try ApiFaultsOption.launch(LaunchOptions(), faultsFile: nil, configuration: app()).apiFaults == nil)
    }

    @Test func aPlanTheAppRefusesIsInvalidNamingTheFile() throws {
        let path = try file(Array("bad".utf8))
        let error = #expect(throws: AppError.self) {
            try ApiFaultsOption.launch(LaunchOptions(), faultsFile: path, configuration: app())
        }
        #expect(error?.status == .usage)
        #expect(error?.kind == "apiFaultsInvalid")
        #expect(error?.message == "--api-faults '\(path)': rule 1: bad")
    }

    @Test func anAppWithoutABuiltInAPIRefusesEveryPlan() throws {
        let path = try file(Array(#"{"faults": []}"#.utf8))
        let error = #expect(throws: AppError.self) {
            try ApiFaultsOption.launch(LaunchOptions(), faultsFile: path, configuration: app(checks: false))
        }
        #expect(error?.kind == "apiFaultsInvalid")
        #expect(error?.message.contains("demo has no built-in API") == true)
    }

    @Test func aFileThatCannotBeReadIsUnreadable() throws {
        let tooLarge = try file([UInt8](repeating: 0x20, count: ApiFaultsOption.maxBytes + 1))
        let notText = try file([0xFF, 0xFE])
        for path in [
            tooLarge, notText, tooLarge + ".missing", URL(fileURLWithPath: tooLarge).deletingLastPathComponent().path,
        ] {
            let error = #expect(throws: AppError.self) {
                try ApiFaultsOption.launch(LaunchOptions(), faultsFile: path, configuration: app())
            }
            #expect(error?.status == .usage, "\(path)")
            #expect(error?.kind == "apiFaultsUnreadable", "\(path)")
            #expect(error?.message.contains(path) == true, "\(path)")
        }
        let exactly = try file([UInt8](repeating: 0x20, count: ApiFaultsOption.maxBytes))
        #expect(try ApiFaultsOption.launch(LaunchOptions(), faultsFile: exactly, configuration: app()).apiFaults != nil)
    }

    @Test func aRunWithABadPlanTouchesNoState() async throws {
        let state = try TestDirectory.make("faults-state")
        let run = await demo(
            "open", "home", "--state", state.path, "--api-faults", try file(Array("bad".utf8)),
            configuration: app())
        #expect(run.status == .usage)
        #expect(run.stderr.contains("rule 1: bad"), "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: state.path).isEmpty)
    }

    @Test func serveHandsThePlanToTheServerOrRefusesItBeforeListening() async throws {
        let path = try file(Array(#"{"faults": []}"#.utf8))
        let served = ServedOptions()
        let serve: ServeHandler = { options, _ in
            served.options.append(options)
            return .ok
        }
        let run = await demo("serve", "--port", "0", "--api-faults", path, configuration: app(), serve: serve)
        #expect(run.status == .ok, "\(run.stderr)")
        #expect(served.options.map(\.launch.apiFaults) == [#"{"faults": []}"#])
        let refused = await demo(
            "serve", "--port", "0", "--api-faults", try file(Array("bad".utf8)), configuration: app(), serve: serve)
        #expect(refused.status == .usage)
        #expect(refused.stderr.contains("rule 1: bad"), "\(refused.stderr)")
        #expect(served.options.count == 1, "the server never started for the bad plan")
    }
}

/// The options a test's server was started with.
@MainActor
private final class ServedOptions {
    var options: [ServeOptions] = []
}
