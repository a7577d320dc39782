import FlyingFox
import Foundation
import NanoRuntime
import NanoTesting
import Testing

@testable import NanoWebServer

/// A store whose sessions run the sample app (NanoTesting's `samplePlugins()`).
@MainActor
private func sampleStore(_ options: WebServerOptions = WebServerOptions()) -> SessionStore {
    SessionStore(options: options, makeRuntime: { state, _ throws(AppError) in try sampleWebRuntime(state: state) })
}

/// Where sessions come from, and a server that cannot listen: a session per browser tab over
/// its browser's state, a page loaded again in its tab continuing the tab's app, a browser whose
/// sessions ended getting its saved state back, an app that cannot start its own typed error,
/// and a host or port the server cannot take `cannotListen` saying why (`serve` exits 71 with it).
@MainActor
@Suite struct SessionStoreTests {
    @Test func aCookieOfABrowserWhoseSessionsEndedGetsItsSavedStateBack() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("web-sessions-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = SessionStore(
            options: WebServerOptions(state: .directory(folder)),
            makeRuntime: { state, _ throws(AppError) in try sampleWebRuntime(state: state) })
        let first = try store.sessionForPage(cookie: nil)
        #expect(first.isNewBrowser)
        let browser = first.session.browser
        try await first.session.load("demo://extra")
        store.close(first.session.id)
        #expect(store.session(first.session.id) == nil && store.browserCount == 0)
        let again = try store.sessionForPage(cookie: browser)
        #expect(!again.isNewBrowser && again.session.browser == browser, "the same browser, from sessions/\(browser)")
        try await PageLoad.open(nil, in: again.session, isNew: true)
        #expect(again.session.runtime.app.visiblePath == "/extra", "its saved stack resumed")
        let stranger = try store.sessionForPage(cookie: String(repeating: "0", count: 32))
        #expect(stranger.isNewBrowser && stranger.session.browser != String(repeating: "0", count: 32))
    }

    @Test func twoTabsOfOneBrowserAreTwoAppsOverOneState() async throws {
        let store = sampleStore()
        let first = try store.sessionForPage(cookie: nil).session
        try await PageLoad.open("demo://login", in: first, isNew: true)
        #expect(await store.connect(first.id, browser: first.browser) === first)
        await first.handle(ClientMessage(seq: 1, action: .type, id: "name", text: "Ada"), from: 0)
        await first.handle(ClientMessage(seq: 2, action: .tap, id: "go"), from: 0)
        await first.runtime.clock.runUntilIdle()
        let (second, isNewBrowser) = try store.sessionForPage(cookie: first.browser)
        #expect(!isNewBrowser && second !== first && second.browser == first.browser && store.browserCount == 1)
        try await PageLoad.open("demo://home/detail", in: second, isNew: true)
        #expect(second.runtime.app.visiblePath == "/home/detail", "logged in already: the browser's state")
        #expect(await store.connect(second.id, browser: first.browser) === second)
        await second.handle(ClientMessage(seq: 1, action: .back), from: 0)
        #expect(second.runtime.app.visiblePath == "/home")
        #expect(first.runtime.app.visiblePath == "/home", "the first tab did not move")
        #expect(await store.connect(second.id, browser: SessionStore.newID()) == nil, "another browser's cookie")
        #expect(store.sessions.count == 2)
    }

    @Test func aBrowserHoldsAtMostItsTabsAndALiveBrowserIsNeverLockedOut() async throws {
        let store = sampleStore(WebServerOptions(maxSessions: 1, maxTabsPerBrowser: 2))
        let first = try store.sessionForPage(cookie: nil).session
        let (stream, socket) = AsyncStream<WSMessage>.makeStream()
        _ = try #require(await store.connect(first.id, browser: first.browser)).attach(socket)
        #expect(throws: WebServerError.tooManySessions(1), "a new browser beyond the live ones") {
            try store.sessionForPage(cookie: nil)
        }
        let second = try store.sessionForPage(cookie: first.browser).session
        let third = try store.sessionForPage(cookie: first.browser).session
        #expect(store.session(second.id) == nil, "the browser's unconnected tab made room")
        _ = try #require(await store.connect(third.id, browser: first.browser)).attach(socket)
        #expect(throws: WebServerError.tooManyTabs(2), "both tabs connected") {
            try store.sessionForPage(cookie: first.browser)
        }
        #expect(store.sessions.count == 2 && store.liveBrowserCount == 1)
        socket.finish()
        _ = stream
    }

    @Test func aPageLoadedAgainInItsTabContinuesTheTabsApp() async throws {
        let store = sampleStore()
        let tab = try store.sessionForPage(cookie: nil).session
        try await PageLoad.open("demo://extra", in: tab, isNew: true)
        let (stream, socket) = AsyncStream<WSMessage>.makeStream()
        let key = try #require(await store.connect(tab.id, browser: tab.browser)).attach(socket)
        // Another page in the same tab (a URL typed, a reload): connected while the old page
        // still is, it gets an app of its own (a tab duplicated with its storage does too).
        let early = try store.sessionForPage(cookie: tab.browser, link: "demo://login").session
        try await PageLoad.open("demo://login", in: early, isNew: true)
        #expect(await store.connect(early.id, browser: tab.browser, previous: tab.id) === early)
        tab.detach(key)
        socket.finish()
        let page = try store.sessionForPage(cookie: tab.browser, link: "demo://login").session
        try await PageLoad.open("demo://login", in: page, isNew: true)
        let continued = await store.connect(page.id, browser: tab.browser, previous: tab.id)
        #expect(continued === tab, "the tab's app goes on")
        #expect(tab.runtime.app.visiblePath == "/login", "at the page's link")
        #expect(store.session(page.id) == nil, "the page load's own app is released")
        let (screens, _) = await drain(stream)
        #expect(screens.map { $0["session"] as? String } == [tab.id])
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
        let live = try #require(await store.connect(id, browser: person.browser), "its socket still gets a session")
        #expect(live.id == id && live.runtime.app.visiblePath == "/extra")
        let again = await store.connect(id, browser: person.browser)
        #expect(store.sessions.count == 1 && again === live)
        for _ in 0..<4 { _ = try store.sessionForPage(cookie: nil) }
        #expect(store.waiting.ids == 1, "ids are bounded too")
        #expect(
            await store.connect(SessionStore.newID(), browser: person.browser) == nil,
            "an id the server did not make gets nothing")
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
        #expect(await store.connect(returning.id, browser: returning.browser) != nil)
        store.close(returning.id)
        let back = try store.sessionForPage(cookie: returning.browser)
        #expect(!back.isNewBrowser && back.session.browser == returning.browser, "its folder, waiting for its socket")
        let flood = try (0..<5).map { _ in try store.sessionForPage(cookie: nil).session.browser }
        let left = try FileManager.default.contentsOfDirectory(atPath: sessions.path)
        #expect(
            Set(left) == [returning.browser, flood[3], flood[4]],
            "the returning browser's, a ghost's, the waiting one's")
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
