import NIOCore
import NIOHTTP1
import NIOPosix
import NanoApiSession

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The live `HTTPTransport`: one HTTP/1.1 exchange per connection on SwiftNIO's NIOHTTP1, plain
/// `http` only (no TLS: the APIs it serves are the in-process fixture server and, with
/// `--api URL`, any plain-HTTP SWAPI-compatible server).
///
/// It keeps the promises `HTTPTransport` asks for: past the request's timeout it closes the
/// connection and throws `ApiError.timeout`; a cancelled task closes the connection at once (the
/// server sees it closed) and throws `ApiError.cancelled`; a refused, reset or early-closed
/// connection is `ApiError.transport` with the reason in words; every response that arrives
/// whole is returned, whatever its status.
public struct NIOHTTPTransport: HTTPTransport {
    /// The event loops connections run on.
    public let group: any EventLoopGroup

    /// A transport on `group` (by default NIO's shared loops, one thread per core, started on
    /// first use).
    public init(group: any EventLoopGroup = MultiThreadedEventLoopGroup.singleton) {
        self.group = group
    }

    /// Connects, sends `request`, and returns the whole response.
    public func send(_ request: TransportRequest) async throws(ApiError) -> TransportResponse {
        let target = try Target(request.url)
        let exchange = Exchange(eventLoop: group.next(), timeout: request.timeout)
        return try await exchange.run(
            head: target.head(for: request), body: request.body, host: target.host, port: target.port)
    }
}

/// Where a request goes: host, port and the request line's path, from an `http` URL.
struct Target {
    let host: String
    let port: Int
    let uri: String
    let hostHeader: String

    init(_ url: URL) throws(ApiError) {
        guard url.scheme?.lowercased() == "http" else {
            throw .transport(reason: "'\(url.scheme ?? "")' URLs are not supported (only http)")
        }
        guard let host = url.host(percentEncoded: false), !host.isEmpty else {
            throw .transport(reason: "the URL '\(url.absoluteString)' names no host")
        }
        self.host = host
        self.port = url.port ?? 80
        let path = url.path(percentEncoded: true)
        let query = url.query(percentEncoded: true).map { "?" + $0 } ?? ""
        self.uri = (path.isEmpty ? "/" : path) + query
        self.hostHeader = url.port.map { "\(host):\($0)" } ?? host
    }

    func head(for request: TransportRequest) -> HTTPRequestHead {
        var headers = HTTPHeaders()
        headers.add(name: "Host", value: hostHeader)
        for header in request.headers { headers.add(name: header.name, value: header.value) }
        if !request.body.isEmpty || request.method != "GET" {
            headers.add(name: "Content-Length", value: String(request.body.count))
        }
        headers.add(name: "Connection", value: "close")
        return HTTPRequestHead(
            version: .http1_1, method: HTTPMethod(rawValue: request.method), uri: uri, headers: headers)
    }
}

extension TimeAmount {
    /// A Swift `Duration` as NIO's nanoseconds (saturating at about 292 years).
    init(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        let nanos = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        self = .nanoseconds(nanos.overflow ? .max : nanos.partialValue + attoseconds / 1_000_000_000)
    }
}
