import NanoRuntime

/// Why the web server refused a request or could not start.
public enum WebServerError: Error, Equatable, CustomStringConvertible {
    /// The limit of live browsers (``WebServerOptions/maxSessions``) is reached: a new browser
    /// gets 503 until a session expires.
    case tooManySessions(Int)
    /// One browser holds its most sessions (``WebServerOptions/maxTabsPerBrowser``), each with
    /// its page connected: another tab of it gets 503 until one closes.
    case tooManyTabs(Int)
    /// The address cannot be bound (in use, not this machine's, not an IPv4 address).
    case cannotListen(host: String, port: UInt16, reason: String)
    /// The app refused: a link that does not open, a state that cannot be read.
    case app(AppError)

    /// One line for people.
    public var description: String {
        switch self {
        case .tooManySessions(let limit): "the server has \(limit) browsers connected, its limit; try again later"
        case .tooManyTabs(let limit): "this browser has \(limit) tabs of the app open, the most it may; close one"
        case let .cannotListen(host, port, reason): "cannot listen on \(host):\(port): \(reason)"
        case .app(let error): error.description
        }
    }

    /// The HTTP status a page load answers with.
    var httpStatus: Int {
        switch self {
        case .tooManySessions, .tooManyTabs: 503
        case .cannotListen: 500
        case .app(let error): error.httpStatus
        }
    }
}

extension AppError {
    /// The HTTP status of a page load that failed with this error: 400 for an invalid link,
    /// 404 for no route, 403 for a disabled feature, 500 for the rest.
    var httpStatus: Int {
        switch status {
        case .invalidLink, .usage: 400
        case .noRoute: 404
        case .featureDisabled: 403
        case .stateLocked: 503
        default: 500
        }
    }
}
