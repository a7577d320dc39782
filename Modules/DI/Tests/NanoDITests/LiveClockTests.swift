import Testing

@testable import NanoDI

@MainActor
@Suite("LiveClock")
struct LiveClockTests {
    @Test func runsScheduledWorkDuringRunUntilIdle() async {
        let clock = LiveClock()
        var ran = false
        clock.schedule(after: .milliseconds(20)) { ran = true }
        #expect(!ran)
        #expect(clock.pendingCount == 1)
        let idle = await clock.runUntilIdle(timeout: .seconds(5))
        #expect(idle)
        #expect(ran)
        #expect(clock.pendingCount == 0)
    }

    @Test func waitsForWorkScheduledByWork() async {
        let clock = LiveClock()
        var log: [String] = []
        clock.schedule(after: .milliseconds(10)) {
            log.append("first")
            clock.schedule(after: .milliseconds(10)) { log.append("second") }
        }
        #expect(await clock.runUntilIdle(timeout: .seconds(5)))
        #expect(log == ["first", "second"])
    }

    @Test func waitsWhileOtherWorkIsBusyThenEndsIdle() async {
        let clock = LiveClock()
        var asked = 0
        clock.isBusy = {
            asked += 1
            return asked < 4
        }
        let started = ContinuousClock.now
        #expect(await clock.runUntilIdle(timeout: .seconds(5)))
        #expect(asked == 4, "asked until it answered false")
        // Three waits of a 1 ms slice each (busy work is asked again every millisecond).
        #expect(ContinuousClock.now - started >= .milliseconds(3), "it waited between the questions")
    }

    @Test func busyWorkThatNeverEndsTimesOut() async {
        let clock = LiveClock()
        clock.isBusy = { true }
        #expect(await !clock.runUntilIdle(timeout: .milliseconds(50)))
    }

    @Test func cancellationPreventsTheAction() async {
        let clock = LiveClock()
        var cancelledRan = false
        var otherRan = false
        let work = clock.schedule(after: .milliseconds(20)) { cancelledRan = true }
        work.cancel()
        #expect(clock.pendingCount == 0)
        // Keep the run loop busy past the cancelled deadline.
        clock.schedule(after: .milliseconds(60)) { otherRan = true }
        #expect(await clock.runUntilIdle(timeout: .seconds(5)))
        #expect(otherRan)
        #expect(!cancelledRan)
    }

    @Test func anInterruptionCancelsThePendingWorkAndEndsTheWait() async {
        let clock = LiveClock()
        var asked = 0
        var ran: [String] = []
        clock.schedule(after: .milliseconds(5)) { ran.append("due soon") }
        let late = clock.schedule(after: .seconds(60)) { ran.append("late") }
        // Not interrupted until the early action has run: the wait runs what falls due first.
        clock.interruption = {
            asked += 1
            return ran == ["due soon"]
        }
        let start = ContinuousClock.now
        #expect(await clock.runUntilIdle(timeout: .seconds(30)))
        #expect(ContinuousClock.now - start < .seconds(10), "it stopped waiting for the late action")
        #expect(ran == ["due soon"])
        #expect(late.isCancelled)
        #expect(clock.pendingCount == 0)
        #expect(asked > 0)
    }

    @Test func cancelAllCancelsEveryPendingAction() async {
        let clock = LiveClock()
        var ran = false
        let first = clock.schedule(after: .milliseconds(10)) { ran = true }
        let second = clock.schedule(after: .milliseconds(20)) { ran = true }
        clock.cancelAll()
        #expect(clock.pendingCount == 0)
        #expect(first.isCancelled && second.isCancelled)
        clock.schedule(after: .milliseconds(40)) {}
        #expect(await clock.runUntilIdle(timeout: .seconds(5)))
        #expect(!ran)
    }

    @Test func timesOutWhenWorkIsStillPending() async {
        let clock = LiveClock()
        let work = clock.schedule(after: .seconds(60)) {}
        #expect(await !clock.runUntilIdle(timeout: .milliseconds(20)))
        #expect(clock.pendingCount == 1)
        work.cancel()
        #expect(await clock.runUntilIdle(timeout: .milliseconds(20)))
    }

    /// The wait leaves the main actor free: a main-actor job started before it (an effect
    /// delivering its answer) runs while the clock waits, and the wait ends once it has.
    @Test func mainActorWorkRunsWhileItWaits() async {
        let clock = LiveClock()
        var delivered = false
        clock.isBusy = { !delivered }
        Task { @MainActor in delivered = true }
        #expect(!delivered)
        #expect(await clock.runUntilIdle(timeout: .seconds(5)))
        #expect(delivered)
    }

    /// A cancelled wait ends at once, not idle, and leaves the pending actions scheduled.
    @Test func aCancelledWaitEndsWithWorkPending() async {
        let clock = LiveClock()
        let work = clock.schedule(after: .seconds(60)) {}
        let wait = Task { @MainActor in await clock.runUntilIdle(timeout: .seconds(30)) }
        wait.cancel()
        #expect(await wait.value == false)
        #expect(clock.pendingCount == 1)
        work.cancel()
    }

    @Test func runsOnItsOwnWhenTheMainActorIsFree() async throws {
        let clock = LiveClock()
        var ran = false
        clock.schedule(after: .milliseconds(10)) { ran = true }
        let start = ContinuousClock.now
        while !ran, ContinuousClock.now - start < .seconds(5) {
            try await Task.sleep(for: .milliseconds(5))
        }
        #expect(ran)
        #expect(clock.pendingCount == 0)
    }

    @Test func nowIsMonotonic() {
        let clock = LiveClock()
        let first = clock.now
        let second = clock.now
        #expect(first >= .zero)
        #expect(second >= first)
    }
}
