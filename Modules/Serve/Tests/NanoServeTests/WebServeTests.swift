import NanoCLI
import NanoRuntime
import Testing

@testable import NanoServe

/// What `serve`'s command line asks for reaches the web server unchanged.
struct WebServeTests {
    @Test func theCommandLinesOptionsBecomeTheServersOptions() {
        let options = ServeOptions(
            host: "127.0.0.2", port: 0, allowedHosts: ["nano.example"], state: .ephemeral, sessionTimeout: .seconds(5),
            maxSessions: 3,
            disabledFeatures: [], launch: LaunchOptions())
        let server = WebServe.serverOptions(options)
        #expect(server.host == "127.0.0.2" && server.port == 0 && server.state == .ephemeral)
        #expect(server.allowedHosts == ["nano.example"])
        #expect(server.maxSessions == 3 && server.idleTimeout == .seconds(5))
    }
}
