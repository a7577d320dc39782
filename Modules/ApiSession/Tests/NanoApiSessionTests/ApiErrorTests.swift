import NanoApiSession
import Testing

/// The error a view model shows: its sentence and whether a retry may help.
@Suite struct ApiErrorTests {
    @Test func everyCaseDescribesItselfAsASentenceNamingWhatFailed() {
        #expect(
            ApiError.transport(reason: "connection refused").description
                == "Could not reach the server: connection refused.")
        #expect(
            ApiError.status(code: 503, body: "{}").description
                == "The server answered with status 503 (Service Unavailable).")
        #expect(
            ApiError.status(code: 418, body: "").description == "The server answered with status 418 (Client Error).")
        #expect(
            ApiError.decoding(reason: "'results' is missing").description
                == "The server's answer could not be read: 'results' is missing.")
        #expect(ApiError.timeout(after: .seconds(10)).description == "The server did not answer within 10 seconds.")
        #expect(
            ApiError.timeout(after: .milliseconds(250)).description == "The server did not answer within 0.25 seconds.")
        #expect(ApiError.timeout(after: .seconds(1)).description == "The server did not answer within 1 second.")
        #expect(ApiError.cancelled.description == "The request was cancelled.")
    }

    @Test func onlyFailuresThatMayPassLaterAreRetryable() {
        #expect(ApiError.transport(reason: "reset").isRetryable)
        #expect(ApiError.timeout(after: .seconds(1)).isRetryable)
        for code in [408, 429, 500, 502, 503, 504] {
            #expect(ApiError.status(code: code, body: "").isRetryable, "status \(code)")
        }
        for code in [400, 401, 403, 404, 501] {
            #expect(!ApiError.status(code: code, body: "").isRetryable, "status \(code)")
        }
        #expect(!ApiError.decoding(reason: "x").isRetryable)
        #expect(!ApiError.cancelled.isRetryable)
    }
}
