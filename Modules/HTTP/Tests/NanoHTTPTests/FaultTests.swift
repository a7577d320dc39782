import Foundation
import NanoApiSession
import NanoFixtureServer
import NanoHTTPClient
import NanoTesting
import Testing

/// Every fault of the plan, over real loopback HTTP, ends in the typed error a view model
/// handles; retries are counted by the server, backoff waits by the recording sleeper.
@Suite struct FaultTests {
    private let robot = "/api/robots/1/"

    private func get(_ server: FixtureServer, _ session: ApiSession) async throws -> Fixtures.Robot {
        try await session.send(ApiRequest<Fixtures.Robot>(url: Fixtures.url(server, "robots/1/")))
    }

    @Test func aServerThatNeverAnswersIsATimeoutAndTheConnectionIsClosed() async throws {
        let plan = FaultPlan([FaultRule(path: robot, fault: .timeout)])
        try await Fixtures.withServer(faults: plan) { server in
            await #expect(throws: ApiError.timeout(after: .milliseconds(300))) {
                try await get(server, Fixtures.session(timeout: .milliseconds(300)))
            }
            await server.waitFor { $0.first?.outcome == .closedByClient }
            #expect(server.requests.map(\.fault) == [.timeout])
        }
    }

    @Test func a503ThenSuccessIsRetriedWithTheBackoffBetween() async throws {
        let plan = FaultPlan([FaultRule(path: robot, fault: .status(503), count: 2)])
        try await Fixtures.withServer(faults: plan) { server in
            let sleeper = RecordingSleeper()
            let robot = try await get(server, Fixtures.session(retries: 2, sleeper: sleeper))
            #expect(robot.name == "Unit 1")
            #expect(
                server.requests.map(\.outcome) == [
                    .answered(status: 503), .answered(status: 503), .answered(status: 200),
                ])
            #expect(await sleeper.waits == [.milliseconds(200), .milliseconds(400)])
        }
    }

    @Test func a500OnEveryAttemptEndsInTheStatusAfterTheLastRetry() async throws {
        let plan = FaultPlan([FaultRule(path: "/api/robots/*", fault: .status(500))])
        try await Fixtures.withServer(faults: plan) { server in
            await #expect(throws: ApiError.status(code: 500, body: #"{"detail":"fault plan: status 500"}"#)) {
                try await get(server, Fixtures.session(retries: 1))
            }
            #expect(server.requests.count == 2)
        }
    }

    @Test func aMalformedBodyIsADecodingErrorAndIsNotRetried() async throws {
        let plan = FaultPlan([FaultRule(path: robot, fault: .malformedBody)])
        try await Fixtures.withServer(faults: plan) { server in
            await #expect(throws: ApiError.decoding(reason: "the body is not valid JSON")) {
                try await get(server, Fixtures.session(retries: 2))
            }
            #expect(server.requests.count == 1)
        }
    }

    @Test func aDroppedConnectionIsATransportErrorThatARetryCures() async throws {
        let dropEvery = FaultPlan([FaultRule(path: robot, fault: .dropConnection)])
        try await Fixtures.withServer(faults: dropEvery) { server in
            await #expect(throws: ApiError.transport(reason: "the server closed the connection before answering")) {
                try await get(server, Fixtures.session())
            }
            #expect(server.requests.map(\.outcome) == [.dropped])
        }
        let dropOnce = FaultPlan([FaultRule(path: robot, fault: .dropConnection, count: 1)])
        try await Fixtures.withServer(faults: dropOnce) { server in
            let sleeper = RecordingSleeper()
            let robot = try await get(server, Fixtures.session(retries: 1, sleeper: sleeper))
            #expect(robot.name == "Unit 1")
            #expect(server.requests.map(\.outcome) == [.dropped, .answered(status: 200)])
            #expect(await sleeper.waits == [.milliseconds(200)])
        }
    }

    @Test func aTimeoutIsRetriedLikeAnyTransportFailure() async throws {
        let plan = FaultPlan([FaultRule(path: robot, fault: .timeout, count: 1)])
        try await Fixtures.withServer(faults: plan) { server in
            // The timeout must outlast a normal answer on a loaded machine: the second attempt needs one.
            let robot = try await get(server, Fixtures.session(retries: 1, timeout: .milliseconds(1500)))
            #expect(robot.name == "Unit 1")
            #expect(server.requests.map(\.fault) == [.timeout, nil])
        }
    }

    @Test func cancellingTheTaskCancelsTheRequestAndTheServerSeesTheConnectionClosed() async throws {
        let plan = FaultPlan([FaultRule(path: robot, fault: .timeout)])
        try await Fixtures.withServer(faults: plan) { server in
            let session = Fixtures.session(retries: 3, timeout: .seconds(60))
            let task = Task { try await get(server, session) }
            await server.waitFor { $0.first?.outcome == .pending }
            task.cancel()
            let result = await task.result
            #expect(throws: ApiError.cancelled) { try result.get() }
            await server.waitFor { $0.first?.outcome == .closedByClient }
            #expect(server.requests.count == 1, "a cancelled request is not retried")
        }
    }

    @Test func latencyDelaysTheNormalAnswer() async throws {
        let plan = FaultPlan([FaultRule(path: robot, fault: .latency(seconds: 0.05))])
        try await Fixtures.withServer(faults: plan) { server in
            let robot = try await get(server, Fixtures.session())
            #expect(robot.name == "Unit 1")
            #expect(server.requests.map(\.fault) == [.latency(seconds: 0.05)])
            #expect(server.requests.map(\.outcome) == [.answered(status: 200)])
        }
    }

    @Test func rulesAreCheckedInOrderAndEachCountsItsOwnUses() async throws {
        let plan = FaultPlan([
            FaultRule(path: robot, fault: .status(500), count: 1),
            FaultRule(path: "/api/robots/*", fault: .status(503), count: 1),
        ])
        try await Fixtures.withServer(faults: plan) { server in
            let session = Fixtures.session()
            for _ in 0..<3 { _ = try? await get(server, session) }
            _ = try await session.send(ApiRequest<Fixtures.Maker>(url: Fixtures.url(server, "makers/1/")))
            #expect(
                server.requests.map(\.outcome) == [
                    .answered(status: 500), .answered(status: 503), .answered(status: 200), .answered(status: 200),
                ])
        }
    }

    @Test func stoppingTheServerEndsAHeldRequestAsDropped() async throws {
        let plan = FaultPlan([FaultRule(path: robot, fault: .timeout)])
        let server = try await FixtureServer.start(Fixtures.api, faults: plan)
        let task = Task { try await get(server, Fixtures.session(timeout: .seconds(60))) }
        await server.waitFor { $0.first?.outcome == .pending }
        await server.stop()
        let result = await task.result
        #expect(throws: ApiError.transport(reason: "the server closed the connection before answering")) {
            try result.get()
        }
        #expect(server.requests.map(\.outcome) == [.dropped])
    }
}
