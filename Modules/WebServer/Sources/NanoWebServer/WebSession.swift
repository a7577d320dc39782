import FlyingFox
import NanoComposition
import NanoCore
import NanoNavigation
import NanoRuntime
import NanoUI
import NanoWeb

/// One browser tab's session: its own app (over its browser's state, which the browser's other
/// tabs share), the page connected to it, and what it was last sent. Everything happens on the
/// main actor, like the app itself.
@MainActor
final class WebSession {
    /// The session's id: 32 hex digits from the system's random generator. The page names it
    /// when its socket connects (with the cookie, which names its browser) and keeps it in its
    /// tab's `sessionStorage`, so a reload or a typed URL in the tab continues this app.
    let id: String
    /// The id of the browser whose tab this is: the cookie's value, the same for all its tabs.
    let browser: String
    /// The link of the page load that made the session (nil: the page at `/`).
    private(set) var pageLink: String?
    let runtime: AppRuntime
    /// When a page last did something, or disconnected.
    private(set) var lastActive: ContinuousClock.Instant
    private var sockets: [Int: AsyncStream<WSMessage>.Continuation] = [:]
    private var nextSocket = 0
    /// The last `seq` each page sent (a reloaded page starts again at 1).
    private var acks: [Int: Int] = [:]
    private var lastSent: ScreenMessage?
    private var sent = SentScreens()
    /// Where the session is kept as a script (`serve --record DIR`), and the script so far,
    /// which starts at the first link a page loads.
    private let recordingPath: String?
    private var recording: ScriptRecording?
    var effectWatch: Task<Void, Never>?  // compares the screen while effects run (WebSession+Effects.swift)

    init(id: String, browser: String? = nil, runtime: AppRuntime, recordingPath: String? = nil) {
        self.id = id
        self.browser = browser ?? id
        self.runtime = runtime
        self.recordingPath = recordingPath
        lastActive = ContinuousClock.now
        runtime.settlesSynchronously = false
        runtime.clock.didRunAction = { [weak self] in self?.delayedWorkRan() }
    }

    /// Whether a page is connected.
    var isConnected: Bool { !sockets.isEmpty }

    /// The screen as the page draws it.
    var screen: WebScreen { WebScreen(app: runtime.app, busy: runtime.clock.pendingCount > 0) }

    /// The current screen as a message for the page.
    func message(ack: Int = 0) -> ScreenMessage {
        let screen = screen
        return ScreenMessage(
            ack: ack, html: HTMLRenderer.app(screen), path: runtime.app.visiblePath ?? "/",
            title: screen.layers.last?.scene.title ?? runtime.configuration.name, depth: runtime.app.depth,
            stack: runtime.app.stackPaths, busy: screen.busy, scheme: screen.colorScheme.rawValue,
            tab: runtime.app.tabContainer.selectedTabID)
    }

    /// Connects a page: it gets the screen at once, then every change.
    func attach(_ socket: AsyncStream<WSMessage>.Continuation) -> Int {
        let key = nextSocket
        nextSocket += 1
        sockets[key] = socket
        touch()
        var message = message()
        message.session = id
        socket.yield(.text(sent.text(of: message, tree: HTMLTree(html: message.html), for: key)))
        return key
    }

    /// Disconnects a page.
    func detach(_ key: Int) {
        sockets[key] = nil
        acks[key] = nil
        sent.forget(key)
        touch()
    }

    /// Handles one message from a page; the answer (the new screen, with a refused action's
    /// error as a toast) goes to every page of the session.
    func handle(_ message: ClientMessage, from socket: Int) async {
        touch()
        acks[socket] = message.seq
        if message.action == .resync { return resend(to: socket) }
        do {
            try await perform(message)
        } catch {
            runtime.app.navigationStack.visibleScene?.show(Toast(error.message, style: .error))
        }
        save()
        broadcast(force: true)
        watchEffects()
    }

    /// Starts the recording at the first link a page loads, if the session records.
    private func startRecording(at link: String) {
        guard recordingPath != nil, recording == nil else { return }
        recording = ScriptRecording(start: link, origin: "serve --record")
    }

    /// Adds a step that succeeded to the recording, if the session records.
    private func record(_ step: ScriptRecording.Step) {
        recording?.record(step)
    }

    /// Opens `link` as a page load asks: a link already showing is only redrawn (a reload).
    /// - Throws: the link's failure (65, 66, 69, 70).
    func load(_ asked: String) async throws(AppError) {
        touch()
        pageLink = asked
        let link = linkToOpen(asked)
        if runtime.app.visiblePath == NanoApp.path(ofLink: link, scheme: runtime.app.scheme) {
            startRecording(at: link)
            return
        }
        defer { save() }
        try await runtime.open(link)
        try runtime.afterAction()
        if let recording { recording.record(.open(link: link)) } else { startRecording(at: link) }
        // The page that loads gets this screen in its HTML (and again when its socket opens);
        // the pages already connected are not sent it. One of them is usually the page this
        // load replaces — a URL typed in its browser tab — which stays alive until the new page
        // arrives: sent the screen, it would move its history to follow it, and a history.go()
        // then aborts the person's navigation or takes the app back (issue 38 item 2). Other
        // pages get the app as it is with their next message.
        lastSent = message()
        watchEffects()
    }

