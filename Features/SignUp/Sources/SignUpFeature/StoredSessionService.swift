import NanoDI
import SessionInterface

/// The app's ``SessionService``: the session kept in the app's key-value store under the key
/// `session` (the JSON `{"name", "email", "signedInAt"}` of ``Session``). The sign-up feature
/// provides it to the others; an unreadable stored value counts as signed out rather than a crash.
@MainActor
final class StoredSessionService: SessionService {
    /// The key the session is stored under.
    static let key = "session"

    private let store: any KeyValueStore

    /// A service over `store`.
    init(store: any KeyValueStore) { self.store = store }

    /// The stored session, or `nil` when signed out or unreadable.
    var current: Session? {
        (try? store.value(Session.self, forKey: Self.key)) ?? nil
    }

    /// Stores `session`.
    func save(_ session: Session) throws(SessionError) {
        do {
            try store.set(session, forKey: Self.key)
        } catch {
            throw SessionError(error.description)
        }
    }

    /// Removes the session.
    func clear() throws(SessionError) {
        do {
            try store.removeValue(forKey: Self.key)
        } catch {
            throw SessionError(error.description)
        }
    }
}
