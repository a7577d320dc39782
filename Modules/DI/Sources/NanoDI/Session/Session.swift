import Foundation

/// The signed-in user: the one piece of app state every feature of a signed-in app reads.
/// Features share it through ``SessionStore``, never through each other's types.
public struct Session: Codable, Sendable, Equatable {
    /// The user's name.
    public var name: String
    /// The user's email address.
    public var email: String
    /// When the user signed in.
    public var signedInAt: Date

    /// Creates a session.
    public init(name: String, email: String, signedInAt: Date) {
        self.name = name
        self.email = email
        self.signedInAt = signedInAt
    }
}

/// Reads and writes the ``Session`` in the app's ``KeyValueStore`` under the key `session`.
@MainActor
public final class SessionStore {
    /// The key the session is stored under.
    public static let key = "session"

    private let store: any KeyValueStore

    /// A session store backed by `store`.
    public init(store: any KeyValueStore) { self.store = store }

    /// The current session, or `nil` when signed out (or when the stored value is unreadable,
    /// which counts as signed out rather than a crash).
    public var current: Session? {
        (try? store.value(Session.self, forKey: Self.key)) ?? nil
    }

    /// Whether someone is signed in.
    public var isSignedIn: Bool { current != nil }

    /// Stores `session`.
    public func save(_ session: Session) throws(KeyValueStoreError) {
        try store.set(session, forKey: Self.key)
    }

    /// Signs out.
    public func clear() throws(KeyValueStoreError) {
        try store.removeValue(forKey: Self.key)
    }
}
