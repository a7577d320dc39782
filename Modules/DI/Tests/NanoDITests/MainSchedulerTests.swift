import Testing

@testable import NanoDI

@MainActor
@Suite("MainScheduler")
struct MainSchedulerTests {
    @Test func immediateRunsBeforeReturning() {
        let scheduler = ImmediateMainScheduler()
        var ran = false
        scheduler.schedule { ran = true }
        #expect(ran)
    }

    @Test func testSchedulerQueuesUntilRun() {
        let scheduler = TestMainScheduler()
        var log: [Int] = []
        scheduler.schedule { log.append(1) }
        scheduler.schedule { log.append(2) }
        #expect(log.isEmpty)
        #expect(scheduler.pendingCount == 2)
        #expect(scheduler.run() == 2)
        #expect(log == [1, 2])
        #expect(scheduler.pendingCount == 0)
    }

    @Test func runDrainsWorkQueuedByWork() {
        let scheduler = TestMainScheduler()
        var log: [String] = []
        scheduler.schedule {
            log.append("outer")
            scheduler.schedule { log.append("inner") }
        }
        scheduler.schedule { log.append("sibling") }
        #expect(scheduler.run() == 3)
        #expect(log == ["outer", "sibling", "inner"])
    }
}
