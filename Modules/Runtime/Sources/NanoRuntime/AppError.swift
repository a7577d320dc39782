import NanoContract
import NanoUI

/// A failure of a run or of one action, whatever the host: its status (the command line's
/// exit code, which the web host maps to an HTTP status), a kind for JSON, a one-line message
/// and, for script commands, the line it came from.
public struct AppError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The exit status it maps to.
    public var status: AppStatus
    /// A stable machine-readable kind (`expectationFailed`, `unknownControl`, `noRoute`, ...).
    public var kind: String
    /// One line for people, with control and bidirectional characters escaped (`\u{202E}`).
    public var message: String
    /// Where the failing command came from (`script.nvc:3`, `<stdin>:2`), if from a script.
    public var location: String?
    /// The 1-based line number of the failing script command, if any.
    public var line: Int?

    /// An error exiting with `status`; `kind` defaults to the status's name, `location` and
    /// `line` say which script command failed.
    public init(
        _ status: AppStatus, kind: String? = nil, _ message: String, location: String? = nil, line: Int? = nil
    ) {
        self.status = status
        self.kind = kind ?? status.name
        self.message = message.escapedForTerminal
        self.location = location
        self.line = line
    }

    /// `script.nvc:3: message`, or just the message.
    public var description: String {
        guard let location else { return message }
        return "\(location)\(line.map { ":\($0)" } ?? ""): \(message)"
    }

    /// The error with its script location set.
    public func at(_ location: String, line: Int) -> AppError {
        var copy = self
        copy.location = location
        copy.line = line
        return copy
    }
}

extension AppError {
    /// Maps a failed link: 65 invalid, 66 unrouted, 69 disabled, 70 a route that failed or an
    /// internal error.
    public init(_ error: OpenLinkError) {
        switch error {
        case .invalidLink: self.init(.invalidLink, error.description)
        case .noRoute: self.init(.noRoute, error.description)
        case .featureDisabled: self.init(.featureDisabled, error.description)
        case .routeFailed: self.init(.internalError, kind: "routeFailed", error.description)
        case .internalError, .appGone: self.init(.internalError, error.description)
        }
    }

    /// Maps a refused action or a failed expectation to status 1.
    public init(_ error: UserActionError) {
        let kind: String
        switch error {
        case .noScreen: kind = "noScreen"
        case .unknownControl: kind = "unknownControl"
        case .unknownProperty: kind = "unknownProperty"
        case .refused: kind = "refused"
        case .expectationFailed: kind = "expectationFailed"
        }
        self.init(.failed, kind: kind, error.description)
    }
}
