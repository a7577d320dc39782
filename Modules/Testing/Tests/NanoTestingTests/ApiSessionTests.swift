import Dispatch
import Foundation
import NanoApiSession
import NanoTesting
import Testing

/// ApiSession's retries, backoff, status and decoding errors and cancellation, driven through
/// the shared doubles (StubTransport, RecordingSleeper) that every feature's tests use. The same
/// behaviour over real loopback HTTP is tested in Modules/HTTP.
@Suite struct ApiSessionTests {
    private struct Item: Codable, Sendable, Equatable {
        var name: String
        var birthYear: String
    }

    private static let url = URL(string: "http://127.0.0.1:1/api/people/1/") ?? URL(filePath: "/")
    private static let luke = #"{"name": "Luke Skywalker", "birth_year": "19BBY"}"#

    private func session(_ transport: StubTransport, _ sleeper: RecordingSleeper, retries: Int = 2) -> ApiSession {
        ApiSession(
            transport: transport,
            configuration: .init(retries: retries, backoff: Backoff(initial: .milliseconds(100)), timeout: .seconds(4)),
            sleeper: sleeper)
    }

    @Test func aSuccessDecodesSnakeCaseKeysWithOneAttemptAndNoWait() async throws {
        let transport = StubTransport([.json(Self.luke)])
        let sleeper = RecordingSleeper()
        let item = try await session(transport, sleeper).send(ApiRequest<Item>(url: Self.url))
        #expect(item == Item(name: "Luke Skywalker", birthYear: "19BBY"))
        let sent = await transport.requests
        #expect(sent.map(\.url) == [Self.url])
        #expect(sent.first?.headers == [HTTPHeader("Accept", "application/json")])
        #expect(sent.first?.timeout == .seconds(4))
        #expect(await sleeper.waits.isEmpty)
    }

    @Test func retryableFailuresAreRetriedWithTheBackoffBetweenAttempts() async throws {
        let transport = StubTransport([.status(503), .failure(.timeout(after: .seconds(4))), .json(Self.luke)])
        let sleeper = RecordingSleeper()
        let item = try await session(transport, sleeper).send(ApiRequest<Item>(url: Self.url))
        #expect(item.name == "Luke Skywalker")
        #expect(await transport.requests.count == 3)
        #expect(await sleeper.waits == [.milliseconds(100), .milliseconds(200)])
    }

    @Test func theLastFailureIsThrownWhenEveryRetryIsUsed() async {
        let transport = StubTransport(fallback: .status(500))
        let sleeper = RecordingSleeper()
        let request = ApiRequest<Item>(url: Self.url).retrying(3, backoff: Backoff(initial: .seconds(1), multiplier: 3))
        await #expect(throws: ApiError.status(code: 500, body: #"{"detail": "status 500"}"#)) {
            try await session(transport, sleeper).send(request)
        }
        #expect(await transport.requests.count == 4)
        #expect(await sleeper.waits == [.seconds(1), .seconds(3), .seconds(9)])
    }

    @Test func aClientErrorADecodingErrorAndZeroRetriesAreNeverRetried() async {
        let notFound = StubTransport([.status(404)], fallback: .json(Self.luke))
        await #expect(throws: ApiError.status(code: 404, body: #"{"detail": "status 404"}"#)) {
            try await session(notFound, RecordingSleeper()).send(ApiRequest<Item>(url: Self.url))
        }
        #expect(await notFound.requests.count == 1)

        let malformed = StubTransport([.json(#"{"name": "Luke""#)], fallback: .json(Self.luke))
        await #expect(throws: ApiError.decoding(reason: "the body is not valid JSON")) {
            try await session(malformed, RecordingSleeper()).send(ApiRequest<Item>(url: Self.url))
        }
        #expect(await malformed.requests.count == 1)

        let once = StubTransport([.status(503)], fallback: .json(Self.luke))
        await #expect(throws: ApiError.status(code: 503, body: #"{"detail": "status 503"}"#)) {
            try await session(once, RecordingSleeper()).send(ApiRequest<Item>(url: Self.url).retrying(0))
        }
        #expect(await once.requests.count == 1)
    }

    @Test func aDecodingErrorNamesThePathThatDidNotFit() async {
        let transport = StubTransport([.json(#"{"name": "Luke"}"#), .json(#"{"name": 3, "birth_year": "x"}"#)])
        let session = session(transport, RecordingSleeper())
        await #expect(throws: ApiError.decoding(reason: "'birthYear' is missing")) {
            try await session.send(ApiRequest<Item>(url: Self.url))
        }
        await #expect(throws: ApiError.decoding(reason: "'name' has the wrong type")) {
            try await session.send(ApiRequest<Item>(url: Self.url))
        }
    }

    @Test func cancellingTheTaskCancelsTheRequestInFlight() async throws {
        let transport = StubTransport([.hang], fallback: .json(Self.luke))
        let session = session(transport, RecordingSleeper())
        let task = Task { try await session.send(ApiRequest<Item>(url: Self.url)) }
        while await !transport.isHanging { await Task.yield() }
        task.cancel()
        let result = await task.result
        #expect(throws: ApiError.cancelled) { try result.get() }
        #expect(await transport.cancelledCount == 1)
        #expect(await transport.requests.count == 1, "a cancelled request is not retried")
    }

    @Test @MainActor func decodingRunsOffTheMainActorWhenCalledFromIt() async throws {
        DispatchQueue.main.setSpecific(key: mainQueueKey, value: true)
        #expect(DispatchQueue.getSpecific(key: mainQueueKey) == true, "the probe sees the main queue where it is")
        let transport = StubTransport([.json(#"{"value": 1}"#)])
        let probe = try await session(transport, RecordingSleeper()).send(ApiRequest<ThreadProbe>(url: Self.url))
        #expect(probe.decodedOnMainThread == false)
    }

    @Test func theObserverSeesEveryAttempt() async throws {
        let seen = AttemptLog()
        let session = ApiSession(
            transport: StubTransport([.failure(.transport(reason: "connection reset")), .json(Self.luke)]),
            configuration: .init(retries: 1, backoff: .immediate), sleeper: RecordingSleeper(),
            observer: { seen.append($0) })
        _ = try await session.send(ApiRequest<Item>(url: Self.url))
        #expect(seen.attempts.map(\.number) == [1, 2])
        #expect(seen.attempts.map(\.error) == [.transport(reason: "connection reset"), nil])
        #expect(seen.attempts.map(\.status) == [nil, 200])
    }
}

/// Marks the main queue, on which the main actor runs.
private let mainQueueKey = DispatchSpecificKey<Bool>()

/// Records whether it was decoded on the main queue (the main actor's executor).
private struct ThreadProbe: Decodable, Sendable {
    let decodedOnMainThread: Bool
    init(from decoder: any Decoder) throws {
        decodedOnMainThread = DispatchQueue.getSpecific(key: mainQueueKey) == true
    }
}

/// The observer's attempts, collected from any task.
private final class AttemptLog: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [ApiSession.Attempt] = []
    func append(_ attempt: ApiSession.Attempt) { lock.withLock { list.append(attempt) } }
    var attempts: [ApiSession.Attempt] { lock.withLock { list } }
}
