#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What ``ApiSession`` hands a transport: one HTTP exchange, already resolved to a URL, with the
/// time the transport may wait for the whole answer.
public struct TransportRequest: Sendable, Equatable {
    /// The HTTP method, upper case (`GET`, `POST`).
    public var method: String
    /// The absolute `http` URL, query included.
    public var url: URL
    /// Header fields in the order they are sent; the transport adds `Host`, `Content-Length`
    /// and `Connection` itself.
    public var headers: [HTTPHeader]
    /// The request body, empty for none.
    public var body: [UInt8]
    /// How long the transport waits for the whole response after it starts connecting; past it
    /// the transport closes the connection and throws ``ApiError/timeout(after:)``.
    public var timeout: Duration

    /// A request as the session builds it.
    public init(method: String, url: URL, headers: [HTTPHeader] = [], body: [UInt8] = [], timeout: Duration) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.timeout = timeout
    }
}

/// One header field (`name: value`); names compare case-insensitively where they are read.
public struct HTTPHeader: Sendable, Equatable {
    /// The field name as written.
    public var name: String
    /// The field value.
    public var value: String

    /// A header field.
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

/// The whole answer a transport received: the status and the body, unread.
public struct TransportResponse: Sendable, Equatable {
    /// The HTTP status code (200, 404, 503, ...).
    public var status: Int
    /// The response header fields.
    public var headers: [HTTPHeader]
    /// The body bytes, exactly as received.
    public var body: [UInt8]

    /// A response.
    public init(status: Int, headers: [HTTPHeader] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }
}

/// Moves one request's bytes to a server and back. ``ApiSession`` owns retries, status handling
/// and decoding; a transport only sends, waits and reports.
///
/// A conforming type must:
/// - give up after ``TransportRequest/timeout`` with ``ApiError/timeout(after:)``;
/// - close the connection and throw ``ApiError/cancelled`` when the awaiting task is cancelled
///   (the server sees the connection closed);
/// - throw ``ApiError/transport(reason:)`` for anything else that left it without a whole
///   response, and return every response it did receive, whatever its status.
///
/// The live transport is NanoHTTPClient's `NIOHTTPTransport`; tests use NanoTesting's
/// `StubTransport`.
public protocol HTTPTransport: Sendable {
    /// Sends `request` and returns the whole response, or throws one of the three errors above.
    func send(_ request: TransportRequest) async throws(ApiError) -> TransportResponse
}
