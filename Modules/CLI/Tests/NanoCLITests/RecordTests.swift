import Foundation
import NanoCLI
import NanoRuntime
import NanoTesting
import Testing

/// `--interactive --record FILE` on NanoTesting's flow fixture: the recording replays with
/// `--script` to the same screen, and a feature edit (a renamed button) fails the replay
/// naming the control.
@MainActor
struct RecordTests {
    static func fixture(_ bug: PlantedBug? = nil) -> AppConfiguration {
        fakeConfiguration(plugins: { _ in flowFixturePlugins(bug) })
    }

    /// Signs in on the login page, opens a trail page, goes one page deeper and back, types.
    static let session = """
        type name Ada Lovelace
        tap go
        open trail
        tap go
        stack
        tap nope
        back
        type name "  two  spaces"
        quit
        """

    func record(_ configuration: AppConfiguration = fixture()) async throws -> (run: Run, script: String, path: String)
    {
        let path = try temporaryDirectory().appendingPathComponent("session.nvc").path
        let run = await demo(
            "open", "login", "--ephemeral", "--interactive", "--record", path, stdin: Self.session,
            configuration: configuration)
        return (run, try String(contentsOfFile: path, encoding: .utf8), path)
    }

    @Test func aRecordingHoldsWhatSucceededThenPinsEveryControlOfTheLastScreen() async throws {
        let (run, script, _) = try await record()
        #expect(run.status == .ok, "\(run.stderr)")
        let lines = script.split(separator: "\n").map(String.init)
        #expect(
            Array(lines.prefix(8)) == [
                "# Recorded by --record; replay: open LINK --script FILE (the same state: --ephemeral)",
                "open login", "type name Ada Lovelace", "tap go", "open trail", "tap go", "back",
                "type name \"  two  spaces\"",
            ], "\(script)")
        #expect(lines.contains("# the screen: Home > Trail"))
        #expect(lines.contains("expect right-bar-button title Next"))
        #expect(lines.contains("expect name text \"  two  spaces\""))
        #expect(lines.contains("expect greeting visible true"))
        #expect(!script.contains("nope"))  // refused: it changed nothing
    }

    @Test func theRecordingReplaysToTheSameScreen() async throws {
        let (_, _, path) = try await record()
        let replay = await demo("open", "login", "--ephemeral", "--script", path, configuration: Self.fixture())
        #expect(replay.status == .ok, "\(replay.stderr)")
        #expect(replay.stdout.split(separator: "\n").first == "Home > Trail", "\(replay.stdout)")
    }

    @Test func renamingOneControlFailsTheReplayNamingIt() async throws {
        let (_, script, path) = try await record()
        let replay = await demo(
            "open", "login", "--ephemeral", "--script", path, configuration: Self.fixture(.renamedButton))
        #expect(replay.status == .failed)
        let line = try #require(
            script.split(separator: "\n", omittingEmptySubsequences: false).firstIndex(
                of: "expect right-bar-button title Next"))
        #expect(
            replay.stderr.contains(
                "demo: error: \(path):\(line + 1): expected right-bar-button.title to be 'Next' but it is 'Onward'"),
            "\(replay.stderr)")
    }

    @Test func aRecordingThatCannotBeWrittenExits74AndReplacesNothing() async throws {
        // A folder where the file should go cannot be replaced (even by root): the write fails
        // at the rename and the folder stays as it was, with no temporary file beside it.
        let directory = try temporaryDirectory()
        let path = directory.appendingPathComponent("taken").path
        try FileManager.default.createDirectory(atPath: path + "/inside", withIntermediateDirectories: true)
        let run = await demo(
            "open", "login", "--ephemeral", "--interactive", "--record", path, stdin: "type name Ada\n",
            configuration: Self.fixture())
        #expect(run.status == .stateNotSaved, "\(run.stderr)")
        #expect(run.stderr.contains("demo: error: cannot write the recording \(path):"), "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: path) == ["inside"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["taken"])
        let noFolder = await demo(
            "open", "login", "--ephemeral", "--interactive", "--record", path + "/inside/../../taken/x/y.nvc",
            stdin: "", configuration: Self.fixture())
        #expect(noFolder.status == .stateNotSaved, "\(noFolder.stderr)")
    }

    @Test func aPreviewRecordsAndReplaysTheSameWay() async throws {
        let path = try temporaryDirectory().appendingPathComponent("preview.nvc").path
        let run = await demo(
            "open", "home/detail", "--ephemeral", "--interactive", "--record", path, stdin: "type name Ada\n",
            configuration: homePreview())
        #expect(run.status == .ok, "\(run.stderr)")
        let script = try String(contentsOfFile: path, encoding: .utf8)
        #expect(script.contains("\nopen home/detail\ntype name Ada\n# the screen: Home > Detail\n"), "\(script)")
        #expect(script.contains("\nexpect name text Ada\n"))
        let replay = await demo("open", "home/detail", "--ephemeral", "--script", path, configuration: homePreview())
        #expect(replay.status == .ok, "\(replay.stderr)")
    }

    @Test func recordIsOnlyForAnInteractiveSessionAndNeedsAFile() async {
        let alone = await demo("open", "login", "--ephemeral", "--record", "x.nvc", configuration: Self.fixture())
        #expect(alone.status == .usage)
        #expect(alone.stderr.contains("--record records an interactive session; add --interactive"), "\(alone.stderr)")
        let dash = await demo(
            "open", "login", "--ephemeral", "--interactive", "--record", "-", configuration: Self.fixture())
        #expect(dash.status == .usage)
    }
}
