import FlyingFox
import NanoRuntime

/// One page's WebSocket: its messages become the session's actions, the session's screens go
/// back. A socket whose session is gone is closed with 4001, and the page reloads into a new
/// session.
struct SessionSocket: WSMessageHandler {
    let sessionID: String?
    let store: SessionStore
    let maxMessageBytes: Int

    func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
        let (output, continuation) = AsyncStream<WSMessage>.makeStream()
        let key = await MainActor.run { [store, sessionID] in store.session(sessionID)?.attach(continuation) }
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
                    await MainActor.run { store.session(sessionID)?.handle(decoded, from: key) }
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
}
