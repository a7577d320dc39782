import Testing

@testable import NanoWebServer

/// When the server gives freed heap back to the system.
struct HeapReleaseTests {
    /// Whether each sweep (sessions it closed, seconds after the first) trims.
    func decisions(_ sweeps: [(closed: Int, at: Int)]) -> [Bool] {
        var heap = HeapRelease()
        let start = ContinuousClock.now
        return sweeps.map { heap.shouldTrim(closed: $0.closed, now: start + .seconds($0.at)) }
    }

    @Test func aSweepThatClosedSessionsTrimsAndOnceMoreAfterTheFollowUp() {
        // Nothing closed yet; 3 closed; FlyingFox's request timeouts still run at 15 s; the
        // follow-up at 16 s; nothing more after it.
        let sweeps = [(closed: 0, at: 0), (3, 1), (0, 16), (0, 17), (0, 60)]
        #expect(decisions(sweeps) == [false, true, false, true, false])
        #expect(HeapRelease.followUp == .seconds(16))
    }

    @Test func aLaterCloseMovesTheFollowUp() {
        let sweeps = [(closed: 1, at: 0), (1, 10), (0, 16), (0, 26)]
        #expect(decisions(sweeps) == [true, true, false, true])
    }

    @Test func glibcsTrimIsFoundOnLinux() {
        #if canImport(Glibc)
            var heap = HeapRelease()
            let trimmed = heap.afterSweep(closed: 1)
            #expect(HeapRelease.trim != nil && trimmed)
        #endif
    }
}
