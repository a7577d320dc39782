import Foundation
import NanoRuntime

/// The server's sessions: made on a browser's first request, found again by the cookie,
/// closed when idle. A session with a state directory outlives the server: a browser coming
/// back with its cookie after a restart gets its saved stack again.
@MainActor
final class SessionStore {
    /// Makes one session's app over its state, in the language its first page's
    /// `Accept-Language` header asks for (the header as sent; `nil` without one).
    typealias MakeRuntime = @MainActor (StateDirectory, _ acceptLanguage: String?) throws(AppError) -> AppRuntime

    private(set) var sessions: [String: WebSession] = [:]
    private let options: WebServerOptions
    private let makeRuntime: MakeRuntime
    private let onMake: @MainActor () -> Void

    /// A store whose sessions run the apps `makeRuntime` makes; `onMake` is told of each new one.
    init(options: WebServerOptions, makeRuntime: @escaping MakeRuntime, onMake: @escaping @MainActor () -> Void = {}) {
        self.options = options
        self.onMake = onMake
        self.makeRuntime = makeRuntime
    }

    /// The live session with the cookie's `id`, if any.
    func session(_ id: String?) -> WebSession? { id.flatMap { sessions[$0] } }

    /// The session for a page load: the cookie's if it is alive, else one reopened from its
    /// saved folder, else a new one with a new id (a client never chooses its id).
    /// A new session's app speaks the language `acceptLanguage` asks for; a live one keeps its own.
    /// - Returns: the session and whether it was just made (so it must open something first).
    /// - Throws: 503 (`tooManySessions`) at the limit; the state's or composition's errors.
    func sessionForPage(cookie: String?, acceptLanguage: String? = nil) throws(WebServerError) -> (
        session: WebSession, isNew: Bool
    ) {
        if let live = session(cookie) { return (live, false) }
        guard sessions.count < options.maxSessions else { throw .tooManySessions(options.maxSessions) }
        if let cookie, Self.isValidID(cookie), let folder = folder(for: cookie),
            FileManager.default.fileExists(atPath: folder.path)
        {
            return (try make(id: cookie, acceptLanguage: acceptLanguage), true)
        }
        return (try make(id: Self.newID(), acceptLanguage: acceptLanguage), true)
    }

    /// Closes sessions no page has touched for the idle timeout; returns how many.
    @discardableResult
    func expireIdle(now: ContinuousClock.Instant = .now) -> Int {
        let idle = sessions.values.filter { !$0.isConnected && now - $0.lastActive >= options.idleTimeout }
        for session in idle { close(session.id) }
        return idle.count
    }

    /// Closes one session: its pages are told, its app released.
    func close(_ id: String) {
        sessions.removeValue(forKey: id)?.close()
    }

    /// Closes every session (the server is stopping).
    func closeAll() {
        for id in Array(sessions.keys) { close(id) }
    }

    private func make(id: String, acceptLanguage: String?) throws(WebServerError) -> WebSession {
        let location: StateLocation = folder(for: id).map { .directory($0) } ?? .ephemeral
        do {
            let runtime = try makeRuntime(try StateDirectory(location: location), acceptLanguage)
            let recording = options.recordDirectory.map { $0.appendingPathComponent("\(id).nvc").path }
            let session = WebSession(id: id, runtime: runtime, recordingPath: recording)
            sessions[id] = session
            onMake()
            return session
        } catch {
            throw .app(error)
        }
    }

    private func folder(for id: String) -> URL? {
        guard case .directory(let root) = options.state else { return nil }
        return root.appendingPathComponent("sessions").appendingPathComponent(id)
    }

    /// 32 lowercase hex digits: 128 bits from the system's cryptographic generator.
    static func newID() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<2).map { _ in
            let hex = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
    }

    /// Whether `id` has the shape of an id this server makes (so it can name a folder).
    static func isValidID(_ id: String) -> Bool {
        id.utf8.count == 32 && id.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }
}
