import NanoSystem
import Testing

@testable import NanoWebServer

#if canImport(Glibc)
    import Glibc
#endif

/// When the server gives freed heap back to the system.
struct HeapReleaseTests {
    /// Whether each sweep (sessions it closed, seconds after the first) trims.
    func decisions(_ sweeps: [(closed: Int, at: Int)]) -> [Bool] {
        var heap = HeapRelease()
        let start = ContinuousClock.now
        return sweeps.map { heap.shouldTrim(closed: $0.closed, now: start + .seconds($0.at)) }
    }

    @Test func aSweepThatClosedSessionsTrimsAndOnceMoreAfterTheFollowUp() {
        // Nothing closed yet; 3 closed at 1 s; FlyingFox's request timeouts run until 16 s and
        // the worker threads they woke retire by 21 s: the follow-up at 22 s; nothing after it.
        let sweeps = [(closed: 0, at: 0), (3, 1), (0, 16), (0, 21), (0, 22), (0, 60)]
        #expect(decisions(sweeps) == [false, true, false, false, true, false])
        #expect(HeapRelease.followUp == .seconds(21))
    }

    @Test func aLaterCloseMovesTheFollowUp() {
        let sweeps = [(closed: 1, at: 0), (1, 10), (0, 21), (0, 31), (0, 32)]
        #expect(decisions(sweeps) == [true, true, false, true, false])
    }

    @Test func theTimeUntilTheFollowUpCountsDownFromTheLastCloseAndEndsWithIt() {
        var heap = HeapRelease()
        let start = ContinuousClock.now
        #expect(heap.untilFollowUp(now: start) == nil)
        _ = heap.shouldTrim(closed: 2, now: start)
        #expect(heap.untilFollowUp(now: start + .seconds(5)) == .seconds(16))
        #expect(heap.untilFollowUp(now: start + .seconds(30)) == .zero)
        _ = heap.shouldTrim(closed: 0, now: start + .seconds(30))
        #expect(heap.untilFollowUp(now: start + .seconds(31)) == nil)
    }

    /// Freed blocks below one still in use cannot be given back by `free` (only the top of the
    /// heap can): the trim after a sweep gives their pages back, as glibc's `malloc_trim` does.
    @Test func theTrimGivesFreedPagesBackOnGlibc() {
        #if canImport(Glibc)
            let blocks = (0..<100).map { _ in malloc(64 * 1024) }
            let pinned = malloc(16)
            for block in blocks {
                // Touched, so that the pages are resident before they are freed.
                if let block { memset(block, 1, 64 * 1024) }
                free(block)
            }
            #expect(nano_release_free_heap() == 1, "6.4 MB freed under a block in use: pages to give back")
            free(pinned)
            var heap = HeapRelease()
            let trimmed = heap.afterSweep(closed: 1)
            #expect(trimmed, "a sweep that closed a session trims")
        #endif
    }
}
