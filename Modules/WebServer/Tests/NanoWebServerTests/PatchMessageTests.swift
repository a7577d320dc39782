import FlyingFox
import Foundation
import NanoTesting
import Testing

@testable import NanoWebServer

/// Every text a socket was sent until it finished, as sent.
private func texts(_ stream: AsyncStream<WSMessage>) async -> [String] {
    var texts: [String] = []
    for await message in stream {
        if case .text(let text) = message { texts.append(text) }
    }
    return texts
}

private func object(_ text: String) -> [String: Any] {
    (try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]) ?? [:]
}

/// Each page gets the whole screen first, then only what changed (`patch` messages), and the
/// whole screen again when it asks (`resync`, after a patch it could not apply).
@MainActor
@Suite struct PatchMessageTests {
    @Test func aKeystrokeGoesAsAPatchOfTheFieldAndAResyncAsTheWholeScreen() async throws {
        let session = WebSession(id: "s", runtime: try sampleWebRuntime())
        try await session.load("demo://login")
        let (stream, socket) = AsyncStream<WSMessage>.makeStream()
        let key = session.attach(socket)
        await session.handle(ClientMessage(seq: 1, action: .type, id: "name", text: "Ada"), from: key)
        await session.handle(ClientMessage(seq: 2, action: .resync), from: key)
        await session.handle(ClientMessage(seq: 3, action: .type, id: "name", text: "Ada L"), from: key)
        session.detach(key)
        socket.finish()
        let sent = await texts(stream)
        let messages = sent.map(object)
        #expect(messages.map { $0["type"] as? String } == ["screen", "patch", "screen", "patch"])
        #expect(messages.map { $0["ack"] as? Int } == [0, 1, 2, 3])
        #expect(messages[1]["html"] == nil)
        #expect(messages[1]["path"] as? String == "/login")
        #expect(sent[1].contains(#"value=\"Ada\""#))
        #expect(sent[3].contains(#"value=\"Ada L\""#))
        #expect((messages[2]["html"] as? String)?.contains(#"value="Ada""#) == true)
        #expect(sent[1].utf8.count * 2 < sent[0].utf8.count, "a keystroke sends less than half the screen")
    }

    @Test func aSecondPageGetsTheWholeScreenThenPatchesLikeTheFirst() async throws {
        let session = WebSession(id: "s", runtime: try sampleWebRuntime())
        try await session.load("demo://login")
        let (first, firstSocket) = AsyncStream<WSMessage>.makeStream()
        let one = session.attach(firstSocket)
        await session.handle(ClientMessage(seq: 1, action: .type, id: "name", text: "Ada"), from: one)
        let (second, secondSocket) = AsyncStream<WSMessage>.makeStream()
        let two = session.attach(secondSocket)
        await session.handle(ClientMessage(seq: 1, action: .type, id: "name", text: "Ada L"), from: two)
        session.detach(one)
        session.detach(two)
        firstSocket.finish()
        secondSocket.finish()
        #expect(await texts(first).map { object($0)["type"] as? String } == ["screen", "patch", "patch"])
        let secondTexts = await texts(second)
        #expect(secondTexts.map { object($0)["type"] as? String } == ["screen", "patch"])
        #expect((object(secondTexts[0])["html"] as? String)?.contains(#"value="Ada""#) == true)
    }

    @Test func anotherScreenGoesWhole() async throws {
        let session = WebSession(id: "s", runtime: try sampleWebRuntime())
        try await session.load("demo://login")
        let (stream, socket) = AsyncStream<WSMessage>.makeStream()
        let key = session.attach(socket)
        await session.handle(ClientMessage(seq: 1, action: .type, id: "name", text: "Ada"), from: key)
        await session.handle(ClientMessage(seq: 2, action: .tap, id: "go"), from: key)
        await session.runtime.clock.runUntilIdle()
        session.detach(key)
        socket.finish()
        let messages = await texts(stream).map(object)
        #expect(messages.last?["type"] as? String == "screen")
        #expect(messages.last?["path"] as? String == "/home")
    }
}
