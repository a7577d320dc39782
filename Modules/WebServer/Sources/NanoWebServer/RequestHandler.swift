import FlyingFox
import NanoRuntime
import NanoWeb

/// Answers every request: the page of a link, the two assets, the WebSocket. Only GET (and
/// HEAD for assets) is served, only under a `Host` the allowlist holds; a request never
/// changes another session's app.
struct RequestHandler: HTTPHandler {
    /// Where the page's script connects.
    static let socketPath = "/_nano/socket"

    let store: SessionStore
    let options: WebServerOptions
    let appName: String
    let scheme: String
    /// The `Host` names served (``HostAllowlist``); anything else gets 421 before anything is read.
    let hosts: HostAllowlist
    /// The port a served `Host` may carry (known once the server listens).
    let port: ListeningPort

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard hosts.allows(request.headers[.host], port: port.value) else {
            var refused = WebResponses.text(
                "this server does not answer to that host name (serve --allow-host adds one)", status: 421)
            refused.headers[.connection] = "close"
            return refused
        }
        let target = request.target.rawValue
        guard target.utf8.count <= options.maxTargetBytes else {
            return WebResponses.text("the address is longer than \(options.maxTargetBytes) bytes", status: 414)
        }
        let fields = request.headers.map { $0.key.rawValue.utf8.count + $0.value.utf8.count + 4 }
        guard fields.count <= options.maxHeaderCount, fields.reduce(0, +) <= options.maxHeaderBytes else {
            var refused = WebResponses.text(
                "the request's header fields are over \(options.maxHeaderBytes) bytes or \(options.maxHeaderCount) fields",
                status: 431)
            refused.headers[.connection] = "close"
            return refused
        }
        guard request.method == .GET || request.method == .HEAD else {
            return WebResponses.text("only GET is served", status: 405)
        }
        let path = request.target.path()
        if path.hasPrefix(HTMLRenderer.assetsPath) {
            let name = String(path.dropFirst(HTMLRenderer.assetsPath.count))
            guard let file = WebAssets.file(named: name) else { return WebResponses.text("no such asset", status: 404) }
            return WebResponses.asset(file.bytes, contentType: file.contentType)
        }
        if path == Self.socketPath { return try await socket(request) }
        if path.hasPrefix("/_nano/") || path == "/favicon.ico" || path == "/robots.txt" {
            return WebResponses.text("not found", status: 404)
        }
        let cookie = WebResponses.sessionCookie(request.headers[.cookie])
        let link = path == "/" ? nil : scheme + ":/" + target
        let acceptLanguage = request.headers[HTTPHeader("Accept-Language")]
        return await PageLoad.answer(
            store: store, appName: appName, cookie: cookie, link: link, acceptLanguage: acceptLanguage,
            client: Self.client(of: request))
    }

    /// The client a request comes from, for the per-client bound on pages waiting for their
    /// socket: the peer's IP address (never `X-Forwarded-For`, which a client writes itself).
    static func client(of request: HTTPRequest) -> String {
        switch request.remoteAddress {
        case .ip4(let address, _)?, .ip6(let address, _)?: address
        case .unix?, nil: "local"
        }
    }

    /// The WebSocket handshake: refused (403) unless the page that opens it comes from this
    /// server (`Origin` is `http://<Host>`), so another site cannot drive a session.
    private func socket(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard let host = request.headers[.host], let origin = request.headers[HTTPHeader("Origin")],
            origin == "http://" + host
        else {
            return WebResponses.text("the WebSocket must be opened by this server's own page", status: 403)
        }
        let handler = SessionSocket(
            sessionID: request.query["window"], browser: WebResponses.sessionCookie(request.headers[.cookie]),
            previous: request.query["previous"], store: store, maxMessageBytes: options.maxMessageBytes)
        return try await WebSocketHTTPHandler(handler: MessageFrameWSHandler(handler: handler)).handleRequest(request)
    }
}

/// One page load on the main actor: find or make the session (it waits for the page's socket,
/// ``SessionStore``), open the link (or resume, or redraw on a reload), answer with the page
/// and the link's typed error, if any.
@MainActor
struct PageLoad {
    let store: SessionStore
    let appName: String

    /// ``answer(cookie:link:acceptLanguage:client:)`` of a page load of `store`'s app, on the
    /// main actor.
    static func answer(
        store: SessionStore, appName: String, cookie: String?, link: String?, acceptLanguage: String?,
        client: String
    ) async -> HTTPResponse {
        await PageLoad(store: store, appName: appName).answer(
            cookie: cookie, link: link, acceptLanguage: acceptLanguage, client: client)
    }

    /// The page for `link` (nil: `/`) in a new session of the cookie's browser (or of a new
    /// browser) that waits for the page's socket; `client` is the remote address
    /// (``RequestHandler/client(of:)``).
    func answer(
        cookie: String?, link: String?, acceptLanguage: String? = nil, client: String = "local"
    ) async -> HTTPResponse {
        let session: WebSession
        let isNewBrowser: Bool
        do {
            (session, isNewBrowser) = try store.sessionForPage(
                cookie: cookie, acceptLanguage: acceptLanguage, link: link, client: client)
        } catch {
            let page = WebErrorPage(status: error.httpStatus, kind: "unavailable", message: error.description)
            return WebResponses.page(
                HTMLRenderer.document(WebScreen(layers: []), title: appName, appName: appName, error: page),
                status: error.httpStatus, session: nil)
        }
        var failure: AppError?
        do {
            try await Self.open(link, in: session, isNew: true)
        } catch {
            failure = error
        }
        let screen = session.screen
        let error = failure.map { WebErrorPage(status: $0.httpStatus, kind: $0.kind, message: $0.message) }
        let html = HTMLRenderer.document(
            screen, title: screen.layers.last?.scene.title ?? appName, appName: appName,
            socketPath: RequestHandler.socketPath + "?window=" + session.id, error: error,
            language: session.runtime.language.code)
        return WebResponses.page(
            html, status: failure?.httpStatus ?? 200, session: isNewBrowser ? session.browser : nil)
    }

    /// What a page load shows: `link` (nil: the page at `/`) in `session`. A browser's first
    /// visit opens home quietly first (a link then opens over it); a returning one (`isNew`
    /// with a saved stack) gets its stack back; a reload of the screen showing only redraws.
    /// - Throws: the link's failure (the page shows it with its status).
    static func open(_ link: String?, in session: WebSession, isNew: Bool) async throws(AppError) {
        let showsNothing = session.runtime.app.depth == 0
        let saved = session.runtime.state.savedStack
        if link == nil ? showsNothing : (isNew && saved != nil) {
            if saved == nil {
                try await session.runtime.open(session.runtime.configuration.homeLink)
            } else {
                try await session.runtime.resume()
            }
        }
        if let link {
            try await session.load(link)
        }
    }
}
