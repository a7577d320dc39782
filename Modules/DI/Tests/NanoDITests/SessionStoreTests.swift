import Foundation
import NanoDI
import Testing

@MainActor
struct SessionStoreTests {
    @Test func savesReadsAndClearsTheSession() throws {
        let store = InMemoryKeyValueStore()
        let sessions = SessionStore(store: store)
        #expect(!sessions.isSignedIn)
        let ada = Session(name: "Ada", email: "ada@example.com", signedInAt: Date(timeIntervalSince1970: 0))
        try sessions.save(ada)
        #expect(sessions.current == ada)
        #expect(store.keys == ["session"])
        try sessions.clear()
        #expect(sessions.current == nil)
    }

    @Test func anUnreadableStoredSessionCountsAsSignedOut() throws {
        let store = InMemoryKeyValueStore()
        try store.set("not a session", forKey: SessionStore.key)
        #expect(SessionStore(store: store).current == nil)
    }
}
