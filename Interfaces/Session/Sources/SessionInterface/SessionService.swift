import NanoContract

/// Reads and changes the signed-in ``Session``. The sign-up feature provides the app's
/// implementation (kept in the app's state); Home and Settings list `(any SessionService).self`
/// in their needs; previews and tests use ``InMemorySessionService``.
@MainActor
public protocol SessionService: AnyObject {
    /// The current session, or `nil` when signed out.
    var current: Session? { get }
    /// Stores `session`, replacing any other (sign-up, a profile edit).
    /// - Throws: ``SessionError`` when it could not be stored; the old session stays.
    func save(_ session: Session) throws(SessionError)
    /// Signs out.
    /// - Throws: ``SessionError`` when the session could not be removed; it stays.
    func clear() throws(SessionError)
}

extension SessionService {
    /// Whether someone is signed in: what the `.signedIn` guard checks.
    public var isSignedIn: Bool { current != nil }
}

extension GuardID {
    /// Someone is signed in. The sign-up feature provides it (its flow signs the person in);
    /// every route that shows the person's data requires it.
    public static let signedIn = GuardID("signedIn")
}

extension Route where Parameters == Void {
    /// The signed-in person's home screen: the Home feature registers it, and the other
    /// features' routes stand on it (`parent: .home`) without depending on Home.
    public static var home: Route<Void> { Route("home") }

    /// The sign-up flow, the `.signedIn` guard's flow: the sign-up feature
    /// registers it; Home opens it after logging out.
    public static var signUp: Route<Void> { Route("signup") }

    /// The settings list: the Settings feature registers it (and its deeper routes below it);
    /// Home's Settings button opens it.
    public static var settings: Route<Void> { Route("settings") }
}

/// A ``SessionService`` that keeps the session in memory: what a feature's preview and tests
/// run with instead of the sign-up feature's stored one. ``failure`` makes every change fail,
/// to show what a feature does when saving the session fails.
@MainActor
public final class InMemorySessionService: SessionService {
    /// The session, as the service holds it.
    public private(set) var current: Session?
    /// When set, ``save(_:)`` and ``clear()`` throw it and change nothing.
    public var failure: SessionError?

    /// A service holding `session` (signed out with `nil`).
    public init(_ session: Session? = nil) { current = session }

    /// Stores `session`, unless ``failure`` is set.
    public func save(_ session: Session) throws(SessionError) {
        if let failure { throw failure }
        current = session
    }

    /// Signs out, unless ``failure`` is set.
    public func clear() throws(SessionError) {
        if let failure { throw failure }
        current = nil
    }
}
