#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One request to a JSON API and the type its answer decodes to. Everything the session would
/// otherwise decide can be set per request: the retry count, the backoff, the timeout.
///
/// ```swift
/// let page = ApiRequest<Page<Person>>(url: base.appending(path: "people/"), query: [("page", "2")])
///     .retrying(3)
///     .timing(out: .seconds(5))
/// let people = try await session.send(page)
/// ```
public struct ApiRequest<Response: Decodable & Sendable>: Sendable {
    /// The HTTP method, upper case.
    public var method: String
    /// The absolute URL the request goes to, query included.
    public var url: URL
    /// Extra header fields; `Accept: application/json` is sent unless one is given here.
    public var headers: [HTTPHeader]
    /// The body, empty for none.
    public var body: [UInt8]
    /// How many times the request is sent again after a retryable failure
    /// (``ApiError/isRetryable``); `nil` takes the session's ``ApiSession/Configuration/retries``.
    public var retries: Int?
    /// The waits between attempts; `nil` takes the session's.
    public var backoff: Backoff?
    /// How long one attempt may take; `nil` takes the session's.
    public var timeout: Duration?
    /// How the body's JSON keys map to `Response`'s properties.
    public var keyDecoding: KeyDecoding

    /// A `GET` (or `method`) request for `url`, with `query` items appended in order.
    public init(
        method: String = "GET", url: URL, query: [(String, String)] = [], headers: [HTTPHeader] = [],
        body: [UInt8] = [], keyDecoding: KeyDecoding = .convertFromSnakeCase
    ) {
        self.method = method
        self.url = query.isEmpty ? url : url.appending(queryItems: query.map { URLQueryItem(name: $0.0, value: $0.1) })
        self.headers = headers
        self.body = body
        self.keyDecoding = keyDecoding
    }

    /// The same request with `count` retries (0: one attempt only).
    public func retrying(_ count: Int, backoff: Backoff? = nil) -> Self {
        var copy = self
        copy.retries = max(0, count)
        copy.backoff = backoff ?? self.backoff
        return copy
    }

    /// The same request with a timeout of its own per attempt.
    public func timing(out timeout: Duration) -> Self {
        var copy = self
        copy.timeout = timeout
        return copy
    }
}

/// How JSON keys map to Swift property names when the answer is decoded.
public enum KeyDecoding: Sendable, Equatable {
    /// Keys are used as written.
    case useDefaultKeys
    /// `birth_year` decodes into `birthYear` (SWAPI and most JSON APIs).
    case convertFromSnakeCase
}

/// The waits between attempts: `initial` before the first retry, multiplied by `multiplier`
/// before each next one, never more than `maximum`.
public struct Backoff: Sendable, Equatable {
    /// The wait before the first retry.
    public var initial: Duration
    /// The factor from one wait to the next (1: constant waits).
    public var multiplier: Double
    /// The longest wait.
    public var maximum: Duration

    /// An exponential backoff.
    public init(initial: Duration, multiplier: Double = 2, maximum: Duration = .seconds(30)) {
        self.initial = initial
        self.multiplier = max(1, multiplier)
        self.maximum = maximum
    }

    /// No wait at all between attempts.
    public static let immediate = Backoff(initial: .zero, multiplier: 1, maximum: .zero)

    /// The wait before retry number `retry` (1 for the first retry).
    public func delay(beforeRetry retry: Int) -> Duration {
        guard retry > 0 else { return .zero }
        var wait = initial
        for _ in 1..<retry {
            wait = wait * multiplier
            if wait >= maximum { return maximum }
        }
        return min(wait, maximum)
    }
}
