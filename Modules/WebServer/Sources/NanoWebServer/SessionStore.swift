import Foundation
import NanoCore
import NanoRuntime

/// The server's sessions: one per browser tab. A page load makes one — the app of the tab the
/// page opens in, like a window of an iPad app — its socket makes it live, idleness closes it.
/// The tabs of one browser (one cookie) are separate apps over one state: signed in once, the
/// same settings, each its own stacks, so moving or going back in one tab never moves another.
/// A page loaded again in the same tab (a reload, a typed URL) continues that tab's app: its
/// socket names the tab's app as it was (`previous`, kept in the tab's `sessionStorage`), and
/// the server opens the page's link there. A browser's state outlives the server when it has a
/// folder (`--state`): a browser coming back with its cookie after a restart gets its saved
/// stack again.
///
/// A page load's app is not a session yet: it waits in a bounded pool (``PendingPages``) until
/// the page's socket opens, and only live sessions count against `maxSessions`. So page loads
/// without a cookie — a flood of them — hold a bounded number of apps and never lock a new
/// browser out; a page crowded out of the pool keeps its id, and its socket gets an app made
/// again from the link it opened (docs/cli.md, "Limits").
@MainActor
final class SessionStore {
    /// Makes one session's app over its browser's state, in the language its first page's
    /// `Accept-Language` header asks for (the header as sent; `nil` without one).
    typealias MakeRuntime = @MainActor (StateDirectory, _ acceptLanguage: String?) throws(AppError) -> AppRuntime

    /// One browser's state, shared by the apps of its tabs.
    private struct Browser {
        let state: StateDirectory
        /// How many of its tabs' apps are alive (live or waiting for their socket).
        var apps: Int
        /// How many of them are live (their page has connected).
        var live = 0
        /// The `Accept-Language` header of its first page: every tab of it speaks that language.
        let acceptLanguage: String?
        /// The session its latest page load made: a socket that names none connects to it.
        var latest: String?
    }

    /// The live sessions, by id: a page of each has connected.
    private(set) var sessions: [String: WebSession] = [:]
    /// Page loads whose socket has not opened yet.
    private var pending: PendingPages<WebSession>
    /// The browsers with an app alive, by their cookie's id.
    private var browsers: [String: Browser] = [:]
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

    /// How many browsers have an app alive (each holds its state once, whatever its tabs).
    var browserCount: Int { browsers.count }

    /// How many browsers have a live session: what `maxSessions` bounds.
    var liveBrowserCount: Int { browsers.values.reduce(0) { $0 + ($1.live > 0 ? 1 : 0) } }

    /// The session `id`, live or waiting for its page's socket, if any.
    func session(_ id: String?) -> WebSession? { id.flatMap { sessions[$0] ?? pending.app($0) } }

    /// The session for a page load: always a new one, the app of the tab the page opens in,
    /// over the state of the cookie's browser when it is alive or has a saved folder, else of a
    /// new browser with a new id (a client never chooses its id). It waits for its page's
    /// socket (``connect(_:browser:previous:)``); `link` and `client` (the remote address) are
    /// kept for that. A new session's app speaks the language `acceptLanguage` asks for.
    /// - Returns: the session and whether its browser is new (so the page sets the cookie).
    /// - Throws: 503 (`tooManySessions`) when the live browsers are at the limit and the
    ///   cookie's is not one of them; 503 (`tooManyTabs`) when the cookie's browser holds
    ///   `maxTabsPerBrowser` sessions whose pages are all connected; the state's or
    ///   composition's errors.
    func sessionForPage(
        cookie: String?, acceptLanguage: String? = nil, link: String? = nil, client: String = "local"
    ) throws(WebServerError) -> (session: WebSession, isNewBrowser: Bool) {
        let known = cookie.flatMap { browsers[$0] }
        guard (known?.live ?? 0) > 0 || liveBrowserCount < options.maxSessions else {
            throw .tooManySessions(options.maxSessions)
        }
        if let cookie, let known, known.apps >= options.maxTabsPerBrowser {
            try makeRoom(in: cookie)
        }
        let browser: String
        let isNewBrowser: Bool
        if let cookie, browsers[cookie] != nil {
            (browser, isNewBrowser) = (cookie, false)
        } else if let cookie, Self.isValidID(cookie), let folder = folder(for: cookie),
            FileManager.default.fileExists(atPath: folder.path)
        {
            (browser, isNewBrowser) = (cookie, false)
        } else {
            (browser, isNewBrowser) = (Self.newID(), true)
        }
        let id = Self.newID()
        let session = try make(id: id, browser: browser, acceptLanguage: known?.acceptLanguage ?? acceptLanguage)
        let kept = link.flatMap { $0.utf8.count <= Self.maxKeptLinkBytes ? $0 : nil }
        let language = acceptLanguage.map { String($0.prefix(Self.maxKeptLanguageBytes)) }
        let (dropped, forgotten) = pending.add(
            session, id: id, client: client,
            ghost: .init(link: kept, acceptLanguage: language, isFresh: isNewBrowser, browser: browser))
        for (_, app) in dropped { release(app) }
        for (_, ghost) in forgotten where ghost.isFresh {
            if let owner = ghost.browser, browsers[owner] == nil { removeFolder(of: owner) }
        }
        onMake()
        return (session, isNewBrowser)
    }

