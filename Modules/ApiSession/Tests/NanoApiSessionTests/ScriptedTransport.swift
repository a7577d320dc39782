import NanoApiSession

/// The least that drives an `ApiSession` in this package's own tests: replies in order, every
/// request recorded. Features use NanoTesting's `StubTransport` and `RecordingSleeper`; this
/// package cannot (NanoTesting depends on it, and packages may not form a cycle).
actor ScriptedTransport: HTTPTransport {
    private var replies: [Result<TransportResponse, ApiError>]
    private(set) var requests: [TransportRequest] = []

    init(_ replies: [Result<TransportResponse, ApiError>]) {
        self.replies = replies
    }

    func send(_ request: TransportRequest) async throws(ApiError) -> TransportResponse {
        requests.append(request)
        guard !replies.isEmpty else { throw .transport(reason: "no reply left") }
        return try replies.removeFirst().get()
    }
}

/// Records the waits and returns at once.
actor WaitLog: ApiSleeper {
    private(set) var waits: [Duration] = []

    func sleep(for duration: Duration) async throws(ApiError) {
        waits.append(duration)
    }
}

extension Result<TransportResponse, ApiError> {
    /// A response with `status` and `body`.
    static func reply(_ status: Int, _ body: String = "{}") -> Self {
        .success(TransportResponse(status: status, body: Array(body.utf8)))
    }
}
