import Foundation
import NanoRuntime

/// How `serve` runs: where it listens, where each session keeps its state, and the limits
/// that protect the server from one hostile browser (docs/cli.md, "Limits").
public struct WebServerOptions: Sendable, Equatable {
    /// The address to bind: `127.0.0.1` unless told otherwise (`--host`).
    public var host: String
    /// More names the server answers to (`--allow-host`), besides `127.0.0.1`, `localhost`,
    /// `[::1]` and ``host`` (unless it is `0.0.0.0`): each a name such as `nano.example`,
    /// allowed with the listening port or none, or `name:port`, allowed with that port only.
    /// A request whose `Host` header is none of these gets 421 (Misdirected Request), so a
    /// page under another name (DNS rebinding) can neither load the app nor open its socket.
    public var allowedHosts: [String]
    /// The port; 0 picks a free one, printed in the first line.
    public var port: UInt16
    /// Each browser's state (shared by its tabs' sessions) lives in
    /// `<directory>/sessions/<cookie id>/`; ephemeral keeps every session in memory only.
    public var state: StateLocation
    /// The most live browsers at once — those with a tab whose page has connected; a new
    /// browser beyond it gets 503 (live ones go on, and may open tabs up to
    /// ``maxTabsPerBrowser``). Page loads waiting for their socket do not count.
    public var maxSessions: Int
    /// The most page loads kept with their app while their page's socket has not opened: a
    /// page load makes an app to draw its screen, and the socket makes it a session. Beyond
    /// it the oldest waiting app is released, keeping only its id, link and language
    /// (``maxPendingIDs``), and its socket gets an app made again from them. A flood of page
    /// loads without a cookie holds at most this many apps, and never fills ``maxSessions``.
    public var maxPendingPages: Int
    /// The most of ``maxPendingPages`` one client address holds: its own oldest is released
    /// first, so a flood from one address does not crowd out another's pages. (On loopback
    /// every browser is 127.0.0.1, one client.)
    public var maxPendingPagesPerClient: Int
    /// The most released waiting pages whose id is kept (a few hundred bytes each), so their
    /// socket still gets an app; the oldest is forgotten first, and its socket is closed
    /// with 4001 (the page reloads).
    public var maxPendingIDs: Int
    /// The most sessions (tabs' apps, live or waiting for their socket) one browser holds: a
    /// page load beyond it releases the browser's least recently used tab whose page is not
    /// connected, and answers 503 when every one of them is.
    public var maxTabsPerBrowser: Int
    /// A session with no page connected for this long is closed and its app released.
    public var idleTimeout: Duration
    /// The largest WebSocket message accepted; a larger one closes that socket with 1009.
    public var maxMessageBytes: Int
    /// The longest request target (path and query) accepted; longer ones get 414.
    public var maxTargetBytes: Int
    /// The most bytes of header fields a request may carry, each counted as `Name: value` and
    /// its line break (the request line is limited apart, by ``maxTargetBytes``); a larger head
    /// gets 431 with `Connection: close`, before any session is looked up or made.
    ///
    /// FlyingFox parses the whole head before the server sees it (it sets no limit of its own)
    /// and keeps only the last of a repeated field, so this bounds what reaches the apps, not
    /// what one connection may make FlyingFox read.
    public var maxHeaderBytes: Int
    /// The most header fields a request may carry (repeated names count once, as FlyingFox
    /// keeps one); more get 431 like an oversized head.
    public var maxHeaderCount: Int
    /// When set (`serve --record DIR`), each browser session (a tab's app) is kept as a script of the `nvc`
    /// script language in `<directory>/<session id>.nvc` (NanoRuntime's `ScriptRecording`),
    /// rewritten atomically after every action, so `open LINK --script FILE` replays what the
    /// person did in the browser as a test. The folder must exist.
    public var recordDirectory: URL?

    /// The defaults: 127.0.0.1:8080, no extra host names, in memory, 1,000 browsers (16 tabs
    /// each, 100 waiting pages, 50 per client, 4,096 ids), 30 minutes idle, 64 KiB messages, 8 KiB
    /// targets, 16 KiB and 100 header fields, no recording.
    public init(
        host: String = "127.0.0.1", port: UInt16 = 8080, allowedHosts: [String] = [], state: StateLocation = .ephemeral,
        maxSessions: Int = 1_000, maxPendingPages: Int = 100, maxPendingPagesPerClient: Int = 50,
        maxPendingIDs: Int = 4_096, idleTimeout: Duration = .seconds(30 * 60), maxMessageBytes: Int = 64 * 1024,
        maxTargetBytes: Int = 8 * 1024, maxHeaderBytes: Int = 16 * 1024, maxHeaderCount: Int = 100,
        recordDirectory: URL? = nil, maxTabsPerBrowser: Int = 16
    ) {
        self.maxTabsPerBrowser = maxTabsPerBrowser
        self.host = host
        self.port = port
        self.allowedHosts = allowedHosts
        self.state = state
        self.maxSessions = maxSessions
        self.maxPendingPages = maxPendingPages
        self.maxPendingPagesPerClient = maxPendingPagesPerClient
        self.maxPendingIDs = maxPendingIDs
        self.idleTimeout = idleTimeout
        self.maxMessageBytes = maxMessageBytes
        self.maxTargetBytes = maxTargetBytes
        self.maxHeaderBytes = maxHeaderBytes
        self.maxHeaderCount = maxHeaderCount
        self.recordDirectory = recordDirectory
    }
}
