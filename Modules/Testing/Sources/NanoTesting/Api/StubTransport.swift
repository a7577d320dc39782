import Foundation
import NanoApiSession

/// An `HTTPTransport` that answers from a script instead of a network, and records every
/// request it was sent: for view-model and service tests that must see a page load, a 503 then
/// a success, a timeout or a request that never ends (to prove it is cancelled).
///
/// ```swift
/// let transport = StubTransport([.status(503), .json(#"{"count": 0, "results": []}"#)])
/// let session = ApiSession(transport: transport, sleeper: RecordingSleeper())
/// _ = try await session.send(request)          // retried once, then decoded
/// #expect(await transport.requests.count == 2)
/// ```
///
/// Replies are used in order, one per request; once the script is used up, every further
/// request gets ``fallback``.
public actor StubTransport: HTTPTransport {
    /// What one request gets.
    public enum Reply: Sendable {
        /// A response with `status`, the body's bytes and a JSON content type.
        case response(status: Int, body: [UInt8])
        /// The transport fails with `error` (`.transport`, `.timeout`, ...), as a live one would.
        case failure(ApiError)
        /// The request never answers: it waits until its task is cancelled, then throws
        /// `ApiError.cancelled` (counted in ``cancelledCount``).
        case hang

        /// A 200 response with `json` as its body.
        public static func json(_ json: String) -> Reply { .response(status: 200, body: Array(json.utf8)) }
        /// A response with `status` and a small JSON body naming it.
        public static func status(_ status: Int) -> Reply {
            .response(status: status, body: Array(#"{"detail": "status \#(status)"}"#.utf8))
        }
        /// A 200 response with `value` encoded as JSON (snake-case keys, as SWAPI writes them).
        public static func encoding(_ value: some Encodable) -> Reply {
            let encoder = JSONEncoder()
            encoder.keyEncodingStrategy = .convertToSnakeCase
            return .response(status: 200, body: (try? Array(encoder.encode(value))) ?? [])
        }
    }

    private var script: [Reply]
    /// What every request gets after the script is used up.
    public let fallback: Reply
    /// Every request sent, in order.
    public private(set) var requests: [TransportRequest] = []
    /// How many ``Reply/hang`` requests ended because their task was cancelled.
    public private(set) var cancelledCount = 0
    private var hanging: [Int: CheckedContinuation<Void, Never>] = [:]

    /// A transport answering `script` in order, then `fallback` (by default a transport failure).
    public init(_ script: [Reply] = [], fallback: Reply = .failure(.transport(reason: "no stubbed reply"))) {
        self.script = script
        self.fallback = fallback
    }

    /// Adds replies to the end of the script.
    public func enqueue(_ replies: Reply...) {
        script.append(contentsOf: replies)
    }

    /// Records `request` and plays the next reply.
    public func send(_ request: TransportRequest) async throws(ApiError) -> TransportResponse {
        requests.append(request)
        let reply = script.isEmpty ? fallback : script.removeFirst()
        switch reply {
        case let .response(status, body):
            return TransportResponse(
                status: status, headers: [HTTPHeader("Content-Type", "application/json")], body: body)
        case let .failure(error):
            throw error
        case .hang:
            await hang(id: requests.count)
            throw .cancelled
        }
    }

    /// Waits until the current task is cancelled.
    private func hang(id: Int) async {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if Task.isCancelled {
                    continuation.resume()
                } else {
                    hanging[id] = continuation
                }
            }
        } onCancel: {
            Task { await self.release(id) }
        }
        cancelledCount += 1
    }

    private func release(_ id: Int) {
        hanging.removeValue(forKey: id)?.resume()
    }

    /// Whether a request is waiting in a ``Reply/hang`` now.
    public var isHanging: Bool { !hanging.isEmpty }
}
