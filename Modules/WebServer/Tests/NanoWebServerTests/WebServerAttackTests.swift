import Foundation
import NanoWebServer
import Testing

/// Issue 38's attacks on a running server, each with the test process's resident memory
/// (the server runs in it) read before and after: a page under another host name (DNS
/// rebinding, item 11) and a flood of page loads without a cookie (item 10).
@MainActor
@Suite(.serialized) struct WebServerAttackTests {
    /// Sends `count` requests from `workers` clients at once; returns how many answered each status.
    private func flood(
        _ client: RawClient, count: Int, workers: Int = 4, path: String = "/extra", host: String
    ) async throws -> [Int: Int] {
        try await withThrowingTaskGroup(of: [Int: Int].self) { group in
            for worker in 0..<workers {
                group.addTask {
                    var statuses: [Int: Int] = [:]
                    for _ in stride(from: worker, to: count, by: workers) {
                        statuses[try await client.get(path, host: host).status, default: 0] += 1
                    }
                    return statuses
                }
            }
            var total: [Int: Int] = [:]
            for try await part in group { total.merge(part, uniquingKeysWith: +) }
            return total
        }
    }

    private func port(of url: String) throws -> Int { try #require(URL(string: url)?.port) }

    // MARK: Item 11: only the server's own host names

    @Test func aHostNameNotAllowedIs421ForPagesAssetsAndTheSocketAndMakesNoSession() async throws {
        let (server, url) = try await startSampleServer(
            WebServerOptions(port: 0, allowedHosts: ["nano.example", "proxy.example:8443"]))
        defer { Task { await server.stop() } }
        let port = try port(of: url)
        let client = RawClient(port: port)
        let refused: [String?] = [
            nil, "evil.example", "evil.example:\(port)", "127.0.0.1.evil.example:\(port)", "127.0.0.1:\(port + 1)",
            "localhost:1", "[::1]:80", "nano.example:1", "proxy.example", "proxy.example:\(port)", "127.0.0.1:\(port)x",
        ]
        for host in refused {
            for path in ["/extra", "/_nano/assets/nano.js", "/no/such/route"] {
                let answer = try await client.get(path, host: host)
                #expect(answer.status == 421, "GET \(path), Host \(host ?? "none"): \(answer.text.prefix(80))")
            }
            guard let host else { continue }
            let socket = try await client.openSocket(host: host, origin: "http://" + host, page: "")
            #expect(socket.status == 421, "the socket under Host \(host) answered \(socket.status)")
        }
        #expect(server.sessionCount == 0, "a refused host makes no session")
        let allowed = [
            "127.0.0.1:\(port)", "127.0.0.1", "localhost:\(port)", "LocalHost", "[::1]:\(port)", "[::1]",
            "nano.example",
            "nano.example:\(port)", "proxy.example:8443",
        ]
        for host in allowed {
            #expect(try await client.get("/_nano/assets/nano.js", host: host).status == 200, "Host \(host)")
        }
        let page = try await client.get("/extra", host: "localhost:\(port)")
        #expect(page.status == 200)
        let socket = try await client.openSocket(
            host: "localhost:\(port)", origin: "http://localhost:\(port)", page: page.text)
        #expect(socket.status == 101)
        #expect(
            socket.firstText?.contains("SampleDetailScene") == true, "the page's app, live: \(socket.firstText ?? "")")
    }

    @Test func aRebindingFloodUnderAnotherHostNameGrowsNothing() async throws {
        let (server, url) = try await startSampleServer()
        defer { Task { await server.stop() } }
        let client = RawClient(port: try port(of: url))
        _ = try await flood(client, count: 50, host: "evil.example")  // warm: sockets, tasks
        let before = residentKiB()
        let statuses = try await flood(client, count: 1_000, host: "evil.example")
        let after = residentKiB()
        print("issue 38 item 11: RSS \(before) KiB before 1,000 page loads under Host evil.example, \(after) KiB after")
        #expect(statuses == [421: 1_000])
        #expect(server.sessionCount == 0)
        #expect(after - before < 6 * 1024, "resident memory grew \(after - before) KiB")
    }

    // MARK: Item 10: page loads without a cookie cannot fill the server

