import Foundation
import NanoTesting
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `nvc-web serve` as a user runs it: the first line names the address, a page of a deep link
/// comes back, SIGINT and SIGTERM stop it with 0, a port in use exits 71.
@Suite(.serialized) struct ServeTests {
    /// Starts `nvc-web serve ARGS` (or `executable`, the plugin host, with `plugins` loaded and
    /// the options `before` in front) and reads its first line; standard error goes to `errors`.
    static func start(
        _ arguments: [String], executable: String? = nil, plugins: [String] = [], before: [String] = [],
        errors: FileHandle = .nullDevice
    ) throws -> (Process, Pipe, String) {
        let process = Process()
        let path = try executable ?? #require(NvcProcess.webExecutable, "nvc-web was not built next to the tests").path
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = before + plugins.flatMap { ["--plugin", $0] } + ["serve"] + arguments
        process.environment = NvcProcess.environment([:])
        let output = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        var line = Data()
        while let byte = try output.fileHandleForReading.read(upToCount: 1), let first = byte.first, first != 10 {
            line.append(first)
        }
        return (process, output, String(decoding: line, as: UTF8.self))
    }

    @Test(arguments: [SIGINT, SIGTERM])
    func servesADeepLinkAndStopsCleanlyOnASignal(signal: Int32) async throws {
        let (process, _, first) = try Self.start(["--port", "0", "--ephemeral"])
        defer { if process.isRunning { process.terminate() } }
        let prefix = "Serving nvc on http://127.0.0.1:"
        #expect(first.hasPrefix(prefix), "first line: \(first)")
        let url = try #require(
            URL(string: String(first.dropFirst("Serving nvc on ".count)) + "/settings/notifications"))
        let (data, response) = try await URLSession(configuration: .ephemeral).data(from: url)
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        let page = String(decoding: data, as: UTF8.self)
        #expect(page.contains(#"data-scene="SignUpScene""#) && page.contains("nvc://settings/notifications"))
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }

    /// The status and body of one GET.
    static func get(_ url: String) async throws -> (status: Int?, body: String) {
        let (data, response) = try await URLSession(configuration: .ephemeral).data(
            from: try #require(URL(string: url)))
        return ((response as? HTTPURLResponse)?.statusCode, String(decoding: data, as: UTF8.self))
    }

    @Test func aPluginHostServesItsPluginsLikeBuiltInFeatures() async throws {
        let builds = try PluginBuilds.shared.get()
        let (plugged, _, line) = try Self.start(
            ["--port", "0", "--ephemeral"], executable: builds.host,
            plugins: builds.features.keys.sorted().compactMap { builds.features[$0] })
        defer { plugged.terminate() }
        let url = String(line.dropFirst("Serving nvc on ".count))
        let page = try await Self.get(url + "/settings/notifications")
        #expect(page.status == 200, "\(line)")
        #expect(page.body.contains(#"data-scene="SignUpScene""#) && page.body.contains("nvc://settings/notifications"))
        let (bare, _, bareLine) = try Self.start(["--port", "0", "--ephemeral"], executable: builds.host)
        defer { bare.terminate() }
        let missing = try await Self.get(String(bareLine.dropFirst("Serving nvc on ".count)) + "/settings")
        #expect(missing.status == 404, "without the plugin the host has no settings route")
    }

    @Test func aPluginFolderServedByTheHostIsReadOnce() async throws {
        // `serve` runs in a copy of the host (its library has the web host); the host hands over
        // before it loads anything, so a plugin folder's notes are printed once, not twice.
        let builds = try PluginBuilds.shared.get()
        let folder = try TestDirectory.make("served-plugins")
        for path in builds.features.values {
            try FileManager.default.createSymbolicLink(
                atPath: folder.appendingPathComponent(URL(fileURLWithPath: path).lastPathComponent).path,
                withDestinationPath: path)
        }
        try Data("not a plugin".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let log = try TestDirectory.make("serve-log").appendingPathComponent("stderr.log")
        #expect(FileManager.default.createFile(atPath: log.path, contents: nil), "cannot make \(log.path)")
        let errors = try FileHandle(forWritingTo: log)
        let (process, _, line) = try Self.start(
            ["--port", "0", "--ephemeral"], executable: builds.host, before: ["--plugins", folder.path],
            errors: errors)
        defer { if process.isRunning { process.terminate() } }
        let page = try await Self.get(String(line.dropFirst("Serving nvc on ".count)) + "/settings")
        #expect(page.status == 200, "\(line)")
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        try errors.close()
        let notes = try String(contentsOf: log, encoding: .utf8).split(separator: "\n")
        #expect(notes.filter { $0.contains("ignoring") }.count == 1, "\(notes)")
        #expect(
            notes.contains { $0.hasPrefix("nvc: warning: ignoring \(folder.path)/notes.txt: not a plugin library") })
    }

    @Test func aPortInUseExits71() async throws {
        let (first, _, line) = try Self.start(["--port", "0"])
        defer { first.terminate() }
        let port = try #require(line.split(separator: ":").last.map(String.init))
        let second = try await NvcProcess.run(
            ["serve", "--port", port], timeout: 20, executable: try #require(NvcProcess.webExecutable).path)
        #expect(second.status == 71, "\(second)")
        #expect(second.stderr.contains("cannot listen on 127.0.0.1:\(port)"))
    }
}
