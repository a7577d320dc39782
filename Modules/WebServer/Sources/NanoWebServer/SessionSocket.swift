import FlyingFox
import NanoRuntime

/// One page's WebSocket: it makes the page's session live
/// (``SessionStore/connect(_:browser:previous:)``), its messages become the session's actions,
/// the session's screens go back. A socket whose session is gone, or is another browser's, is
/// closed with 4001, and the page reloads into a new session.
struct SessionSocket: WSMessageHandler {
    /// The session the page's load made (the socket URL's `window`).
    let sessionID: String?
    /// The cookie's browser id.
    var browser: String?
    /// The session the page's tab had before (`previous`), which continues the tab if it can.
    var previous: String?
    let store: SessionStore
    let maxMessageBytes: Int

    func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
        let (output, continuation) = AsyncStream<WSMessage>.makeStream()
        let attached = await Self.attach(continuation, to: sessionID, browser: browser, previous: previous, in: store)
        guard let (key, sessionID) = attached else {
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

    /// Attaches the page to its session — the tab's earlier one when it continues the tab —
    /// which the socket makes live (or made again, if its page was crowded out of the waiting
    /// pool); the page's key and the session's id, nil when there is none.
    @MainActor
    private static func attach(
        _ page: AsyncStream<WSMessage>.Continuation, to sessionID: String?, browser: String?, previous: String?,
        in store: SessionStore
    ) async -> (key: Int, session: String)? {
        guard let session = await store.connect(sessionID, browser: browser, previous: previous) else { return nil }
        return (session.attach(page), session.id)
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
