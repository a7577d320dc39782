import Foundation
import NanoApiSession
import NanoTesting
import Testing

/// NanoTesting's API doubles, as a feature's tests use them with an `ApiSession`: the script
/// plays in order, then the fallback; a hanging request ends only when its task is cancelled;
/// the sleeper records the backoff. (The session's own behaviour is tested in
/// Modules/ApiSession, and over real HTTP in Modules/HTTP.)
@Suite struct ApiDoublesTests {
    private struct Item: Codable, Sendable, Equatable {
        var name: String
        var birthYear: String
    }

    private static let url = URL(string: "http://127.0.0.1:1/api/people/1/") ?? URL(filePath: "/")
    private static let luke = Item(name: "Luke Skywalker", birthYear: "19BBY")

    private func session(_ transport: StubTransport, _ sleeper: RecordingSleeper, retries: Int = 2) -> ApiSession {
        ApiSession(
            transport: transport,
            configuration: .init(retries: retries, backoff: Backoff(initial: .milliseconds(100)), timeout: .seconds(4)),
            sleeper: sleeper)
    }

    @Test func theScriptPlaysInOrderThenTheFallback() async throws {
        let transport = StubTransport(
            [.status(503), .failure(.timeout(after: .seconds(4)))], fallback: .encoding(Self.luke))
        let sleeper = RecordingSleeper()
        let item = try await session(transport, sleeper).send(ApiRequest<Item>(url: Self.url))
        #expect(item == Self.luke)
        #expect(await transport.requests.map(\.url) == [Self.url, Self.url, Self.url])
        #expect(await sleeper.waits == [.milliseconds(100), .milliseconds(200)])
    }

    @Test func repliesCanBeAddedAndTheDefaultFallbackIsATransportFailure() async throws {
        let transport = StubTransport()
        await transport.enqueue(.json(#"{"name": "Leia Organa", "birth_year": "19BBY"}"#), .status(404))
        let session = session(transport, RecordingSleeper())
        #expect(try await session.send(ApiRequest<Item>(url: Self.url)).name == "Leia Organa")
        await #expect(throws: ApiError.status(code: 404, body: #"{"detail": "status 404"}"#)) {
            try await session.send(ApiRequest<Item>(url: Self.url))
        }
        await #expect(throws: ApiError.transport(reason: "no stubbed reply")) {
            try await session.send(ApiRequest<Item>(url: Self.url).retrying(0))
        }
    }

    @Test func aHangingRequestEndsOnlyWhenItsTaskIsCancelled() async throws {
        let transport = StubTransport([.hang], fallback: .encoding(Self.luke))
        let session = session(transport, RecordingSleeper())
        let task = Task { try await session.send(ApiRequest<Item>(url: Self.url)) }
        while await !transport.isHanging { await Task.yield() }
        #expect(await transport.cancelledCount == 0)
        task.cancel()
        let result = await task.result
        #expect(throws: ApiError.cancelled) { try result.get() }
        #expect(await transport.cancelledCount == 1)
        #expect(await !transport.isHanging)
        #expect(await transport.requests.count == 1, "a cancelled request is not retried")
    }

    @Test func theSleeperStillEndsACancelledWait() async {
        let sleeper = RecordingSleeper()
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await sleeper.sleep(for: .seconds(5))
        }
        let result = await task.result
        #expect(throws: ApiError.cancelled) { try result.get() }
        #expect(await sleeper.waits == [.seconds(5)])
    }
}
