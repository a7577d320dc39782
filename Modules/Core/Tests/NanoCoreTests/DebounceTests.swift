import NanoCore
import NanoDI
import NanoReactive
import Testing

/// `debounce(for:on:)`: only the value that stayed unchanged for the delay gets through, on a
/// clock the test moves.
@MainActor
struct DebounceTests {
    @Test func onlyTheLastOfQuickValuesArrivesAfterTheDelay() {
        let clock = TestClock()
        let typed = PassthroughSubject<String, Never>()
        var received: [String] = []
        let subscription = typed.debounce(for: .milliseconds(300), on: clock).sink { received.append($0) }
        typed.send("s")
        clock.advance(by: .milliseconds(100))
        typed.send("sk")
        clock.advance(by: .milliseconds(100))
        typed.send("sky")
        clock.advance(by: .milliseconds(299))
        #expect(received.isEmpty, "the person may still be typing")
        clock.advance(by: .milliseconds(1))
        #expect(received == ["sky"])
        #expect(clock.pendingCount == 0, "the replaced waits were cancelled")
        typed.send("skyw")
        clock.advance(by: .seconds(1))
        #expect(received == ["sky", "skyw"])
        subscription.cancel()
    }

    @Test func cancellingTheSubscriptionCancelsThePendingWait() {
        let clock = TestClock()
        let typed = PassthroughSubject<String, Never>()
        var received: [String] = []
        let subscription = typed.debounce(for: .milliseconds(300), on: clock).sink { received.append($0) }
        typed.send("luke")
        #expect(clock.pendingCount == 1)
        subscription.cancel()
        #expect(clock.pendingCount == 0)
        clock.advance(by: .seconds(1))
        #expect(received.isEmpty)
    }
}