    @Test func aFloodOfPageLoadsWithoutACookieHoldsAFewAppsAndNoSession() async throws {
        let options = WebServerOptions(port: 0, maxSessions: 100_000)
        let (server, url) = try await startSampleServer(options)
        defer { Task { await server.stop() } }
        let port = try port(of: url)
        let client = RawClient(port: port)
        // The waiting pages' pool full, as it stays under any flood.
        #expect(try await flood(client, count: options.maxPendingPages, host: "127.0.0.1:\(port)") == [200: 100])
        let before = residentKiB()
        let statuses = try await flood(client, count: 2_000, host: "127.0.0.1:\(port)")
        let after = residentKiB()
        print("issue 38 item 10: RSS \(before) KiB before 2,000 page loads without a cookie, \(after) KiB after")
        #expect(statuses == [200: 2_000], "every page load is answered")
        #expect(server.sessionCount <= options.maxPendingPages, "\(server.sessionCount) apps alive")
        #expect(after - before < 16 * 1024, "resident memory grew \(after - before) KiB")
    }

    @Test func aNewBrowserGetsItsPageAndItsSessionWhileAFloodRuns() async throws {
        let options = WebServerOptions(port: 0, maxSessions: 5, maxPendingPages: 4, maxPendingPagesPerClient: 4)
        let (server, url) = try await startSampleServer(options)
        defer { Task { await server.stop() } }
        let port = try port(of: url)
        let client = RawClient(port: port)
        let host = "127.0.0.1:\(port)"
        let origin = "http://" + host
        let early = try await client.get("/extra", host: host)
        #expect(try await client.openSocket(host: host, origin: origin, page: early.text).status == 101)

        #expect(try await flood(client, count: 200, host: host) == [200: 200], "the table never fills")
        // A new browser whose page is crowded out of the pool before its socket opens.
        let page = try await client.get("/home/detail", host: host)
        #expect(page.status == 200 && page.text.contains("SampleLoginScene"))
        #expect(RawClient.sessionCookie(in: page.text) != nil)
        #expect(try await flood(client, count: 10, host: host) == [200: 10])
        let socket = try await client.openSocket(host: host, origin: origin, page: page.text)
        #expect(socket.status == 101)
        #expect(socket.firstText?.contains("SampleLoginScene") == true, "made again at its link's guard")

        // And while page loads keep coming.
        let running = Task.detached { try await self.flood(client, count: 300, workers: 2, host: host) }
        let during = try await client.get("/extra", host: host)
        let duringSocket = try await client.openSocket(host: host, origin: origin, page: during.text)
        #expect(during.status == 200 && duringSocket.status == 101)
        #expect(duringSocket.firstText?.contains("SampleDetailScene") == true, "\(duringSocket.firstText ?? "none")")
        #expect(try await running.value == [200: 300])
        #expect(server.sessionCount <= 3 + options.maxPendingPages, "three live sessions, the pool")
        let again = try await client.openSocket(host: host, origin: origin, page: early.text)
        #expect(again.firstText?.contains("SampleDetailScene") == true, "the first browser's session is untouched")
    }

    @Test func theSessionLimitCountsConnectedSessionsAndAnswers503Beyond() async throws {
        let (server, url) = try await startSampleServer(WebServerOptions(port: 0, maxSessions: 1))
        defer { Task { await server.stop() } }
        let port = try port(of: url)
        let client = RawClient(port: port)
        let host = "127.0.0.1:\(port)"
        let first = try await client.get("/extra", host: host)
        let waiting = try await client.get("/extra", host: host)
        #expect(waiting.status == 200, "a second page may wait: no session is live yet")
        let cookie = RawClient.sessionCookie(in: first.text)
        #expect(try await client.openSocket(host: host, origin: "http://" + host, page: first.text).status == 101)
        #expect(try await client.get("/extra", host: host).status == 503)
        let late = try await client.openSocket(host: host, origin: "http://" + host, page: waiting.text)
        #expect(late.firstText == nil, "the waiting page's socket is closed (4001: it reloads into the 503)")
        #expect(try await client.get("/", host: host, headers: ["Cookie: nano_session=\(cookie ?? "")"]).status == 200)
    }
}
