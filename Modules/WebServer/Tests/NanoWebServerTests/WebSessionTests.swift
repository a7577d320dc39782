import FlyingFox
import Foundation
import NanoRuntime
import NanoTesting
import Testing

@testable import NanoWebServer

/// The sample app (NanoTesting's `samplePlugins()`) over an in-memory state.
@MainActor
func sampleWebRuntime(state: StateDirectory? = nil) throws(AppError) -> AppRuntime {
    let directory: StateDirectory
    if let state { directory = state } else { directory = try StateDirectory(location: .ephemeral) }
    return try AppRuntime(
        configuration: AppConfiguration(
            name: "demo", scheme: "demo", homeLink: "home", plugins: { _ in samplePlugins() }),
        state: directory, warn: { _ in })
}

/// Everything a socket was sent until it finished: screens as JSON objects, closes as codes.
func drain(_ stream: AsyncStream<WSMessage>) async -> (screens: [[String: Any]], closes: [WSCloseCode]) {
    var screens: [[String: Any]] = []
    var closes: [WSCloseCode] = []
    for await message in stream {
        switch message {
        case .text(let text):
            if let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] {
                screens.append(object)
            }
        case .close(let code): closes.append(code)
        case .data: break
        }
    }
    return (screens, closes)
}

/// A browser page's session: each message is acknowledged with the screen after it, delayed work
/// is pushed when it changes the screen, a failed action is an error toast (never a dropped
/// socket), history moves travel back or open the page's path, and a recording keeps the steps.
@MainActor
@Suite struct WebSessionTests {
    @Test func eachMessageIsAcknowledgedWithTheScreenAfterItAndDelayedWorkIsPushed() async throws {
        let session = WebSession(id: "s", runtime: try sampleWebRuntime())
        try await session.load("demo://home")
        let (stream, socket) = AsyncStream<WSMessage>.makeStream()
        let key = session.attach(socket)
        #expect(session.isConnected)
        await session.handle(ClientMessage(seq: 1, action: .type, id: "name", text: "Ada"), from: key)
        await session.handle(ClientMessage(seq: 2, action: .tap, id: "go"), from: key)
        await session.runtime.clock.runUntilIdle()
        session.close()
        #expect(!session.isConnected)
        let (screens, closes) = await drain(stream)
        #expect(screens.map { $0["ack"] as? Int } == [0, 1, 2, 2])
        #expect(screens.first?["path"] as? String == "/login")
        #expect(screens[2]["busy"] as? Bool == true, "the 20 ms login is still running")
        #expect(screens.last?["path"] as? String == "/home")
        #expect(screens.last?["busy"] as? Bool == false)
        #expect(closes == [WSCloseCode(4001, reason: "session ended")])
    }

    @Test(arguments: [ClientMessage.Action.tap, .toggle, .select, .refresh, .type])
    func aFailedActionIsAnErrorToastOnTheAcknowledgedScreen(_ action: ClientMessage.Action) async throws {
        let session = WebSession(id: "s", runtime: try sampleWebRuntime())
        try await session.load("demo://login")
        let (stream, socket) = AsyncStream<WSMessage>.makeStream()
        let key = session.attach(socket)
        await session.handle(ClientMessage(seq: 7, action: action, id: "missing-control"), from: key)
        session.detach(key)
        socket.finish()
        let (screens, _) = await drain(stream)
        #expect(screens.map { $0["ack"] as? Int } == [0, 7])
        #expect((screens.last?["html"] as? String)?.contains("missing-control") == true)
        #expect(!session.isConnected)
    }

