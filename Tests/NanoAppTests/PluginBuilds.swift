import Foundation
import Testing

/// The binaries the plugin tests load, built once per test run with the repository's own tools
/// (what a team runs): `Tools/build-plugin` for every feature under Features/ and for
/// Tests/Plugins/Fixture, `Tools/plugin-host` without any feature (kept as a copy, see
/// ``Paths/bareHost``), then `Tools/plugin-host --without Settings`.
final class PluginBuilds: Sendable {
    /// The built paths.
    struct Paths: Sendable {
        /// The plugin-capable `nvc`, without the built-in Settings feature.
        let host: String
        /// `libSettingsPluginEntry.so`.
        let settings: String
        /// `libFixturePluginEntry.so`, the fixture whose misbehaviour the environment picks.
        let fixture: String
        /// Every feature's plugin library (`Tools/build-plugin Features/<Name>`), by package
        /// name (`Home`, `Rewards`, `Settings`, `SignUp`), for every package under Features/.
        let features: [String: String]
        /// The plugin-capable `nvc` built without any feature (`Tools/plugin-host --without` each
        /// of them): `nvc-without-features`, a copy next to the host's own shared libraries, as
        /// the next build (``host``) overwrites `nvc`.
        let bareHost: String
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
            var features: [String: String] = [:]
            for name in try Self.featurePackages() {
                features[name] = try Self.tool(["Tools/build-plugin", "Features/\(name)"])
            }
            let fixture = try Self.tool(["Tools/build-plugin", "Tests/Plugins/Fixture"])
            let bareHost = try Self.copy(
                try Self.tool(["Tools/plugin-host"] + features.keys.sorted().flatMap { ["--without", $0] }),
                as: "nvc-without-features")
            // Last: `nvc` stays the host without Settings that the other tests (and webHost) expect.
            let host = try Self.tool(["Tools/plugin-host", "--without", "Settings"])
            guard let settings = features["Settings"] else {
                throw BuildFailure(description: "no Features/Settings package")
            }
            result = .success(
                Paths(host: host, settings: settings, fixture: fixture, features: features, bareHost: bareHost))
        } catch let error as BuildFailure {
            result = .failure(error)
        } catch {
            result = .failure(BuildFailure(description: "\(error)"))
        }
    }

    /// The packages under Features/ (each folder with a Package.swift), sorted.
    static func featurePackages() throws -> [String] {
        let features = root.appendingPathComponent("Features")
        return try FileManager.default.contentsOfDirectory(atPath: features.path).filter {
            FileManager.default.fileExists(atPath: features.appendingPathComponent("\($0)/Package.swift").path)
        }.sorted()
    }

    /// Copies `executable` to `name` in the same folder (where its shared libraries are found),
    /// replacing an older copy; the copy's path.
    private static func copy(_ executable: String, as name: String) throws -> String {
        let copy = URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent(name)
        let staging = copy.deletingLastPathComponent().appendingPathComponent(".\(name).\(UUID())")
        try FileManager.default.copyItem(atPath: executable, toPath: staging.path)
        try? FileManager.default.removeItem(at: copy)
        try FileManager.default.moveItem(at: staging, to: copy)
        return copy.path
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
