import Foundation
import NanoRuntime

/// The server's sessions: a page load makes one (or finds it by the cookie), its socket makes
/// it live, idleness closes it. A session with a state directory outlives the server: a browser
/// coming back with its cookie after a restart gets its saved stack again.
///
/// A page load's app is not a session yet: it waits in a bounded pool (``PendingPages``) until
/// the page's socket opens, and only live sessions count against `maxSessions`. So page loads
/// without a cookie — a flood of them — hold a bounded number of apps and never lock a new
/// browser out; a page crowded out of the pool keeps its id, and its socket gets an app made
/// again from the link it opened (docs/cli.md, "Limits").
@MainActor
final class SessionStore {
    /// Makes one session's app over its state, in the language its first page's
    /// `Accept-Language` header asks for (the header as sent; `nil` without one).
    typealias MakeRuntime = @MainActor (StateDirectory, _ acceptLanguage: String?) throws(AppError) -> AppRuntime

    /// The live sessions: a page of each has connected.
    private(set) var sessions: [String: WebSession] = [:]
    /// Page loads whose socket has not opened yet.
    private var pending: PendingPages<WebSession>
    private let options: WebServerOptions
    private let makeRuntime: MakeRuntime
    private let onMake: @MainActor () -> Void

    /// A store whose sessions run the apps `makeRuntime` makes; `onMake` is told of each new one.
    init(options: WebServerOptions, makeRuntime: @escaping MakeRuntime, onMake: @escaping @MainActor () -> Void = {}) {
        self.options = options
        self.onMake = onMake
        self.makeRuntime = makeRuntime
        pending = PendingPages(
            capacity: options.maxPendingPages, perClient: options.maxPendingPagesPerClient,
            ghostCapacity: options.maxPendingIDs)
    }

    /// How many apps are alive: the live sessions' and the pages' waiting for their socket.
    var count: Int { sessions.count + pending.count }

    /// How many pages wait for their socket with their app, and how many without (crowded out).
    var waiting: (apps: Int, ids: Int) { (pending.count, pending.ghostCount) }

    /// The session with the cookie's `id`, live or waiting for its page's socket, if any.
    func session(_ id: String?) -> WebSession? { id.flatMap { sessions[$0] ?? pending.app($0) } }

    /// The session for a page load: the cookie's if it is alive or waiting, else one made again
    /// for a page crowded out of the pool or reopened from its saved folder, else a new one with
    /// a new id (a client never chooses its id). A session made here waits for its page's
    /// socket (``connect(_:)``); `link` and `client` (the remote address) are kept for
    /// that. A new session's app speaks the language `acceptLanguage` asks for.
    /// - Returns: the session and whether it was just made (so it must open something first).
    /// - Throws: 503 (`tooManySessions`) when the live sessions are at the limit; the state's or
    ///   composition's errors.
    func sessionForPage(
        cookie: String?, acceptLanguage: String? = nil, link: String? = nil, client: String = "local"
    ) throws(WebServerError) -> (session: WebSession, isNew: Bool) {
        if let known = session(cookie) { return (known, false) }
        guard sessions.count < options.maxSessions else { throw .tooManySessions(options.maxSessions) }
        let id: String
        let isFresh: Bool
        if let cookie, let ghost = pending.takeGhost(cookie) {
            (id, isFresh) = (cookie, ghost.isFresh)
        } else if let cookie, Self.isValidID(cookie), let folder = folder(for: cookie),
            FileManager.default.fileExists(atPath: folder.path)
        {
            (id, isFresh) = (cookie, false)
        } else {
            (id, isFresh) = (Self.newID(), true)
        }
        let session = try make(id: id, acceptLanguage: acceptLanguage)
        let kept = link.flatMap { $0.utf8.count <= Self.maxKeptLinkBytes ? $0 : nil }
        let language = acceptLanguage.map { String($0.prefix(Self.maxKeptLanguageBytes)) }
        let (dropped, forgotten) = pending.add(
            session, id: id, client: client,
            ghost: .init(link: kept, acceptLanguage: language, isFresh: isFresh))
        for (_, app) in dropped { app.close() }
        for (id, ghost) in forgotten where ghost.isFresh { removeFolder(of: id) }
        onMake()
        return (session, true)
    }

    /// The session a page's socket connects to: a live one, or the page's waiting one, which
    /// becomes live — made again from its link if the pool crowded its app out. Nil (the socket
    /// is closed with 4001, the page reloads) when there is none, or when the live sessions are
    /// at the limit (the reload then gets 503).
    func connect(_ id: String?) async -> WebSession? {
        guard let id else { return nil }
        if let live = sessions[id] { return live }
        guard sessions.count < options.maxSessions else {
            pending.take(id)?.close()
            return nil
        }
        if let waiting = pending.take(id) {
            sessions[id] = waiting
            return waiting
        }
        guard let ghost = pending.takeGhost(id), let session = try? make(id: id, acceptLanguage: ghost.acceptLanguage)
        else { return nil }
        // A link that fails shows its error as a toast after the home screen, as a page load would.
        try? await PageLoad.open(ghost.link, in: session, isNew: true)
        sessions[id] = session
        onMake()
        return session
    }

    /// Closes sessions no page has touched for the idle timeout, and pages whose socket never
    /// opened in that time; returns how many.
    @discardableResult
    func expireIdle(now: ContinuousClock.Instant = .now) -> Int {
        let idle = sessions.values.filter { !$0.isConnected && now - $0.lastActive >= options.idleTimeout }
        for session in idle { close(session.id) }
        let unconnected = pending.removeAll { now - $0.lastActive >= options.idleTimeout }
        for (id, session, ghost) in unconnected {
            session.close()
            if ghost.isFresh { removeFolder(of: id) }
        }
        return idle.count + unconnected.count
    }

    /// Closes one session, live or waiting: its pages are told, its app released.
    func close(_ id: String) {
        (sessions.removeValue(forKey: id) ?? pending.take(id))?.close()
    }

    /// Closes every session (the server is stopping).
    func closeAll() {
        for id in Array(sessions.keys) { close(id) }
        for session in pending.removeAll() { session.close() }
    }

    /// The longest link a crowded-out page keeps: the router's default limit
    /// (`DeepLinkLimits.maxLinkBytes`); a longer one cannot open, so its page is made again at home.
    static let maxKeptLinkBytes = 2_048
    /// The most of a page's `Accept-Language` header a crowded-out page keeps.
    static let maxKeptLanguageBytes = 256

    private func make(id: String, acceptLanguage: String?) throws(WebServerError) -> WebSession {
        let location: StateLocation = folder(for: id).map { .directory($0) } ?? .ephemeral
        do {
            let runtime = try makeRuntime(try StateDirectory(location: location), acceptLanguage)
            let recording = options.recordDirectory.map { $0.appendingPathComponent("\(id).nvc").path }
            return WebSession(id: id, runtime: runtime, recordingPath: recording)
        } catch {
            throw .app(error)
        }
    }

    /// Removes the state folder of a page that never connected and is forgotten (its id was
    /// made for it, so the folder holds nothing but its first screen).
    private func removeFolder(of id: String) {
        guard Self.isValidID(id), let folder = folder(for: id) else { return }
        try? FileManager.default.removeItem(at: folder)
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
