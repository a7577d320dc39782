import FlyingFox
import Foundation
import NanoRuntime
import Testing

@testable import NanoWebServer

/// A page's WebSocket and its limits: a message over `maxMessageBytes` closes with 1009,
/// anything but a Nano text message with 1003, a socket without a live session with 4001; a
/// good message acts on the session and the page is detached when the socket ends.
@MainActor
@Suite struct SessionSocketTests {
    private let store = SessionStore(
        options: WebServerOptions(maxMessageBytes: 64),
        makeRuntime: { state, _ throws(AppError) in try sampleWebRuntime(state: state) })

    /// What the server sends a page that sends `messages` (and then nothing).
    private func exchange(_ messages: [WSMessage], session: String?) async throws -> (
        screens: [[String: Any]], closes: [WSCloseCode]
    ) {
        let (client, input) = AsyncStream<WSMessage>.makeStream()
        for message in messages { input.yield(message) }
        input.finish()
        let socket = SessionSocket(
            sessionID: session, browser: store.session(session)?.browser, store: store, maxMessageBytes: 64)
        return await drain(try await socket.makeMessages(for: client))
    }

    private func liveSession() async throws -> WebSession {
        let session = try store.sessionForPage(cookie: nil).session
        try await session.load("demo://login")
        return session
    }

    @Test func aSocketWithoutALiveSessionIsClosedWith4001() async throws {
        let result = try await exchange([.text(#"{"seq":1,"action":"back"}"#)], session: "gone")
        #expect(result.screens.isEmpty)
        #expect(result.closes == [WSCloseCode(4001, reason: "no such session")])
        #expect(try await exchange([], session: nil).closes.map(\.code) == [4001])
    }

    @Test func aMessageOverTheLimitIsClosedWith1009() async throws {
        let session = try await liveSession()
        let result = try await exchange([.text(String(repeating: "x", count: 65))], session: session.id)
        #expect(result.screens.count == 1, "the screen on connecting, nothing after")
        #expect(result.closes == [WSCloseCode(1009, reason: "message too big")])
        #expect(!session.isConnected)
    }

    @Test(arguments: [WSMessage.text("{}"), .text("hello"), .data(Data([1, 2]))])
    func anythingButANanoTextMessageIsClosedWith1003(_ message: WSMessage) async throws {
        let session = try await liveSession()
        let result = try await exchange([message], session: session.id)
        #expect(result.closes.map(\.code) == [1003])
        #expect(!session.isConnected)
    }

    @Test func aNanoMessageActsOnTheSessionAndTheEndDetachesThePage() async throws {
        let session = try await liveSession()
        let result = try await exchange(
            [.text(#"{"seq":1,"action":"type","id":"name","text":"Ada"}"#), .close(.normalClosure)],
            session: session.id)
        #expect(result.screens.map { $0["ack"] as? Int } == [0, 1])
        #expect(result.closes.isEmpty)
        #expect(try session.runtime.app.navigationStack.visibleScene?.value(of: "name", "text").description == "Ada")
        #expect(!session.isConnected)
    }
}