    /// Ends the session: pages are told (close code 4001, the page reloads into a new
    /// session), the state is saved and the app released.
    func close() {
        effectWatch?.cancel()
        save()
        for socket in sockets.values {
            socket.yield(.close(WSCloseCode(4001, reason: "session ended")))
            socket.finish()
        }
        sockets = [:]
        runtime.close()
    }

    private func perform(_ message: ClientMessage) async throws(AppError) {
        let id = message.id ?? ""
        if let pane = message.pane { return try await perform(message, inPaneAt: pane) }
        switch message.action {
        case .type:
            try await runtime.perform(.type(message.text ?? ""), on: id)
            record(.type(id: id, text: message.text ?? ""))
        case .tap:
            try await runtime.tap(id)
            record(.tap(id: id))
        case .toggle:
            try await runtime.perform(.toggle, on: id)
            record(.toggle(id: id))
        case .select:
            try await runtime.perform(.select(row: message.row ?? -1), on: id)
            record(.select(id: id, row: message.row ?? -1))
        case .refresh:
            try await runtime.perform(.refresh, on: id)
            record(.refresh(id: id))
        case .back:
            try await runtime.goBack()
            record(.back)
        case .dismiss:
            try await runtime.dismiss()
            record(.dismiss)
        case .alert:
            try await runtime.chooseAlertAction(id)
            record(.alert(action: id))
        case .history: try await travel(toDepth: message.depth ?? 0, path: message.path ?? "/")
        case .resync: break
        case .selectTab:
            try await runtime.selectTab(message.tab ?? "")
            record(.selectTab(id: message.tab ?? ""))
        }
    }

    /// An action on a split's pane beside the top screen. The script language acts on the top
    /// screen only, so the recording keeps where it led: an `open` of the screen showing.
    private func perform(_ message: ClientMessage, inPaneAt position: Int) async throws(AppError) {
        let id = message.id ?? ""
        let action: UserAction
        switch message.action {
        case .type: action = .type(message.text ?? "")
        case .tap: action = .tap
        case .toggle: action = .toggle
        case .select: action = .select(row: message.row ?? -1)
        case .refresh: action = .refresh
        case .back, .dismiss, .history, .selectTab, .alert, .resync:
            throw AppError(.failed, kind: "refused", "'\(message.action.rawValue)' does not act on a pane")
        }
        try await runtime.perform(action, on: id, inPaneAt: position)
        if let path = runtime.app.visiblePath { record(.open(link: runtime.app.scheme + ":/" + path)) }
    }

    /// The browser's back or forward button: back to a screen still on the stack (going back
    /// until the visible screen is at `depth` with `path`), or opening `path` again.
    private func travel(toDepth depth: Int, path: String) async throws(AppError) {
        while runtime.app.depth > depth, runtime.app.depth > 1 {
            if runtime.app.navigationStack.topmostStack.presentingStack != nil,
                runtime.app.navigationStack.topmostStack.scenes.count == 1
            {
                try await runtime.dismiss()
                record(.dismiss)
            } else {
                try await runtime.goBack()
                record(.back)
            }
        }
        if runtime.app.visiblePath != path {
            let link = linkToOpen(runtime.app.scheme + ":/" + path)
            try await runtime.open(link)
            try runtime.afterAction()
            record(.open(link: link))
        }
    }

    /// The link to open for `link`, a page's address: the app's home instead of the flow of a
    /// guard that passes already (`/signup` while signed in shows home, not the form).
    private func linkToOpen(_ link: String) -> String {
        runtime.app.opensFlowOfPassingGuard(link) ? runtime.configuration.homeLink : link
    }

    /// Delayed work (the clock's, or an effect's) changed the app: guards, save, send.
    func delayedWorkRan() {
        do {
            try runtime.afterAction()
        } catch {
            // The failure is already shown as a toast on the visible screen.
        }
        save()
        broadcast(force: false)
    }

    /// Sends the screen to every page: always after a message (it carries the ack), else only
    /// when something changed.
    private func broadcast(force: Bool) {
        let current = message()
        guard force || current != lastSent else { return }
        lastSent = current
        let tree = HTMLTree(html: current.html)
        for (key, socket) in sockets {
            var message = current
            message.ack = acks[key] ?? 0
            socket.yield(.text(sent.text(of: message, tree: tree, for: key)))
        }
    }

    /// The whole screen again to one page (it asked: `resync`).
    private func resend(to key: Int) {
        guard let socket = sockets[key] else { return }
        sent.forget(key)
        let message = message(ack: acks[key] ?? 0)
        socket.yield(.text(sent.text(of: message, tree: HTMLTree(html: message.html), for: key)))
    }

    /// Saves the state, and rewrites the recording (ending on the screen now showing); a
    /// failure is shown as an error toast on the page (and the next action tries again).
    private func save() {
        do {
            try runtime.saveAll()
            if let recording, let recordingPath { try recording.write(to: recordingPath, ending: runtime.app) }
        } catch {
            runtime.app.navigationStack.visibleScene?.show(Toast(error.message, style: .error))
        }
    }

    private func touch() { lastActive = ContinuousClock.now }
}