    /// The session a page's socket connects to — `id`, the one its page load made, which must
    /// belong to the cookie's `browser` — once live. When `previous` names the app the page's
    /// tab had before (a reload, a URL typed in the tab), that app continues the tab instead:
    /// it opens the page's link, and the page load's app is released. Nil (the socket is closed
    /// with 4001, the page reloads) when there is no such session, or when the live sessions are
    /// at the limit (the reload then gets 503). A socket that names no session (a client of its
    /// own, like the web benchmark's) connects to the one its browser's latest page load made.
    func connect(_ named: String?, browser: String?, previous: String? = nil) async -> WebSession? {
        guard let browser, let id = named ?? browsers[browser]?.latest else { return nil }
        if let live = sessions[id] { return live.browser == browser ? live : nil }
        if let previous, previous != id, let tab = sessions[previous], tab.browser == browser,
            let page = pending.app(id), page.browser == browser, await Self.disconnects(tab)
        {
            let link = page.pageLink
            close(id)
            do {
                try await PageLoad.open(link, in: tab, isNew: false)
            } catch {
                // The link's failure shows as a toast over the tab's screen.
                tab.runtime.app.navigationStack.visibleScene?.show(Toast(error.message, style: .error))
            }
            return tab
        }
        guard (browsers[browser]?.live ?? 0) > 0 || liveBrowserCount < options.maxSessions else {
            if let page = pending.app(id), page.browser == browser { close(id) }
            return nil
        }
        if let waiting = pending.app(id) {
            guard waiting.browser == browser else { return nil }
            _ = pending.take(id)
            sessions[id] = waiting
            browsers[browser]?.live += 1
            return waiting
        }
        guard let ghost = pending.ghost(id), (ghost.browser ?? id) == browser else { return nil }
        _ = pending.takeGhost(id)
        guard let session = try? make(id: id, browser: browser, acceptLanguage: ghost.acceptLanguage)
        else { return nil }
        // A link that fails shows its error as a toast after the home screen, as a page load would.
        try? await PageLoad.open(ghost.link, in: session, isNew: true)
        sessions[id] = session
        browsers[browser]?.live += 1
        onMake()
        return session
    }

    /// Whether `tab`'s page is gone, or goes within a quarter second: the page a reload or a
    /// typed URL replaces closes its socket as it unloads, which can reach the server just after
    /// the new page's socket opens. A page still connected after that is another tab (one
    /// duplicated with its storage), which keeps its session.
    private static func disconnects(_ tab: WebSession) async -> Bool {
        for _ in 0..<10 where tab.isConnected {
            try? await Task.sleep(for: .milliseconds(25))
        }
        return !tab.isConnected
    }

    /// Closes sessions no page has touched for the idle timeout, and pages whose socket never
    /// opened in that time; returns how many.
    @discardableResult
    func expireIdle(now: ContinuousClock.Instant = .now) -> Int {
        let idle = sessions.values.filter { !$0.isConnected && now - $0.lastActive >= options.idleTimeout }
        for session in idle { close(session.id) }
        let unconnected = pending.removeAll { now - $0.lastActive >= options.idleTimeout }
        for (_, session, ghost) in unconnected {
            release(session)
            if ghost.isFresh, let owner = ghost.browser, browsers[owner] == nil { removeFolder(of: owner) }
        }
        return idle.count + unconnected.count
    }

    /// Closes one session, live or waiting: its pages are told, its app released.
    func close(_ id: String) {
        if let session = sessions.removeValue(forKey: id) {
            browsers[session.browser]?.live -= 1
            release(session)
        } else if let session = pending.take(id) {
            release(session)
        }
    }

    /// Closes the least recently used session of `browser` whose page is not connected.
    /// - Throws: 503 (`tooManyTabs`) when every one of them is connected.
    private func makeRoom(in browser: String) throws(WebServerError) {
        let idle = (Array(sessions.values) + pending.apps).filter { $0.browser == browser && !$0.isConnected }
        guard let oldest = idle.min(by: { $0.lastActive < $1.lastActive }) else {
            throw .tooManyTabs(options.maxTabsPerBrowser)
        }
        close(oldest.id)
    }

    /// Closes every session (the server is stopping).
    func closeAll() {
        for id in Array(sessions.keys) { close(id) }
        for session in pending.removeAll() { release(session) }
    }

    /// The longest link a crowded-out page keeps: the router's default limit
    /// (`DeepLinkLimits.maxLinkBytes`); a longer one cannot open, so its page is made again at home.
    static let maxKeptLinkBytes = 2_048
    /// The most of a page's `Accept-Language` header a crowded-out page keeps.
    static let maxKeptLanguageBytes = 256

    /// Makes the app of one tab of `browser`, over the browser's state (opened first if no tab
    /// of it is alive).
    private func make(id: String, browser: String, acceptLanguage: String?) throws(WebServerError)
        -> WebSession
    {
        do {
            let state: StateDirectory
            if let known = browsers[browser] {
                state = known.state
            } else {
                let location: StateLocation = folder(for: browser).map { .directory($0) } ?? .ephemeral
                state = try StateDirectory(location: location)
            }
            let runtime = try makeRuntime(state, acceptLanguage)
            let recording = options.recordDirectory.map { $0.appendingPathComponent("\(id).nvc").path }
            let session = WebSession(id: id, browser: browser, runtime: runtime, recordingPath: recording)
            browsers[browser, default: Browser(state: state, apps: 0, acceptLanguage: acceptLanguage)].apps += 1
            browsers[browser]?.latest = id
            return session
        } catch {
            throw .app(error)
        }
    }

    /// Closes a session's app and lets its browser's state go with its last app.
    private func release(_ session: WebSession) {
        session.close()
        guard var browser = browsers[session.browser] else { return }
        browser.apps -= 1
        browsers[session.browser] = browser.apps > 0 ? browser : nil
    }

    /// Removes the state folder of a browser whose only page never connected and is forgotten
    /// (its id was made for it, so the folder holds nothing but its first screen).
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
