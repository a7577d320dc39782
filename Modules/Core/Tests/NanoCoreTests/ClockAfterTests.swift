import NanoCore
import NanoDI
import NanoReactive
import Testing

/// `clock.after(_:)`: a one-shot timer on a clock the test moves, cold, cancellable from any
/// thread. (Moved here from SignUp's hand-written delayed publisher, which it replaces.)
@MainActor
struct ClockAfterTests {
    let clock = TestClock()

    final class Recorder {
        var fired = 0
        var finished = false
        var subscription: AnyCancellable?
        init(_ timer: Signal<Void>) {
            subscription = timer.sink(
                receiveCompletion: { [unowned self] _ in finished = true },
                receiveValue: { [unowned self] in fired += 1 })
        }
    }

    @Test func firesOnceWhenTheDelayHasPassedNotBeforeThenFinishes() {
        let recorder = Recorder(clock.after(.milliseconds(300)))
        clock.advance(by: .milliseconds(299))
        #expect(recorder.fired == 0)
        #expect(!recorder.finished)
        clock.advance(by: .milliseconds(1))
        #expect(recorder.fired == 1)
        #expect(recorder.finished)
        #expect(clock.pendingCount == 0)
    }

    @Test func doesNothingUntilSubscribedAndCancellingLeavesNothingOnTheClock() {
        let timer = clock.after(.milliseconds(300))
        #expect(clock.pendingCount == 0, "cold: no work before a subscriber")
        let recorder = Recorder(timer)
        #expect(clock.pendingCount == 1)
        recorder.subscription?.cancel()
        #expect(clock.pendingCount == 0)
        clock.advance(by: .seconds(1))
        #expect(recorder.fired == 0)
        #expect(!recorder.finished)
    }

    /// A cancellable released off the main actor: the cancel takes effect when `cancel()`
    /// returns, even though the clock's work is only withdrawn later, on the main actor.
    @Test func aCancelFromAnotherThreadTakesEffectBeforeTheClockFires() async {
        let recorder = Recorder(clock.after(.milliseconds(300)))
        nonisolated(unsafe) let subscription = recorder.subscription
        await Task.detached { subscription?.cancel() }.value
        clock.advance(by: .seconds(1))
        #expect(recorder.fired == 0)
        #expect(!recorder.finished)
        #expect(clock.pendingCount == 0)
    }

    @Test func eachSubscriptionWaitsFromItsOwnStart() {
        let timer = clock.after(.milliseconds(100))
        let first = Recorder(timer)
        clock.advance(by: .milliseconds(50))
        let second = Recorder(timer)
        clock.advance(by: .milliseconds(50))
        #expect(first.fired == 1)
        #expect(second.fired == 0)
        clock.advance(by: .milliseconds(50))
        #expect(second.fired == 1)
    }
}
