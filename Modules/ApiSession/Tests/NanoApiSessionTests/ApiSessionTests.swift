import Dispatch
import Foundation
import NanoApiSession
import Testing

/// The session itself: what it sends, when it retries and waits, how each failure becomes an
/// `ApiError`, and where it decodes.
@Suite struct ApiSessionTests {
    private struct Item: Decodable, Sendable, Equatable {
        var name: String
        var birthYear: String
    }

    private static let url = URL(string: "http://127.0.0.1:1/api/people/1/") ?? URL(filePath: "/")
    private static let luke = #"{"name": "Luke Skywalker", "birth_year": "19BBY"}"#

    private func session(_ transport: ScriptedTransport, _ sleeper: WaitLog = WaitLog(), retries: Int = 2) -> ApiSession
    {
        ApiSession(
            transport: transport,
            configuration: .init(retries: retries, backoff: Backoff(initial: .milliseconds(100)), timeout: .seconds(4)),
            sleeper: sleeper)
    }

    @Test func aSuccessSendsAcceptJSONAndTheTimeoutAndDecodesSnakeCase() async throws {
        let transport = ScriptedTransport([.reply(200, Self.luke)])
        let item = try await session(transport).send(ApiRequest<Item>(url: Self.url))
        #expect(item == Item(name: "Luke Skywalker", birthYear: "19BBY"))
        let sent = await transport.requests
        #expect(
            sent == [
                TransportRequest(
                    method: "GET", url: Self.url, headers: [HTTPHeader("Accept", "application/json")],
                    timeout: .seconds(4))
            ])
    }

    @Test func aRequestsOwnHeadersTimeoutAndKeysWin() async throws {
        struct Raw: Decodable, Sendable {
            var birthYear: String
            enum CodingKeys: String, CodingKey { case birthYear = "birth_year" }  // only matches keys used as written
        }
        let transport = ScriptedTransport([.reply(200, Self.luke)])
        var request = ApiRequest<Raw>(
            method: "POST", url: Self.url, headers: [HTTPHeader("accept", "text/json")], body: [1, 2],
            keyDecoding: .useDefaultKeys
        ).timing(out: .milliseconds(250))
        request.retries = 0
        let raw = try await session(transport).send(request)
        #expect(raw.birthYear == "19BBY")
        let sent = try #require(await transport.requests.first)
        #expect(sent.method == "POST")
        #expect(sent.headers == [HTTPHeader("accept", "text/json")])
        #expect(sent.body == [1, 2])
        #expect(sent.timeout == .milliseconds(250))
    }

    @Test func retryableFailuresAreRetriedWithTheBackoffBetweenAttempts() async throws {
        let transport = ScriptedTransport([.reply(503), .failure(.timeout(after: .seconds(4))), .reply(200, Self.luke)])
        let sleeper = WaitLog()
        let body = try await session(transport, sleeper).data(for: ApiRequest<Item>(url: Self.url))
        #expect(body == Array(Self.luke.utf8))
        #expect(await transport.requests.count == 3)
        #expect(await sleeper.waits == [.milliseconds(100), .milliseconds(200)])
    }

    @Test func theLastFailureIsThrownWhenEveryRetryIsUsed() async {
        let transport = ScriptedTransport(Array(repeating: .reply(500, "oops"), count: 5))
        let sleeper = WaitLog()
        let request = ApiRequest<Item>(url: Self.url).retrying(3, backoff: Backoff(initial: .seconds(1), multiplier: 3))
        await #expect(throws: ApiError.status(code: 500, body: "oops")) {
            try await session(transport, sleeper).send(request)
        }
        #expect(await transport.requests.count == 4)
        #expect(await sleeper.waits == [.seconds(1), .seconds(3), .seconds(9)])
    }

    @Test func aClientErrorADecodingErrorAndCancellationAreNeverRetried() async {
        for (reply, error) in [
            (Result<TransportResponse, ApiError>.reply(404, "{}"), ApiError.status(code: 404, body: "{}")),
            (.reply(200, #"{"name": "Luke""#), .decoding(reason: "the body is not valid JSON")),
            (.failure(.cancelled), .cancelled),
        ] {
            let transport = ScriptedTransport([reply, .reply(200, Self.luke)])
            await #expect(throws: error) { try await session(transport).send(ApiRequest<Item>(url: Self.url)) }
            #expect(await transport.requests.count == 1, "\(error)")
        }
    }

    @Test func aDecodingErrorNamesThePathThatDidNotFit() async {
        struct Nested: Decodable, Sendable { var results: [Item] }
        let cases: [(String, String)] = [
            (#"{"name": "Luke"}"#, "'birthYear' is missing"),
            (#"{"name": 3, "birth_year": "x"}"#, "'name' has the wrong type"),
            (#"{"name": null, "birth_year": "x"}"#, "'name' is null"),
            (#"{"results": [{"name": "a", "birth_year": "b"}, {"name": "c"}]}"#, "'results[1].birthYear' is missing"),
        ]
        for (body, reason) in cases {
            let transport = ScriptedTransport([.reply(200, body)])
            await #expect(throws: ApiError.decoding(reason: reason)) {
                if body.contains("results") {
                    _ = try await session(transport).send(ApiRequest<Nested>(url: Self.url))
                } else {
                    _ = try await session(transport).send(ApiRequest<Item>(url: Self.url))
                }
            }
        }
    }

    @Test func cancellingDuringTheBackoffWaitEndsTheRequestAsCancelled() async {
        let transport = ScriptedTransport([.reply(503), .reply(200, Self.luke)])
        let started = AsyncStream<Void>.makeStream()
        let session = ApiSession(
            transport: transport, configuration: .init(retries: 1, backoff: Backoff(initial: .seconds(600))),
            observer: { _ in started.continuation.yield() })
        let task = Task { try await session.send(ApiRequest<Item>(url: Self.url)) }
        for await _ in started.stream { break }
        task.cancel()
        let result = await task.result
        #expect(throws: ApiError.cancelled) { try result.get() }
        #expect(await transport.requests.count == 1)
    }

    @Test func theObserverSeesEveryAttempt() async throws {
        let seen = Attempts()
        let session = ApiSession(
            transport: ScriptedTransport([.failure(.transport(reason: "reset")), .reply(503), .reply(200, Self.luke)]),
            configuration: .init(retries: 2, backoff: .immediate), sleeper: WaitLog(), observer: { seen.append($0) })
        _ = try await session.send(ApiRequest<Item>(url: Self.url))
        #expect(seen.all.map(\.number) == [1, 2, 3])
        #expect(seen.all.map(\.status) == [nil, 503, 200])
        #expect(seen.all.map(\.error) == [.transport(reason: "reset"), .status(code: 503, body: "{}"), nil])
    }

    @Test @MainActor func decodingRunsOffTheMainActorWhenCalledFromIt() async throws {
        DispatchQueue.main.setSpecific(key: mainQueueKey, value: true)
        #expect(DispatchQueue.getSpecific(key: mainQueueKey) == true, "the probe sees the main queue where it is")
        let probe = try await session(ScriptedTransport([.reply(200)])).send(ApiRequest<ThreadProbe>(url: Self.url))
        #expect(probe.decodedOnMainQueue == false)
    }
}

/// Marks the main queue, on which the main actor runs.
private let mainQueueKey = DispatchSpecificKey<Bool>()

/// Records whether it was decoded on the main queue (the main actor's executor).
private struct ThreadProbe: Decodable, Sendable {
    let decodedOnMainQueue: Bool
    init(from decoder: any Decoder) throws {
        decodedOnMainQueue = DispatchQueue.getSpecific(key: mainQueueKey) == true
    }
}

/// The observer's attempts, collected from any task.
private final class Attempts: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [ApiSession.Attempt] = []
    func append(_ attempt: ApiSession.Attempt) { lock.withLock { list.append(attempt) } }
    var all: [ApiSession.Attempt] { lock.withLock { list } }
}
