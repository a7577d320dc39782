import Testing

@testable import NanoDI

@MainActor
@Suite("TestClock")
struct TestClockTests {
    @Test func runsNothingUntilAdvanced() {
        let clock = TestClock()
        var ran = false
        clock.schedule(after: .milliseconds(100)) { ran = true }
        #expect(clock.pendingCount == 1)
        clock.advance(by: .milliseconds(99))
        #expect(!ran)
        clock.advance(by: .milliseconds(1))
        #expect(ran)
        #expect(clock.pendingCount == 0)
        #expect(clock.now == .milliseconds(100))
    }

    @Test func runsDueWorkInTimeOrderThenSchedulingOrder() {
        let clock = TestClock()
        var log: [String] = []
        var times: [Duration] = []
        clock.schedule(after: .seconds(3)) {
            log.append("c")
            times.append(clock.now)
        }
        clock.schedule(after: .seconds(1)) {
            log.append("a")
            times.append(clock.now)
        }
        clock.schedule(after: .seconds(2)) {
            log.append("b1")
            times.append(clock.now)
        }
        clock.schedule(after: .seconds(2)) {
            log.append("b2")
            times.append(clock.now)
        }
        clock.advance(by: .seconds(10))
        #expect(log == ["a", "b1", "b2", "c"])
        #expect(times == [.seconds(1), .seconds(2), .seconds(2), .seconds(3)])
        #expect(clock.now == .seconds(10))
    }

    @Test func nestedWorkDueInsideTheWindowRuns() {
        let clock = TestClock()
        var log: [String] = []
        clock.schedule(after: .seconds(1)) {
            log.append("outer")
            clock.schedule(after: .seconds(1)) { log.append("inner") }
            clock.schedule(after: .seconds(5)) { log.append("late") }
        }
        clock.schedule(after: .milliseconds(1500)) { log.append("middle") }
        clock.advance(by: .seconds(3))
        #expect(log == ["outer", "middle", "inner"])
        #expect(clock.pendingCount == 1)
        clock.advance(by: .seconds(3))
        #expect(log == ["outer", "middle", "inner", "late"])
    }

    @Test func cancelledWorkNeverRuns() {
        let clock = TestClock()
        var ran = false
        let work = clock.schedule(after: .seconds(1)) { ran = true }
        work.cancel()
        #expect(work.isCancelled)
        #expect(clock.pendingCount == 0)
        clock.advance(by: .seconds(2))
        #expect(!ran)
    }

    @Test func workCanCancelOtherPendingWork() {
        let clock = TestClock()
        var ran: [String] = []
        let second = clock.schedule(after: .seconds(2)) { ran.append("second") }
        clock.schedule(after: .seconds(1)) {
            ran.append("first")
            second.cancel()
        }
        clock.advance(by: .seconds(5))
        #expect(ran == ["first"])
    }

    @Test func cancelAfterRunningIsANoOp() {
        let clock = TestClock()
        var count = 0
        let work = clock.schedule(after: .zero) { count += 1 }
        clock.runDue()
        work.cancel()
        #expect(count == 1)
        #expect(!work.isCancelled)
    }

    @Test func negativeDelayIsDueNowButNotReentrant() {
        let clock = TestClock(start: .seconds(5))
        var ran = false
        clock.schedule(after: .seconds(-1)) { ran = true }
        #expect(!ran)
        clock.runDue()
        #expect(ran)
        #expect(clock.now == .seconds(5))
    }
}
