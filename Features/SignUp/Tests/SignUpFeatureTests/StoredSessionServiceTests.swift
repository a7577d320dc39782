import Foundation
import NanoDI
import NanoTesting
import SessionInterface
import Testing

@testable import SignUpFeature

/// The session service the feature provides to the app, over the app's key-value store.
@MainActor
struct StoredSessionServiceTests {
    let ada = Session(name: "Ada", email: "ada@example.com", signedInAt: Date(timeIntervalSince1970: 0))

    @Test func theSessionIsKeptUnderTheSessionKey() throws {
        let store = InMemoryKeyValueStore()
        let service = StoredSessionService(store: store)
        try service.save(ada)
        #expect(try store.value(Session.self, forKey: "session") == ada, "the same key and JSON as before")
        #expect(StoredSessionService(store: store).current == ada, "another instance reads it back")
        try service.clear()
        #expect(service.current == nil)
        #expect(store.keys.isEmpty)
    }

    @Test func anUnreadableSessionCountsAsSignedOut() throws {
        let store = InMemoryKeyValueStore()
        try store.set("not a session", forKey: "session")
        #expect(StoredSessionService(store: store).current == nil)
        #expect(!StoredSessionService(store: store).isSignedIn)
    }

    @Test func aStoreThatCannotBeWrittenIsASessionErrorThatSaysWhy() throws {
        let service = StoredSessionService(store: failingStore())
        #expect {
            try service.save(ada)
        } throws: { error in
            (error as? SessionError)?.description.contains("the disk is full") ?? false
        }
        #expect(throws: SessionError.self) { try service.clear() }
    }
}

/// A store whose writes fail, as a full disk would.
private func failingStore() -> FailableKeyValueStore {
    let store = FailableKeyValueStore()
    store.failsWrites = true
    return store
}
