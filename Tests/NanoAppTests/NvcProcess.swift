import Foundation
import Testing

/// Runs the built `nvc` binary as a child process with a timeout and captures its output.
struct NvcProcess {
    /// What a run produced.
    struct Result: CustomStringConvertible {
        let status: Int32
        /// Whether the process exited (rather than dying from a signal: a crash).
        let exited: Bool
        let stdout: String
        let stderr: String
        /// The run was killed after the timeout.
        let timedOut: Bool

        var description: String {
            "exit \(status)\(timedOut ? " (timed out)" : "")\n--- stdout\n\(stdout)--- stderr\n\(stderr)"
        }
        /// The stdout parsed as one JSON object.
        var json: [String: Any]? {
            (try? JSONSerialization.jsonObject(with: Data(stdout.utf8))) as? [String: Any]
        }
        /// The `error` object of the JSON output.
        var errorObject: [String: Any]? { json?["error"] as? [String: Any] }
        /// The titles of the root stack in the JSON output, bottom first.
        var stackTitles: [String] {
            ((json?["stack"] as? [[String: Any]]) ?? []).compactMap { $0["title"] as? String }
        }
        /// The lines of stderr that are errors.
        var errorLines: [Substring] { stderr.split(separator: "\n").filter { $0.hasPrefix("nvc: error: ") } }
    }

    /// The `nvc` executable: next to the test bundle in the build's products directory.
    static let executable: URL? = product("nvc")

    /// The `nvc-web` executable (nvc with `serve`), found the same way.
    static let webExecutable: URL? = product("nvc-web")

    /// The product `name` next to the test bundle, or in the root package's `.build/debug`.
    private static func product(_ name: String) -> URL? {
        var directory = Bundle.main.bundleURL
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        let fallback = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(".build/debug/\(name)")
        return FileManager.default.isExecutableFile(atPath: fallback.path) ? fallback : nil
    }

    /// The test's environment for a run: no colour, no simulated latency, no `COLUMNS`, the
    /// locale `C.UTF-8` (so the app speaks English whatever the shell's language), then
    /// `overrides`.
    static func environment(_ overrides: [String: String]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "LC_ALL")
        environment.removeValue(forKey: "LC_MESSAGES")
        environment["LANG"] = "C.UTF-8"
        environment["NO_COLOR"] = "1"
        environment["NVC_SIGNUP_LATENCY_MS"] = "0"
        environment.removeValue(forKey: "COLUMNS")
        return environment.merging(overrides) { $1 }
    }

    /// Runs `nvc arguments` (or `executable`, the plugin host, say), writing `input` to its
    /// stdin, killing it after `timeout` seconds. The wait is on a thread of its own, so a test
    /// waiting for its process holds neither the main actor nor one of the few threads Swift's
    /// concurrency runs every other test on (one per core).
    static func run(
        _ arguments: [String],
        input: String = "",
        environment: [String: String] = [:],
        timeout: TimeInterval = 30,
        executable other: String? = nil
    ) async throws -> Result {
        try await withCheckedThrowingContinuation { continuation in
            Thread {
                continuation.resume(
                    with: Swift.Result {
                        try runBlocking(
                            arguments, input: input, environment: environment, timeout: timeout, executable: other)
                    })
            }.start()
        }
    }

    /// ``run(_:input:environment:timeout:executable:)``, blocking the calling thread until the
    /// process ends.
    static func runBlocking(
        _ arguments: [String],
        input: String = "",
        environment: [String: String] = [:],
        timeout: TimeInterval = 30,
        executable other: String? = nil
    ) throws -> Result {
        let binary =
            try other.map { URL(fileURLWithPath: $0) } ?? #require(
                executable, "the nvc binary was not built next to the tests")
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.environment = Self.environment(environment)
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        let outData = Captured()
        let errData = Captured()
        // Each pipe is read to its end on its own thread: reading in chunks from a handler and
        // then once more after exit could append the chunks out of order under load.
        let readers = DispatchGroup()
        DispatchQueue.global().async(group: readers) {
            outData.append(stdout.fileHandleForReading.readDataToEndOfFile())
        }
        DispatchQueue.global().async(group: readers) {
            errData.append(stderr.fileHandleForReading.readDataToEndOfFile())
        }
        let done = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in done.signal() }
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try? stdin.fileHandleForWriting.close()
        let timedOut = done.wait(timeout: .now() + timeout) == .timedOut
        if timedOut {
            // SIGKILL: children of the test runner start with SIGTERM blocked.
            kill(process.processIdentifier, SIGKILL)
            done.wait()
        }
        readers.wait()
        return Result(
            status: process.terminationStatus, exited: process.terminationReason == .exit, stdout: outData.text,
            stderr: errData.text, timedOut: timedOut)
    }
}

/// Bytes collected from a pipe on another thread.
final class Captured: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    func append(_ more: Data) {
        lock.lock()
        data.append(more)
        lock.unlock()
    }
    var text: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: data, as: UTF8.self)
    }
}
