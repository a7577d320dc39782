/// Why a request to an API failed: the one error ``ApiSession`` throws, typed so that a view model
/// can choose what to show (an alert with Retry for a transport failure or a timeout, nothing
/// for a cancellation) and printable as it is: its `description` is a sentence for the person
/// (docs/architecture.md, "Errors": an error a feature shows describes itself as that sentence).
public enum ApiError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The request never got an answer: the connection was refused, reset or closed before a
    /// whole response arrived, or the address could not be used. `reason` names the failure in
    /// lowercase words (`connection refused`, `the server closed the connection`).
    case transport(reason: String)
    /// The server answered with a status outside 200...299. `body` is at most the first 200
    /// characters of the answer, for logs; the description does not show it.
    case status(code: Int, body: String)
    /// A 2xx answer whose body is not the expected JSON. `reason` says what did not fit (a
    /// missing key, a wrong type, a body that is not JSON) and where.
    case decoding(reason: String)
    /// No whole answer arrived within the request's timeout (after every retry).
    case timeout(after: Duration)
    /// The task that awaited the request was cancelled; the in-flight request was abandoned
    /// (its connection closed). Nothing to show: the person or the scene left.
    case cancelled

    /// Whether trying the same request again may succeed: transport failures, timeouts and the
    /// statuses that say "later" (408, 429, 500, 502, 503, 504). A client error, a decoding
    /// error or a cancellation fails the same way every time, so ``ApiSession`` never retries it.
    public var isRetryable: Bool {
        switch self {
        case .transport, .timeout: true
        case let .status(code, _): Self.retryableStatuses.contains(code)
        case .decoding, .cancelled: false
        }
    }

    /// The statuses a retry may cure.
    static let retryableStatuses: Set<Int> = [408, 429, 500, 502, 503, 504]

    /// One sentence a person can read in an alert, naming what failed (and the status code or
    /// the timeout), never a type name.
    public var description: String {
        switch self {
        case let .transport(reason):
            "Could not reach the server: \(reason)."
        case let .status(code, _):
            "The server answered with status \(code) (\(Self.reasonPhrase(code)))."
        case let .decoding(reason):
            "The server's answer could not be read: \(reason)."
        case let .timeout(after):
            "The server did not answer within \(Self.seconds(after))."
        case .cancelled:
            "The request was cancelled."
        }
    }

    /// The standard reason phrase of an HTTP status, or a class name for one without a phrase.
    static func reasonPhrase(_ code: Int) -> String {
        switch code {
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 408: "Request Timeout"
        case 409: "Conflict"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        case 504: "Gateway Timeout"
        case 300..<400: "Redirection"
        case 400..<500: "Client Error"
        case 500..<600: "Server Error"
        default: "Unexpected Status"
        }
    }

    /// A duration in seconds as a person reads it: `1 second`, `10 seconds`, `0.25 seconds`.
    static func seconds(_ duration: Duration) -> String {
        let (whole, attoseconds) = duration.components
        if attoseconds == 0 {
            return whole == 1 ? "1 second" : "\(whole) seconds"
        }
        let hundredths = (Double(whole) + Double(attoseconds) / 1e18) * 100
        let rounded = Double(Int64(hundredths.rounded())) / 100
        return "\(rounded) seconds"
    }
}
