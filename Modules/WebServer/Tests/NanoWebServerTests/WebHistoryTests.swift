import FlyingFox
import NanoRuntime
import NanoTesting
import Testing

@testable import NanoWebServer

/// What the page's history follows (issue 38 items 1 and 2): every screen message lists the
/// path of each screen showing, so a stack replaced whole replaces the page's entries; a page
/// load is not sent to the pages already connected (one of them is the page it replaces); the
/// flow of a guard that passes is never shown for a typed address.
@MainActor
@Suite struct WebHistoryTests {
    /// Signs the sample app in through its login flow, which then opens what was pending.
    private func logIn(_ session: WebSession) async {
        await session.handle(ClientMessage(seq: 1, action: .type, id: "name", text: "Ada"), from: 0)
        await session.handle(ClientMessage(seq: 2, action: .tap, id: "go"), from: 0)
        await session.runtime.clock.runUntilIdle()
    }

    @Test func theStackListsEveryScreenAndASignInThatResumesALinkReplacesIt() async throws {
        let session = WebSession(id: "s", runtime: try sampleWebRuntime())
        try await session.load("demo://home/detail")
        #expect(session.message().stack == ["/login"], "signed out: the login flow alone, the link pending")
        await logIn(session)
        let resumed = session.message()
        #expect(resumed.stack == ["/home", "/home/detail"], "the screen below the resumed link is Home, not /login")
        #expect(resumed.depth == resumed.stack.count)
        #expect(resumed.path == "/home/detail")
        await session.handle(ClientMessage(seq: 3, action: .history, depth: 1, path: "/home"), from: 0)
        #expect(session.message().stack == ["/home"], "Back goes to the screen below")
        try await session.load("demo://home/about")
        #expect(session.message().stack == ["/home", "/home/about"], "a sheet is one more screen")
        #expect(session.message().json.contains(#""stack":["/home","/home/about"]"#))
    }

    @Test func aPageLoadIsNotSentToThePagesAlreadyConnected() async throws {
        let session = WebSession(id: "s", runtime: try sampleWebRuntime())
        try await session.load("demo://login")
        await logIn(session)
        let (stream, socket) = AsyncStream<WSMessage>.makeStream()
        let key = session.attach(socket)
        // A URL typed in the tab of the connected page: the page being left gets nothing, so it
        // cannot move its history over the navigation.
        try await session.load("demo://home/detail")
        await session.runtime.clock.runUntilIdle()
        // Its next message is answered with the app as it is.
        await session.handle(ClientMessage(seq: 1, action: .resync), from: key)
        session.detach(key)
        socket.finish()
        let (screens, _) = await drain(stream)
        #expect(screens.map { $0["path"] as? String } == ["/home", "/home/detail"])
        #expect(screens.map { $0["ack"] as? Int } == [0, 1])
    }

    @Test func theFlowOfAGuardThatPassesShowsHomeInstead() async throws {
        let session = WebSession(id: "s", runtime: try sampleWebRuntime())
        try await session.load("demo://login")
        #expect(session.runtime.app.visiblePath == "/login", "signed out, the login flow shows")
        await logIn(session)
        try await session.load("demo://home/detail")
        try await session.load("demo://login")
        #expect(session.runtime.app.visiblePath == "/home", "a typed /login while logged in")
        await session.handle(ClientMessage(seq: 3, action: .history, depth: 1, path: "/login"), from: 0)
        #expect(session.runtime.app.visiblePath == "/home", "Back to an old /login entry")
        #expect(session.message().stack == ["/home"])
    }
}
