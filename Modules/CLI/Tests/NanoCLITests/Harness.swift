import Foundation
import NanoCLI
import NanoContract
import NanoRuntime
import NanoTesting

/// Text written by a run, collected in memory.
final class Buffer: @unchecked Sendable {
    private let lock = NSLock()
    private var storage = ""
    func append(_ text: String) {
        lock.lock()
        storage += text
        lock.unlock()
    }
    var text: String {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}

/// Lines handed to a run as standard input.
final class Input: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String]
    init(_ text: String) { lines = text.isEmpty ? [] : text.components(separatedBy: "\n") }
    func next() -> String? {
        lock.lock()
        defer { lock.unlock() }
        return lines.isEmpty ? nil : lines.removeFirst()
    }
}

/// One in-process run of the command line.
struct Run {
    let status: AppStatus
    let stdout: String
    let stderr: String

    var json: [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(stdout.utf8))) as? [String: Any]
    }
    var errorObject: [String: Any]? { json?["error"] as? [String: Any] }
    /// The titles of the root stack in the JSON output.
    var stackTitles: [String] {
        ((json?["stack"] as? [[String: Any]]) ?? []).compactMap { $0["title"] as? String }
    }
}

/// Runs `demo ARGUMENTS` in process on the fake app (with `serve` behind `serve`, if given).
@MainActor
func demo(
    _ arguments: String...,
    stdin: String = "",
    environment: [String: String] = [:],
    configuration: AppConfiguration = fakeConfiguration(),
    serve: ServeHandler? = nil
) async -> Run {
    let out = Buffer()
    let err = Buffer()
    let input = Input(stdin)
    let console = Console(
        writeOutput: { out.append($0) }, writeError: { err.append($0) }, readLine: { input.next() },
        isTerminal: false, outputIsTerminal: false,
        environment: environment.merging(["NO_COLOR": "1"]) { first, _ in first })
    let status = await NanoCommandLine.run(configuration, arguments: arguments, console: console, serve: serve)
    return Run(status: status, stdout: out.text, stderr: err.text)
}

/// A fresh directory, removed when the test process exits.
func temporaryDirectory() throws -> URL {
    try TestDirectory.make("nanocli")
}

/// The sample app (NanoTesting's `samplePlugins()`) as `demo`; `plugins` replaces its
/// features (to break composition).
func fakeConfiguration(
    plugins: (@MainActor @Sendable (LaunchOptions) -> [any FeaturePlugin])? = nil, isPreview: Bool = false
) -> AppConfiguration {
    AppConfiguration(
        name: "demo", scheme: "demo", homeLink: "home", version: "9.9.9", isPreview: isPreview,
        plugins: plugins ?? { _ in samplePlugins() })
}
