import FlyingFox
import NanoRuntime

/// One page's WebSocket: it makes the page's session live (``SessionStore/connect(_:)``), its
/// messages become the session's actions, the session's screens go back. A socket whose
/// session is gone is closed with 4001, and the page reloads into a new session.
struct SessionSocket: WSMessageHandler {
    let sessionID: String?
    let store: SessionStore
    let maxMessageBytes: Int

    func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
        let (output, continuation) = AsyncStream<WSMessage>.makeStream()
        let key = await Self.attach(continuation, to: sessionID, in: store)
        guard let key, let sessionID else {
            continuation.yield(.close(WSCloseCode(4001, reason: "no such session")))
            continuation.finish()
            return output
        }
        Task { [store, maxMessageBytes] in
            reading: for await message in client {
                switch message {
                case .text(let text) where text.utf8.count > maxMessageBytes:
                    continuation.yield(.close(WSCloseCode(1009, reason: "message too big")))
                    break reading
                case .text(let text):
                    guard let decoded = ClientMessage.decode(text) else {
                        continuation.yield(.close(WSCloseCode(1003, reason: "not a Nano message")))
                        break reading
                    }
                    await Self.handle(decoded, from: key, of: sessionID, in: store)
                case .data:
                    continuation.yield(.close(WSCloseCode(1003, reason: "text messages only")))
                    break reading
                case .close:
                    break reading
                }
            }
            await MainActor.run { store.session(sessionID)?.detach(key) }
            continuation.finish()
        }
        return output
    }

    /// Attaches the page to its session, which the socket makes live (or made again, if its
    /// page was crowded out of the waiting pool); nil when there is none.
    @MainActor
    private static func attach(
        _ page: AsyncStream<WSMessage>.Continuation, to sessionID: String?, in store: SessionStore
    ) async -> Int? {
        await store.connect(sessionID)?.attach(page)
    }

    /// Hands `message` to the session, if it is still open, on the main actor; returns once the
    /// session has handled it, so a page's messages are handled in the order it sent them.
    @MainActor
    private static func handle(_ message: ClientMessage, from key: Int, of sessionID: String, in store: SessionStore)
        async
    {
        await store.session(sessionID)?.handle(message, from: key)
    }
}
