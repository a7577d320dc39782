import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `nvc serve` as a user runs it: the first line names the address, a page of a deep link
/// comes back, SIGINT and SIGTERM stop it with 0, a port in use exits 71.
@Suite(.serialized) struct ServeTests {
    /// Starts `nvc serve ARGS` and reads its first line.
    static func start(_ arguments: [String]) throws -> (Process, Pipe, String) {
        let process = Process()
        process.executableURL = try #require(NvcProcess.executable)
        process.arguments = ["serve"] + arguments
        process.environment = NvcProcess.environment([:])
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
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

    @Test func aPortInUseExits71() throws {
        let (first, _, line) = try Self.start(["--port", "0"])
        defer { first.terminate() }
        let port = try #require(line.split(separator: ":").last.map(String.init))
        let second = try NvcProcess.run(["serve", "--port", port], timeout: 20)
        #expect(second.status == 71, "\(second)")
        #expect(second.stderr.contains("cannot listen on 127.0.0.1:\(port)"))
    }
}
