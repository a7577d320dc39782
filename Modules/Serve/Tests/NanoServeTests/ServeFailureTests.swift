import Foundation
import NanoRuntime
import Testing

@testable import NanoCLI
@testable import NanoServe

/// What `serve` says and how it ends (docs/cli.md): its first line names where it serves, a
/// signal ends it with 0, 74 names the `--record` folder it cannot make, 71 a host it cannot
/// listen on; never a hang or a crash. `run` awaits the end on the main actor, so a failure is
/// tested through it; a server that serves is tested through `start`, and the stop a signal
/// runs is called directly (SIGTERM sent to the test process did not reach the watch: its other
/// threads take it; the root package's ServeTests send SIGINT and SIGTERM to `nvc-web`).
@MainActor
@Suite(.serialized) struct ServeFailureTests {
    /// What the command wrote to standard output and standard error.
    final class Streams: @unchecked Sendable {  // every access holds `lock`
        private let lock = NSLock()
        private var written = (output: "", error: "")
        var output: String { lock.withLock { written.output } }
        var error: String { lock.withLock { written.error } }
        func write(_ text: String, error: Bool) {
            lock.withLock { if error { written.error += text } else { written.output += text } }
        }
    }

    private func context(_ streams: Streams) -> CommandContext {
        let console = Console(
            writeOutput: { streams.write($0, error: false) },
            writeError: { streams.write($0, error: true) },
            readLine: { nil }, isTerminal: false, outputIsTerminal: false, environment: [:])
        let configuration = AppConfiguration(name: "demo", scheme: "demo", homeLink: "home", plugins: { _ in [] })
        return CommandContext(configuration: configuration, plugins: [], console: console)
    }

    private func options(host: String = "127.0.0.1", record: URL? = nil) -> ServeOptions {
        ServeOptions(
            host: host, port: 0, state: .ephemeral, sessionTimeout: .seconds(60), maxSessions: 1,
            disabledFeatures: [], launch: LaunchOptions(), recordDirectory: record)
    }

    /// Waits (10 s at most) until `condition` holds.
    private func wait(until condition: () -> Bool) async throws {
        for _ in 0..<1000 where !condition() { try await Task.sleep(for: .milliseconds(10)) }
    }

    @Test func aHostThatIsNotAnAddressEndsWith71NamingIt() async throws {
        let streams = Streams()
        let status = await WebServe.run(options(host: "not-an-address"), in: context(streams))
        #expect(status == .cannotServe)
        #expect(status.rawValue == 71)
        #expect(streams.error.contains("not-an-address") && streams.error.contains("not an IPv4 address"))
        #expect(streams.output.isEmpty, "no 'Serving' line when nothing is served")
    }

    @Test func aServerSaysWhereItServesOnItsFirstLineAndASignalEndsItWith0() async throws {
        let streams = Streams()
        let status = RunStatus()
        let watch = WebServe.start(options(), in: context(streams)) { status.finish($0) }
        defer { watch.end() }
        try await wait { streams.output.contains("\n") }
        #expect(streams.output.hasPrefix("Serving demo on http://127.0.0.1:"), "\(streams.output)")
        #expect(status.current == nil, "it serves until a signal stops it")
        await watch.onSignal()
        #expect(await status.value == .ok, "what SIGINT and SIGTERM run stops the server and ends with 0")
        #expect(streams.error.isEmpty)
    }

    @Test func aRecordingFolderThatCannotBeMadeIs74NamingIt() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("serve-record-\(UUID())")
        try Data("a file".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let folder = file.appendingPathComponent("recordings")
        let streams = Streams()
        let status = await WebServe.run(options(record: folder), in: context(streams))
        #expect(status == .stateNotSaved)
        let error = streams.error
        #expect(error.hasPrefix("demo: error: cannot make the recording folder \(folder.path): "), "\(error)")
        #expect(streams.output.isEmpty, "no 'Serving' line")
    }
}
