#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Sends ``ApiRequest``s through an ``HTTPTransport``: retries what may succeed later, waits the
/// backoff between attempts, turns a non-2xx status into ``ApiError/status(code:body:)`` and
/// decodes the body off the main actor. Every failure is one ``ApiError``.
///
/// It holds no state between requests, so one session serves a whole app from any task or
/// actor. Cancelling the awaiting task cancels the request in flight (the transport closes its
/// connection) or the wait between attempts, and the call throws ``ApiError/cancelled``.
public final class ApiSession: Sendable {
    /// What applies to every request that does not set its own.
    public struct Configuration: Sendable, Equatable {
        /// Retries after a retryable failure (0: one attempt).
        public var retries: Int
        /// The waits between attempts.
        public var backoff: Backoff
        /// How long one attempt may take.
        public var timeout: Duration

        /// A configuration; the defaults are two retries, 0.5 s then 1 s apart, 10 s per attempt.
        public init(
            retries: Int = 2, backoff: Backoff = Backoff(initial: .milliseconds(500)), timeout: Duration = .seconds(10)
        ) {
            self.retries = max(0, retries)
            self.backoff = backoff
            self.timeout = timeout
        }
    }

    /// What an attempt of a request became; given to ``observer`` after every attempt.
    public struct Attempt: Sendable, Equatable {
        /// The request's URL.
        public var url: URL
        /// 1 for the first attempt.
        public var number: Int
        /// The status received, or `nil` when none was.
        public var status: Int?
        /// The failure, or `nil` when the attempt succeeded.
        public var error: ApiError?
    }

    /// The transport every request goes through.
    public let transport: any HTTPTransport
    /// The defaults for requests.
    public let configuration: Configuration
    /// What waits between attempts.
    public let sleeper: any ApiSleeper
    /// Called after every attempt (for logs and tests); runs on the requesting task.
    public let observer: (@Sendable (Attempt) -> Void)?

    /// A session over `transport`.
    public init(
        transport: any HTTPTransport, configuration: Configuration = Configuration(),
        sleeper: any ApiSleeper = TaskSleeper(), observer: (@Sendable (Attempt) -> Void)? = nil
    ) {
        self.transport = transport
        self.configuration = configuration
        self.sleeper = sleeper
        self.observer = observer
    }

    /// Sends `request` (again, up to its retry count, while the failure is retryable) and
    /// decodes the 2xx answer into `Response`. Runs off the caller's actor: called from the main
    /// actor, neither the waiting nor the decoding blocks it.
    @concurrent
    public func send<Response>(_ request: ApiRequest<Response>) async throws(ApiError) -> Response {
        let body = try await data(for: request)
        return try Self.decode(Response.self, from: body, keys: request.keyDecoding)
    }

    /// Sends `request` like ``send(_:)`` and returns the 2xx body undecoded.
    @concurrent
    public func data<Response>(for request: ApiRequest<Response>) async throws(ApiError) -> [UInt8] {
        let retries = request.retries ?? configuration.retries
        let backoff = request.backoff ?? configuration.backoff
        let wire = TransportRequest(
            method: request.method, url: request.url, headers: Self.headers(request.headers),
            body: request.body, timeout: request.timeout ?? configuration.timeout)
        var attempt = 1
        while true {
            if Task.isCancelled { throw .cancelled }
            let failure: ApiError
            do {
                let response = try await transport.send(wire)
                if (200..<300).contains(response.status) {
                    observer?(Attempt(url: request.url, number: attempt, status: response.status, error: nil))
                    return response.body
                }
                failure = .status(code: response.status, body: Self.excerpt(response.body))
                observer?(Attempt(url: request.url, number: attempt, status: response.status, error: failure))
            } catch {
                failure = Task.isCancelled ? .cancelled : error
                observer?(Attempt(url: request.url, number: attempt, status: nil, error: failure))
            }
            guard failure.isRetryable, attempt <= retries else { throw failure }
            try await sleeper.sleep(for: backoff.delay(beforeRetry: attempt))
            attempt += 1
        }
    }

    /// Decodes JSON `body` into `type`, mapping every decoding failure to ``ApiError/decoding(reason:)``
    /// with the coding path that did not fit.
    static func decode<T: Decodable>(_ type: T.Type, from body: [UInt8], keys: KeyDecoding) throws(ApiError) -> T {
        let decoder = JSONDecoder()
        if keys == .convertFromSnakeCase { decoder.keyDecodingStrategy = .convertFromSnakeCase }
        do {
            return try decoder.decode(type, from: Data(body))
        } catch let error as DecodingError {
            throw .decoding(reason: DecodingErrorText.describe(error))
        } catch {
            throw .decoding(reason: "the body is not JSON")
        }
    }

    /// The request's headers with `Accept: application/json` first unless it sets its own.
    static func headers(_ given: [HTTPHeader]) -> [HTTPHeader] {
        let hasAccept = given.contains { $0.name.lowercased() == "accept" }
        return hasAccept ? given : [HTTPHeader("Accept", "application/json")] + given
    }

    /// At most the first 200 characters of a body, for ``ApiError/status(code:body:)``.
    static func excerpt(_ body: [UInt8]) -> String {
        String(decoding: body.prefix(200), as: UTF8.self)
    }
}
