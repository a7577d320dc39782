import FlyingFox
import Foundation
import NanoPreview
import NanoRuntime
import Testing

@testable import NanoWebServer

/// NanoPreview's 1,000-row list in a web session: selecting one row sends that row, not the
/// screen (issue 38's target: at most 2 KiB).
@MainActor
@Suite struct LongListPatchTests {
    @Test func selectingOneRowOfAThousandSendsThatRowInUnderTwoKiB() async throws {
        let runtime = try AppRuntime(
            configuration: AppConfiguration(
                name: "rows", scheme: "nvc", homeLink: LongListPlugin.route.link,
                plugins: { _ in [LongListPlugin(count: 1_000)] }),
            state: StateDirectory(location: .ephemeral), warn: { _ in })
        let session = WebSession(id: "s", runtime: runtime)
        try await session.load("nvc://rows")
        let (stream, socket) = AsyncStream<WSMessage>.makeStream()
        let key = session.attach(socket)
        await session.handle(ClientMessage(seq: 1, action: .select, id: "rows", row: 499), from: key)
        await session.handle(ClientMessage(seq: 2, action: .select, id: "rows", row: 499), from: key)
        session.detach(key)
        socket.finish()
        var sent: [String] = []
        for await message in stream {
            if case .text(let text) = message { sent.append(text) }
        }
        #expect(sent.count == 3)
        guard sent.count == 3 else { return }
        #expect(sent[0].utf8.count > 100_000, "the first message is the whole list")
        for update in sent.dropFirst() {
            #expect(update.contains(#""type":"patch""#))
            #expect(update.utf8.count <= 2048, "one row's patch: \(update)")
        }
        #expect(sent[1].contains("tapped 1\u{D7}"))
        #expect(sent[2].contains("tapped 2\u{D7}"))
        #expect(!sent[2].contains("Row 499"), "no other row is sent")
    }
}
