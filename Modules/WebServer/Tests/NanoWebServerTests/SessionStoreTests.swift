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

    @Test func aPageCrowdedOutBeforeItsSocketOpenedGetsItsAppMadeAgainFromItsLink() async throws {
        let store = SessionStore(
            options: WebServerOptions(maxPendingPages: 2, maxPendingIDs: 1),
            makeRuntime: { state, _ throws(AppError) in try sampleWebRuntime(state: state) })
        let person = try store.sessionForPage(cookie: nil, link: "demo://extra").session
        try await PageLoad.open("demo://extra", in: person, isNew: true)
        let id = person.id
        for _ in 0..<2 { _ = try store.sessionForPage(cookie: nil) }
        #expect(store.session(id) == nil && store.count == 2, "its app was released")
        let live = try #require(await store.connect(id), "its socket still gets a session")
        #expect(live.id == id && live.runtime.app.visiblePath == "/extra")
        let again = await store.connect(id)
        #expect(store.sessions.count == 1 && again === live)
        for _ in 0..<4 { _ = try store.sessionForPage(cookie: nil) }
        #expect(store.waiting.ids == 1, "ids are bounded too")
        #expect(await store.connect(SessionStore.newID()) == nil, "an id the server did not make gets nothing")
    }

    @Test func withStateThePageOfAForgottenFreshIdLeavesNoFolderButAReturningBrowserKeepsItsOwn() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("web-pending-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = SessionStore(
            options: WebServerOptions(state: .directory(folder), maxPendingPages: 1, maxPendingIDs: 1),
            makeRuntime: { state, _ throws(AppError) in try sampleWebRuntime(state: state) })
        let sessions = folder.appendingPathComponent("sessions")
        let returning = try store.sessionForPage(cookie: nil).session
        try await returning.load("demo://extra")
        #expect(await store.connect(returning.id) != nil)
        store.close(returning.id)
        let back = try store.sessionForPage(cookie: returning.id)
        #expect(back.isNew && back.session.id == returning.id, "resumed from its folder, waiting for its socket")
        let flood = try (0..<5).map { _ in try store.sessionForPage(cookie: nil).session.id }
        let left = try FileManager.default.contentsOfDirectory(atPath: sessions.path)
        #expect(
            Set(left) == [returning.id, flood[3], flood[4]], "the returning browser's, a ghost's, the waiting one's")
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
