import Foundation
import Testing

/// The plugin host gives the catalogue it loads from a library the launch's data API, as the
/// static `nvc` gives its built-in one: `--api URL` and `--api-faults FILE` (it used to ignore
/// both and always start the built-in API).
@Suite(.serialized)
struct PluginApiTests {
    /// `--plugin` options for every feature package's library.
    static func everyFeature(_ builds: PluginBuilds.Paths) -> [String] {
        builds.features.keys.sorted().compactMap { builds.features[$0] }.flatMap { ["--plugin", $0] }
    }

    @Test func theHostPlaysTheFaultPlanLikeTheStaticApp() async throws {
        let builds = try PluginBuilds.shared.get()
        let plan = try ApiFaultsOptionTests.plan(ApiFaultsOptionTests.peopleFail503)
        let arguments = ["open", "nvc://catalog/people", "--ephemeral", "--api-faults", plan, "--script", "-"]
        let script =
            "expect alert message The server answered with status 503.\ntap alert Retry\nexpect items footer 10 of 82\n"
        let plugged = try await NvcProcess.run(
            Self.everyFeature(builds) + arguments, input: script, executable: builds.host)
        #expect(plugged.status == 0, "\(plugged)")
        let statically = try await NvcProcess.run(arguments, input: script)
        #expect(plugged.stdout == statically.stdout, "\(plugged)")
    }

    @Test func theHostTakesItsDataFromApi() async throws {
        let builds = try PluginBuilds.shared.get()
        // Port 9 (discard) on the loopback: nothing listens, so every attempt is refused.
        let run = try await NvcProcess.run(
            Self.everyFeature(builds) + [
                "open", "nvc://catalog/people", "--ephemeral", "--api", "http://127.0.0.1:9/api/", "--script", "-",
            ],
            input: "expect alert title Could not load the list\ntap alert Cancel\n", executable: builds.host)
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("Could not reach the server"), "\(run)")
    }

    @Test func theHostRefusesABadPlan() async throws {
        let builds = try PluginBuilds.shared.get()
        let plan = try ApiFaultsOptionTests.plan(#"{"faults": [{"path": "people", "fault": "drop"}]}"#)
        let run = try await NvcProcess.run(
            Self.everyFeature(builds) + ["open", "catalog", "--ephemeral", "--api-faults", plan],
            executable: builds.host)
        #expect(run.status == 64, "\(run)")
        #expect(
            run.errorLines == [
                "nvc: error: --api-faults '\(plan)': fault plan rule 1: path 'people' must start with '/' (or be '*')"
            ])
    }
}
