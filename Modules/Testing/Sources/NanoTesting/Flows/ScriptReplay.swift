import Foundation
import NanoPersistence

/// Replays a script recorded with `--interactive --record FILE` against a built executable
/// that runs the Nano command line — a feature's `<Name>Preview`, or the app itself — so a
/// session checked by hand becomes a regression test in one step:
///
/// ```swift
/// // Package.swift: the test target depends on "SettingsPreview", so it is built beside it.
/// @Test func theNotificationsSessionStillEndsTheSameWay() throws {
///     let replay = try #require(ScriptReplay(product: "SettingsPreview"))
///     let result = try replay.run("notifications.nvc", relativeTo: #filePath)
///     #expect(result.passed, "\(result.failure ?? "")")
/// }
/// ```
///
/// The executable runs `open LINK --ephemeral --script FILE`, LINK being the script's first
/// `open` (the link the recording started from), in a fresh state, as a process: exactly what
/// a person replaying it types. The result is the process's status and output; a replay that
/// ends on another screen fails at the first `expect` that differs, naming the file, the line,
/// the control, the property and both values.
public struct ScriptReplay: Sendable {
    /// What one replay did.
    public struct Result: Sendable, CustomStringConvertible {
        /// The exit status (0: every command and expectation held; 1: an expectation failed).
        public let status: Int32
        /// The final stack and screen the replay printed.
        public let stdout: String
        /// The errors and warnings it printed.
        public let stderr: String

        /// Whether the replay exited 0.
        public var passed: Bool { status == 0 }

        /// The first `error:` line, naming the script line and what differs; `nil` if none.
        public var failure: String? {
            stderr.split(separator: "\n").first { $0.contains(": error: ") }.map(String.init)
        }

        /// The status and both outputs, for a test's failure message.
        public var description: String { "exit \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)" }
    }

    /// Why a replay could not start.
    public enum ReplayError: Error, Sendable, Equatable, CustomStringConvertible {
        /// The script has no `open LINK` line to start from.
        case noOpenLine(path: String)
        /// The script could not be read.
        case unreadable(path: String, reason: String)
        /// The process did not end in time (it was killed).
        case timedOut(seconds: Double)

        /// One line saying what went wrong.
        public var description: String {
            switch self {
            case .noOpenLine(let path): "\(path) has no 'open LINK' line to start the replay from"
            case let .unreadable(path, reason): "cannot read \(path): \(reason)"
            case .timedOut(let seconds): "the replay did not end within \(seconds) s"
            }
        }
    }

    /// The executable replays run.
    public let executable: URL

    /// Replays with `executable`.
    public init(executable: URL) { self.executable = executable }

    /// Replays with the product `name` built beside the running test bundle (a test target
    /// that depends on an executable target gets it built in the same products folder), or
    /// `nil` when there is none.
    public init?(product name: String) {
        var directory = Bundle.main.bundleURL
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) {
                self.init(executable: candidate)
                return
            }
            directory.deleteLastPathComponent()
        }
        return nil
    }

    /// Replays the script at `path` (relative to the folder of `file`, a test's `#filePath`,
    /// when given; else to the working directory) and returns what the process did.
    /// - Throws: ``ReplayError`` when the script cannot be read, has no `open` line, or the
    ///   process outlives `timeout` seconds; a process that cannot start throws Foundation's
    ///   error.
    public func run(_ path: String, relativeTo file: String? = nil, timeout: Double = 60) throws -> Result {
        let scriptURL =
            file.map { URL(fileURLWithPath: $0).deletingLastPathComponent().appendingPathComponent(path) }
            ?? URL(fileURLWithPath: path)
        let text: String
        do {
            text = try String(contentsOf: scriptURL, encoding: .utf8)
        } catch {
            throw ReplayError.unreadable(path: scriptURL.path, reason: SystemErrorText.describe(error))
        }
        guard let link = Self.startLink(of: text) else { throw ReplayError.noOpenLine(path: scriptURL.path) }
        return try launch(["open", link, "--ephemeral", "--script", scriptURL.path], timeout: timeout)
    }

    /// The link of the script's first `open` line (a bare word, or one in double quotes).
    static func startLink(of script: String) -> String? {
        for line in script.split(whereSeparator: \.isNewline) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("open ") else { continue }
            let link = trimmed.dropFirst("open ".count).trimmingCharacters(in: .whitespaces)
            if link.hasPrefix("\""), link.hasSuffix("\""), link.count >= 2 {
                return String(link.dropFirst().dropLast())
                    .replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\\\", with: "\\")
            }
            return link
        }
        return nil
    }

    private func launch(_ arguments: [String], timeout: Double) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read both pipes while the process runs, so a full pipe cannot stall it.
        let collected = Collected()
        let group = DispatchGroup()
        for (pipe, isError) in [(output, false), (errors, true)] {
            group.enter()
            DispatchQueue.global().async {
                collected.set(pipe.fileHandleForReading.readDataToEndOfFile(), isError: isError)
                group.leave()
            }
        }
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            throw ReplayError.timedOut(seconds: timeout)
        }
        process.waitUntilExit()
        group.wait()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: collected.output, as: UTF8.self),
            stderr: String(decoding: collected.errors, as: UTF8.self))
    }
}

/// The two outputs of a replay, filled by the threads reading them.
private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var outputData = Data()
    private var errorData = Data()

    func set(_ data: Data, isError: Bool) {
        lock.lock()
        defer { lock.unlock() }
        if isError { errorData = data } else { outputData = data }
    }

    var output: Data {
        lock.lock()
        defer { lock.unlock() }
        return outputData
    }

    var errors: Data {
        lock.lock()
        defer { lock.unlock() }
        return errorData
    }
}