    @Test func aTabOrPaneThatIsNotShowingIsAnErrorToastNamingIt() async throws {
        let session = WebSession(id: "s", runtime: try sampleWebRuntime())
        try await session.load("demo://login")
        let html = { session.message().html }
        await session.handle(ClientMessage(seq: 1, action: .selectTab, tab: "nope"), from: 0)
        #expect(html().contains("nope"))
        await session.handle(ClientMessage(seq: 2, action: .tap, id: "go", pane: 5), from: 0)
        #expect(html().contains("screen 5 is not a pane of the split showing"))
        await session.handle(ClientMessage(seq: 3, action: .back, pane: 0), from: 0)
        #expect(html().contains("does not act on a pane"))
        #expect(session.message().tab == nil, "the sample app shows no tab bar")
    }

    @Test func historyMovesGoBackDismissOrOpenThePagesPath() async throws {
        let session = WebSession(id: "s", runtime: try sampleWebRuntime())
        let app = session.runtime.app
        try await session.load("demo://login")
        await session.handle(ClientMessage(seq: 1, action: .type, id: "name", text: "Ada"), from: 0)
        await session.handle(ClientMessage(seq: 2, action: .tap, id: "go"), from: 0)
        await session.runtime.clock.runUntilIdle()
        #expect(app.visiblePath == "/home")
        await session.handle(ClientMessage(seq: 3, action: .history, depth: 2, path: "/home/detail"), from: 0)
        #expect(app.visiblePath == "/home/detail")
        await session.handle(ClientMessage(seq: 4, action: .history, depth: 1, path: "/home"), from: 0)
        #expect(app.visiblePath == "/home")
        await session.handle(ClientMessage(seq: 5, action: .history, depth: 2, path: "/home/about"), from: 0)
        #expect(app.visiblePath == "/home/about")
        await session.handle(ClientMessage(seq: 6, action: .history, depth: 1, path: "/home"), from: 0)
        #expect(app.visiblePath == "/home", "the sheet is dismissed")
        await session.handle(ClientMessage(seq: 7, action: .history, depth: 2, path: "/home/about"), from: 0)
        await session.handle(ClientMessage(seq: 8, action: .dismiss), from: 0)
        #expect(app.visiblePath == "/home")
        await session.handle(ClientMessage(seq: 9, action: .history, depth: 2, path: "/home/detail"), from: 0)
        await session.handle(ClientMessage(seq: 10, action: .back), from: 0)
        #expect(app.visiblePath == "/home")
    }

    @Test func aRecordingSessionWritesTheStepsThatSucceeded() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("web-session-\(UUID()).nvc")
        defer { try? FileManager.default.removeItem(at: file) }
        let session = WebSession(id: "s", runtime: try sampleWebRuntime(), recordingPath: file.path)
        try await session.load("demo://login")
        try await session.load("demo://login")  // a reload records nothing
        await session.handle(ClientMessage(seq: 1, action: .type, id: "name", text: "Ada"), from: 0)
        await session.handle(ClientMessage(seq: 2, action: .tap, id: "nope"), from: 0)
        await session.handle(ClientMessage(seq: 3, action: .tap, id: "go"), from: 0)
        await session.runtime.clock.runUntilIdle()
        await session.handle(ClientMessage(seq: 4, action: .history, depth: 2, path: "/home/detail"), from: 0)
        await session.handle(ClientMessage(seq: 5, action: .back), from: 0)
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map(String.init)
        let steps = lines.filter { !$0.hasPrefix("#") && !$0.hasPrefix("expect") }
        #expect(
            steps == ["open demo://login", "type name Ada", "tap go", "open demo://home/detail", "back"], "\(lines)")
    }

    @Test func aClientMessageDecodesOnlyTheNanoProtocol() {
        #expect(
            ClientMessage.decode(#"{"seq":3,"action":"select","id":"list","row":2}"#)
                == ClientMessage(seq: 3, action: .select, id: "list", row: 2))
        #expect(ClientMessage.decode(#"{"seq":3,"action":"format-disk"}"#) == nil)
        #expect(ClientMessage.decode(#"{"action":"tap"}"#) == nil, "no sequence number")
        #expect(ClientMessage.decode("not json") == nil)
    }
}
