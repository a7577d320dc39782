import Foundation
import Testing

/// The binaries the plugin tests load, built once per test run with the repository's own tools
/// (what a team runs): `Tools/plugin-host --without Settings`, `Tools/build-plugin
/// Features/Settings` and `Tools/build-plugin Tests/Plugins/Fixture`.
final class PluginBuilds: Sendable {
    /// The built paths.
    struct Paths: Sendable {
        /// The plugin-capable `nvc`, without the built-in Settings feature.
        let host: String
        /// `libSettingsPluginEntry.so`.
        let settings: String
        /// `libFixturePluginEntry.so`, the fixture whose misbehaviour the environment picks.
        let fixture: String
        /// One of the host's framework libraries: a shared library with no plugin entry.
        var frameworkLibrary: String {
            URL(fileURLWithPath: host).deletingLastPathComponent().appendingPathComponent("libNanoRouting.so").path
        }
    }

    /// The builds, made on first use.
    static let shared = PluginBuilds()

    private let result: Result<Paths, BuildFailure>

    private init() {
        do {
            let host = try Self.tool(["Tools/plugin-host", "--without", "Settings"])
            let settings = try Self.tool(["Tools/build-plugin", "Features/Settings"])
            let fixture = try Self.tool(["Tools/build-plugin", "Tests/Plugins/Fixture"])
            result = .success(Paths(host: host, settings: settings, fixture: fixture))
        } catch {
            result = .failure(error)
        }
    }

    /// The paths, or the build's failure.
    func get() throws -> Paths { try result.get() }

    /// The plugin-capable `nvc-web` (with `serve`), without the built-in Settings feature:
    /// built on first use, after the plugins (`Tools/plugin-host --without Settings --web`).
    static let webHost: Result<String, BuildFailure> = {
        do throws(BuildFailure) {
            return .success(try tool(["Tools/plugin-host", "--without", "Settings", "--web"]))
        } catch {
            return .failure(error)
        }
    }()

    /// A build tool that failed.
    struct BuildFailure: Error, CustomStringConvertible {
        let description: String
    }

    /// The repository's root.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Runs a tool from the repository root; its last line of output.
    fileprivate static func tool(_ command: [String]) throws(BuildFailure) -> String {
        let process = Process()
        process.executableURL = root.appendingPathComponent(command[0])
        process.arguments = Array(command.dropFirst())
        process.currentDirectoryURL = root
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let captured = Captured()
        let diagnostics = Captured()
        let readers = DispatchGroup()
        DispatchQueue.global().async(group: readers) {
            diagnostics.append(errors.fileHandleForReading.readDataToEndOfFile())
        }
        DispatchQueue.global().async(group: readers) {
            captured.append(output.fileHandleForReading.readDataToEndOfFile())
        }
        do {
            try process.run()
        } catch {
            throw BuildFailure(description: "\(command.joined(separator: " ")): \(error)")
        }
        process.waitUntilExit()
        readers.wait()
        let last = captured.text.split(separator: "\n").last.map(String.init) ?? ""
        guard process.terminationStatus == 0, FileManager.default.fileExists(atPath: last) else {
            let errorLines = diagnostics.text.split(separator: "\n").suffix(20).joined(separator: "\n")
            throw BuildFailure(
                description: "\(command.joined(separator: " ")) exited \(process.terminationStatus): \(captured.text)"
                    + "\n\(errorLines)")
        }
        return last
    }

    /// A new empty directory, removed by the system's temporary-file cleanup.
    static func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("nano-plugins-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// Every file under `directory` with its bytes.
    static func contents(of directory: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let names = try FileManager.default.subpathsOfDirectory(atPath: directory.path)
        for name in names {
            let path = directory.appendingPathComponent(name).path
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[name] = FileManager.default.contents(atPath: path)
            } else {
                files[name + "/"] = Data()
            }
        }
        return files
    }
}
