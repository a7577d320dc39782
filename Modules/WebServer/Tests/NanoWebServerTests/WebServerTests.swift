import Foundation
import Glibc
import NanoNavigation
import NanoRuntime
import NanoTesting
import NanoWebServer
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A started server for the sample app (NanoTesting's `samplePlugins()`).
@MainActor
func startSampleServer(_ options: WebServerOptions = WebServerOptions(port: 0)) async throws -> (WebServer, String) {
    let configuration = AppConfiguration(
        name: "demo", scheme: "demo", homeLink: "home", plugins: { _ in samplePlugins() })
    let server = WebServer(configuration: configuration, options: options, warn: { _ in })
    return (server, try await server.start())
}

/// One GET: status, headers and body; `cookie` and extra headers as given.
func get(_ url: String, cookie: String? = nil, headers: [String: String] = [:]) async throws -> (
    status: Int, headers: [AnyHashable: Any], body: String
) {
    var request = URLRequest(url: try #require(URL(string: url)))
    if let cookie { request.setValue("nano_session=\(cookie)", forHTTPHeaderField: "Cookie") }
    for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
    let configuration = URLSessionConfiguration.ephemeral
    configuration.httpShouldSetCookies = false
    let (data, response) = try await URLSession(configuration: configuration).data(for: request)
    let http = try #require(response as? HTTPURLResponse)
    return (http.statusCode, http.allHeaderFields, String(decoding: data, as: UTF8.self))
}

/// The session a page's script connects to (its `data-socket`'s `window`): the tab's app.
func sessionID(inPage body: String) -> String? {
    guard let range = body.range(of: "/_nano/socket?window=") else { return nil }
    return String(body[range.upperBound...].prefix { $0 != "\"" })
}

/// The browser id a response's `Set-Cookie` gives, if any.
func sessionCookie(_ headers: [AnyHashable: Any]) -> String? {
    let value = headers.first { ($0.key as? String)?.lowercased() == "set-cookie" }?.value as? String
    return value?.split(separator: ";").first?.split(separator: "=").last.map(String.init)
}

/// Sends `head` (the request line and header lines, without the blank line that ends them)
/// over a plain TCP socket to 127.0.0.1:`port` and returns what the server answers up to the
/// end of its head, or all it sent before closing or going quiet for 5 seconds.
func rawRequest(port: Int, head: String) async throws -> String {
    try await RawClient.blocking {
        let socket = try RawClient.connect(port: port, timeout: 5)
        defer { close(socket) }
        try RawClient.send(socket, Array((head + "\r\n").utf8))
        return String(decoding: RawClient.receive(socket, until: { RawClient.headEnd(in: $0) != nil }), as: UTF8.self)
    }
}

@MainActor
@Suite(.serialized) struct WebServerTests {
    @Test func aGuardedLinkShowsTheGuardFlowWithItsLinkPendingAndSetsAPrivateCookie() async throws {
        let (server, url) = try await startSampleServer()
        defer { Task { await server.stop() } }
        let page = try await get(url + "/home/detail")
        #expect(page.status == 200)
        #expect(page.body.contains(#"data-scene="SampleLoginScene""#))
        #expect(page.body.contains("demo://home/detail"))
        let cookie = try #require(
            page.headers.first { ($0.key as? String)?.lowercased() == "set-cookie" }?.value as? String)
        #expect(cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict"))
        let policy = page.headers.first { ($0.key as? String)?.lowercased() == "content-security-policy" }
        #expect((policy?.value as? String)?.contains("script-src 'self'") == true)
    }

    @Test func unknownRoutesAre404AndInvalidLinksAre400WithTheTypedError() async throws {
        let (server, url) = try await startSampleServer()
        defer { Task { await server.stop() } }
        let missing = try await get(url + "/no/such/route")
        #expect(missing.status == 404)
        #expect(missing.body.contains(#"data-error-kind="noRoute""#))
        let invalid = try await get(url + "/items/abc")
        #expect(invalid.status == 400)
        #expect(invalid.body.contains(#"data-error-kind="invalidLink""#))
    }

    @Test func assetsAreServedByNameOnlyAndNothingElseUnderTheirFolder() async throws {
        let (server, url) = try await startSampleServer()
        defer { Task { await server.stop() } }
        #expect(try await get(url + "/_nano/assets/nano.js").status == 200)
        #expect(try await get(url + "/_nano/assets/nano.css").status == 200)
        #expect(try await get(url + "/_nano/assets/..%2F..%2Fetc%2Fpasswd").status == 404)
        #expect(try await get(url + "/_nano/assets/%2E%2E/Package.swift").status == 404)
        #expect(try await get(url + "/_nano/other").status == 404)
    }

    @Test func onlyGetIsServedAndAnOversizedTargetIs414() async throws {
        let (server, url) = try await startSampleServer(WebServerOptions(port: 0, maxTargetBytes: 256))
        defer { Task { await server.stop() } }
        var post = URLRequest(url: try #require(URL(string: url + "/extra")))
        post.httpMethod = "POST"
        post.httpBody = Data(repeating: 65, count: 1_000)
        let (_, response) = try await URLSession(configuration: .ephemeral).data(for: post)
        #expect((response as? HTTPURLResponse)?.statusCode == 405)
        #expect(server.sessionCount == 0, "a refused request makes no session")
        #expect(try await get(url + "/extra?q=" + String(repeating: "x", count: 300)).status == 414)
        #expect(try await get(url + "/extra?q=fits").status == 200)
    }

    @Test func anOversizedRequestHeadIs431AndOtherSessionsGoOn() async throws {
        let (server, url) = try await startSampleServer()
        defer { Task { await server.stop() } }
        let live = try #require(sessionCookie(try await get(url + "/extra").headers))
        let port = try #require(URL(string: url)?.port)
        let padding = String(repeating: "x", count: 1_000)
        let oversized = (0..<17).map { "X-Padding-\($0): \(padding)\r\n" }.joined()
        let answer = try await rawRequest(port: port, head: "GET /extra HTTP/1.1\r\nHost: 127.0.0.1\r\n" + oversized)
        #expect(answer.hasPrefix("HTTP/1.1 431 "), "17 KB of header fields: \(answer.prefix(80))")
        #expect(answer.lowercased().contains("connection: close"))
        let many = (0..<101).map { "X-Field-\($0): 1\r\n" }.joined()
        let crowded = try await rawRequest(port: port, head: "GET /extra HTTP/1.1\r\nHost: 127.0.0.1\r\n" + many)
        #expect(crowded.hasPrefix("HTTP/1.1 431 "), "101 header fields: \(crowded.prefix(80))")
        #expect(server.sessionCount == 1, "a refused head makes no session")
        let fits = (0..<14).map { "X-Padding-\($0): \(padding)\r\n" }.joined()
        let allowed = try await rawRequest(port: port, head: "GET /extra HTTP/1.1\r\nHost: 127.0.0.1\r\n" + fits)
        #expect(allowed.hasPrefix("HTTP/1.1 200 "), "14 KB of header fields fit: \(allowed.prefix(80))")
        let again = try await get(url + "/extra", cookie: live)
        #expect(again.status == 200 && again.body.contains(#"data-scene="SampleDetailScene""#))
        #expect(sessionCookie(again.headers) == nil, "the same browser")
        #expect(try await get(url + "/home/about").status == 200)
    }

    @Test func aWebSocketFromAnotherOriginIsRefused() async throws {
        let (server, url) = try await startSampleServer()
        defer { Task { await server.stop() } }
        let handshake = [
            "Upgrade": "websocket", "Connection": "Upgrade", "Sec-WebSocket-Version": "13",
            "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==", "Origin": "http://evil.example",
        ]
        #expect(try await get(url + "/_nano/socket", headers: handshake).status == 403)
        var noOrigin = handshake
        noOrigin["Origin"] = nil
        #expect(try await get(url + "/_nano/socket", headers: noOrigin).status == 403)
    }

    @Test func eachPageLoadIsATabsAppOfItsBrowserAndAnUnknownCookieGetsANewBrowser() async throws {
        let (server, url) = try await startSampleServer()
        defer { Task { await server.stop() } }
        let first = try await get(url + "/extra")
        let id = try #require(sessionCookie(first.headers))
        let again = try await get(url + "/", cookie: id)
        #expect(sessionCookie(again.headers) == nil, "the same browser")
        #expect(again.body.contains(#"data-scene="SampleLoginScene""#), "another tab starts at home's guard")
        let firstSession = try #require(sessionID(inPage: first.body))
        #expect(sessionID(inPage: again.body) != firstSession, "a session of its own")
        #expect(!firstSession.isEmpty && firstSession != id, "the session's id is not the cookie's")
        let other = try await get(url + "/")
        #expect(other.body.contains(#"data-scene="SampleLoginScene""#), "a new browser starts at home's guard")
        let forged = try await get(url + "/", cookie: String(repeating: "a", count: 32))
        #expect(sessionCookie(forged.headers) != String(repeating: "a", count: 32))
        #expect(server.sessionCount == 4)
    }

    @Test func aRecordingSessionKeepsItsLinksAsAScriptEndingOnItsScreen() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nano-record-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (server, url) = try await startSampleServer(WebServerOptions(port: 0, recordDirectory: folder))
        defer { Task { await server.stop() } }
        let first = try await get(url + "/extra")
        let id = try #require(sessionID(inPage: first.body))
        let script = try String(contentsOf: folder.appendingPathComponent("\(id).nvc"), encoding: .utf8)
        let lines = script.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("# Recorded by serve --record; replay: open LINK --script FILE") == true)
        #expect(Array(lines.dropFirst().prefix(1)) == ["open demo://extra"], "\(script)")
        #expect(lines.contains("expect greeting visible true"), "the last screen's controls are expected: \(script)")
        #expect(lines.contains("expect go title Go"), "\(script)")
        let other = try await get(url + "/extra", cookie: sessionCookie(first.headers))
        let otherID = try #require(sessionID(inPage: other.body))
        #expect(otherID != id, "another tab of the browser: a recording of its own")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("\(otherID).nvc").path))
    }

    @Test func idleSessionsExpireAndReleaseEveryScene() async throws {
        LeakDetector.shared.gracePeriod = .zero
        let (server, url) = try await startSampleServer(WebServerOptions(port: 0, idleTimeout: .milliseconds(1)))
        defer { Task { await server.stop() } }
        _ = try await get(url + "/extra")
        _ = try await get(url + "/home/about")
        try await Task.sleep(for: .milliseconds(20))
        server.expireIdleSessions()
        #expect(server.sessionCount == 0)
        #expect(LeakDetector.shared.check().isEmpty)
        #expect(LeakDetector.shared.watchedCount == 0)
    }

    @Test func theServerExpiresSessionsOnItsOwnAlsoOnesMadeAfterItWasLeftAlone() async throws {
        // 300 ms: a sweep every 100 ms while sessions live; none alive, the loop waits for one.
        let (server, url) = try await startSampleServer(WebServerOptions(port: 0, idleTimeout: .milliseconds(300)))
        defer { Task { await server.stop() } }
        for round in 1...2 {
            try await Task.sleep(for: .milliseconds(500))  // no session: nothing to sweep
            _ = try await get(url + "/home")
            #expect(server.sessionCount == 1, "round \(round)")
            let deadline = ContinuousClock.now + .seconds(10)
            while server.sessionCount > 0, ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(50))
            }
            #expect(server.sessionCount == 0, "round \(round): expired by the server's own sweep")
        }
    }
}
