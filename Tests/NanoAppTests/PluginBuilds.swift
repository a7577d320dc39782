import Foundation
import NanoTesting
import Testing

/// The binaries the plugin tests load, built with the repository's own tools (what a team runs):
/// `Tools/plugin-host` (the host, `nvc-host`, and the one framework library it links), then
/// `Tools/build-plugin` for every feature under Features/ and for Tests/Plugins/Fixture, all in
/// one build folder of the root package.
///
/// `Tools/test` builds them before it starts the tests, in the folder it built the package in
/// (a running `swift test` holds that folder's lock, so no test can build there), checks that
/// switching back to the static `nvc` then compiles nothing, and names the folder in
/// `NANO_PLUGIN_BUILDS`; the tests only load them. A plain `swift test` (no such variable) builds
/// them here, once per run, in `.build-plugin-host/`.
final class PluginBuilds: Sendable {
    /// The built paths.
    struct Paths: Sendable {
        /// The plugin host, `nvc-host`: the app with no feature built in, and `serve`.
        let host: String
        /// `libSettingsPluginEntry.so`.
        let settings: String
        /// `libFixturePluginEntry.so`, the fixture whose misbehaviour the environment picks.
        let fixture: String
        /// Every feature's plugin library (`Tools/build-plugin Features/<Name>`), by package
        /// name (`Home`, `Rewards`, `Settings`, `SignUp`), for every package under Features/.
        let features: [String: String]
        /// `--plugin` options for every feature but Settings, in composition order (sign-up
        /// first): with them the host is the static app less Settings, which a test then loads.
        let allButSettings: [String]
        /// The framework library next to the host: a shared library with no plugin entry.
        var frameworkLibrary: String {
            URL(fileURLWithPath: host).deletingLastPathComponent().appendingPathComponent("libNanoFramework.so").path
        }
    }

    /// The builds, made on first use.
    static let shared = PluginBuilds()

    private let result: Result<Paths, BuildFailure>

    /// The build folder every plugin test build shares (the root package's graph only).
    static let scratch = ["--scratch-path", root.appendingPathComponent(".build-plugin-host").path]

    private init() {
        do {
            let prebuilt = ProcessInfo.processInfo.environment["NANO_PLUGIN_BUILDS"].flatMap { $0.isEmpty ? nil : $0 }
            let build: ([String]) throws(BuildFailure) -> String = { command throws(BuildFailure) in
                if let prebuilt {
                    try Self.prebuilt(command, in: prebuilt)
                } else {
                    try Self.tool(command + Self.scratch)
                }
            }
            let host = try build(["Tools/plugin-host"])
            var features: [String: String] = [:]
            for name in try Self.featurePackages() {
                features[name] = try build(["Tools/build-plugin", "Features/\(name)"])
            }
            let fixture = try build(["Tools/build-plugin", "Tests/Plugins/Fixture"])
            guard let settings = features["Settings"] else {
                throw BuildFailure(description: "no Features/Settings package")
            }
            let allButSettings = ["SignUp", "Home", "Rewards", "Catalog"].compactMap { features[$0] }
                .flatMap { ["--plugin", $0] }
            result = .success(
                Paths(
                    host: host, settings: settings, fixture: fixture, features: features,
                    allButSettings: allButSettings))
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

    /// The paths, or the build's failure.
    func get() throws -> Paths { try result.get() }

    /// A build tool that failed.
    struct BuildFailure: Error, CustomStringConvertible {
        let description: String
    }

    /// The repository's root.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// What `command` (`Tools/plugin-host`, or `Tools/build-plugin <package>`) built in `folder`
    /// when `Tools/test` ran it: the host, or the package's `lib<Name>PluginEntry.so`. Fails when
    /// the file is not there.
    static func prebuilt(_ command: [String], in folder: String) throws(BuildFailure) -> String {
        let file: String
        if command.count == 2, let package = command[1].split(separator: "/").last {
            #if os(macOS)
                file = "lib\(package)PluginEntry.dylib"
            #else
                file = "lib\(package)PluginEntry.so"
            #endif
        } else {
            file = "nvc-host"
        }
        let path = URL(fileURLWithPath: folder).appendingPathComponent(file).path
        guard FileManager.default.fileExists(atPath: path) else {
            let tool = command.joined(separator: " ")
            throw BuildFailure(description: "NANO_PLUGIN_BUILDS=\(folder) has no \(file): `\(tool)` did not build it")
        }
        return path
    }

    /// Runs a tool of the repository (`Tools/build-plugin`) from the repository root; its last
    /// line of output, which must be a path that exists.
    static func tool(_ command: [String]) throws(BuildFailure) -> String {
        try run(root.appendingPathComponent(command[0]), Array(command.dropFirst()))
    }

    /// Runs `executable` from the repository root; its last line of output. Fails when it exits
    /// other than 0, or when that line is not an existing path.
    private static func run(_ executable: URL, _ arguments: [String]) throws(BuildFailure) -> String {
        let command = [executable.path] + arguments
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
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

    /// A new empty directory, removed when the test process exits.
    static func temporaryDirectory() throws -> URL {
        try TestDirectory.make("nano-plugins")
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
