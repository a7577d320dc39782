import Foundation
import NanoRuntime
import NanoTesting
import Testing

@testable import NanoWebServer

/// Where sessions come from, and a server that cannot listen: a browser whose session ended gets
/// it back from its saved state, an app that cannot start is its own typed error, and a host or
/// port the server cannot take is `cannotListen` saying why (`serve` exits 71 with it).
@MainActor
@Suite struct SessionStoreTests {
    @Test func aCookieOfAnEndedSessionWithSavedStateGetsThatSessionBack() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("web-sessions-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = SessionStore(
            options: WebServerOptions(state: .directory(folder)),
            makeRuntime: { state, _ throws(AppError) in try sampleWebRuntime(state: state) })
        let first = try store.sessionForPage(cookie: nil)
        #expect(first.isNew)
        let id = first.session.id
        try await first.session.load("demo://extra")
        store.close(id)
        #expect(store.session(id) == nil)
        let again = try store.sessionForPage(cookie: id)
        #expect(again.isNew && again.session.id == id, "the same id, resumed from sessions/\(id)")
        #expect(try store.sessionForPage(cookie: id).isNew == false, "a live session is reused")
        let stranger = try store.sessionForPage(cookie: String(repeating: "0", count: 32))
        #expect(stranger.session.id != String(repeating: "0", count: 32), "no saved state, so a new id")
    }

    @Test func anAppThatCannotStartIsTheAppsOwnError() {
        let store = SessionStore(
            options: WebServerOptions(), makeRuntime: { _, _ throws(AppError) in throw AppError(.usage, "bad") })
        #expect(throws: WebServerError.app(AppError(.usage, "bad"))) { try store.sessionForPage(cookie: nil) }
        #expect(store.sessions.isEmpty)
    }

    @Test func aHostThatIsNotAnAddressCannotBeListenedOn() async {
        let server = WebServer(
            configuration: AppConfiguration(name: "demo", scheme: "demo", homeLink: "home", plugins: { _ in [] }),
            options: WebServerOptions(host: "localhost", port: 0), warn: { _ in })
        await #expect(throws: WebServerError.cannotListen(host: "localhost", port: 0, reason: "not an IPv4 address")) {
            _ = try await server.start()
        }
    }

    @Test func aPortInUseCannotBeListenedOnAndSaysSo() async throws {
        let (first, url) = try await startSampleServer()
        defer { Task { await first.stop() } }
        let port = try #require(URL(string: url)?.port.flatMap { UInt16(exactly: $0) })
        let second = WebServer(
            configuration: AppConfiguration(name: "demo", scheme: "demo", homeLink: "home", plugins: { _ in [] }),
            options: WebServerOptions(port: port), warn: { _ in })
        do {
            _ = try await second.start()
            Issue.record("a second server started on port \(port)")
            await second.stop()
        } catch {
            guard case let .cannotListen(host, failedPort, reason) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(host == "127.0.0.1" && failedPort == port)
            #expect(reason.contains("address already in use"), "\(reason)")
        }
    }
}
