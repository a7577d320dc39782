import Testing

@testable import NanoWebServer

/// When the expiry loop sweeps next: on a period while sessions live, else when one is made or
/// the heap's follow-up trim is due.
struct NextSweepTests {
    @Test func withSessionsAliveItSweepsEveryPeriodWhateverTheTrimIsDue() {
        #expect(NextSweep.next(sessionsAlive: true, period: .seconds(3), followUpIn: nil) == .after(.seconds(3)))
        #expect(
            NextSweep.next(sessionsAlive: true, period: .seconds(3), followUpIn: .seconds(20)) == .after(.seconds(3)))
    }

    @Test func withNoSessionItWaitsForOneOrTheFollowUpTrimAndSetsNoOtherTimer() {
        #expect(
            NextSweep.next(sessionsAlive: false, period: .seconds(3), followUpIn: .seconds(20))
                == .whenASessionIsMade(orAfter: .seconds(20)))
        #expect(
            NextSweep.next(sessionsAlive: false, period: .seconds(3), followUpIn: .zero)
                == .whenASessionIsMade(orAfter: .zero))
        #expect(
            NextSweep.next(sessionsAlive: false, period: .seconds(3), followUpIn: nil)
                == .whenASessionIsMade(orAfter: nil))
    }
}

/// The expiry loop of a running server.
@MainActor
struct ExpiryLoopTests {
    @Test func aServerLeftAloneSweepsNoMoreOnceItsSessionsExpired() async throws {
        // 300 ms: a sweep every 100 ms while a session lives; with none, no sweep until the
        // follow-up trim (21 s after a close) or a new session. The second session comes while
        // the loop waits for that trim.
        let (server, url) = try await startSampleServer(WebServerOptions(port: 0, idleTimeout: .milliseconds(300)))
        defer { Task { await server.stop() } }
        #expect(server.sweeps == 0)
        for round in 1...2 {
            _ = try await get(url + "/home")
            let deadline = ContinuousClock.now + .seconds(10)
            while server.sessionCount > 0, ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(50))
            }
            #expect(server.sessionCount == 0, "round \(round)")
            let afterExpiry = server.sweeps
            try await Task.sleep(for: .seconds(1))
            #expect(server.sweeps == afterExpiry, "round \(round): no sweep while left alone")
        }
    }
}
