import NanoReactive
import Testing

@Suite("withLatestFrom")
struct WithLatestFromTests {
    let source = PassthroughSubject<Int, TestError>()
    let other = PassthroughSubject<String, TestError>()
    let third = PassthroughSubject<Bool, TestError>()

    // MARK: Values

    @Test func dropsSourceValuesUntilTheOtherHasEmittedThenUsesItsLatest() {
        let recorder = source.withLatestFrom(other) { "\($0)\($1)" }.record()
        source.send(1)
        other.send("a")
        source.send(2)
        other.send("b")
        other.send("c")
        #expect(recorder.values == ["2a"])
        source.send(3)
        #expect(recorder.values == ["2a", "3c"])
    }

    @Test func withoutSelectorEmitsTheOthersLatestValue() {
        let recorder = source.withLatestFrom(other).record()
        other.send("a")
        source.send(1)
        source.send(2)
        #expect(recorder.values == ["a", "a"])
    }

    @Test func twoOthersWaitForBothAndSampleTheirLatest() {
        let selected = source.withLatestFrom(other, third) { "\($0)\($1)\($2)" }.record()
        let tuples = source.withLatestFrom(other, third).record()
        other.send("a")
        source.send(1)  // `third` has not emitted: dropped
        third.send(true)
        source.send(2)
        #expect(selected.values == ["2atrue"])
        #expect(tuples.values.map(\.0) == ["a"])
        #expect(tuples.values.map(\.1) == [true])
    }

    // MARK: Demand

    @Test func respectsDownstreamDemandAndReplacesDroppedSourceValues() {
        let recorder = source.withLatestFrom(other) { "\($0)\($1)" }.record(demand: .max(1))
        source.send(1)  // dropped (no `other` yet): one more is requested in its place
        other.send("a")
        source.send(2)
        source.send(3)  // demand used up
        #expect(recorder.values == ["2a"])
        recorder.request(.max(1))
        source.send(4)
        #expect(recorder.values == ["2a", "4a"])
    }

    // MARK: Completion

    @Test func completionFollowsTheSource() {
        let probe = CancelProbe()
        let recorder = source.withLatestFrom(probe.tap(other)) { "\($0)\($1)" }.record()
        other.send("a")
        other.send(completion: .finished)
        #expect(recorder.completion == nil)
        source.send(1)
        #expect(recorder.values == ["1a"])
        source.send(completion: .finished)
        #expect(recorder.isFinished)
    }

    @Test func sourceFinishingCancelsTheOther() {
        let probe = CancelProbe()
        let recorder = source.withLatestFrom(probe.tap(other)).record()
        source.send(completion: .finished)
        #expect(recorder.isFinished)
        #expect(probe.count == 1)
    }

    // MARK: Failure

    @Test func failureOfTheOtherFailsAndCancelsTheSource() {
        let probe = CancelProbe()
        let recorder = probe.tap(source).withLatestFrom(other).record()
        other.send(completion: .failure(.boom))
        source.send(1)
        #expect(recorder.failure == .boom)
        #expect(probe.count == 1)
    }

    @Test func failureOfTheSourceFailsAndCancelsTheOther() {
        let probe = CancelProbe()
        let recorder = source.withLatestFrom(probe.tap(other)).record()
        other.send("a")
        source.send(completion: .failure(.other))
        #expect(recorder.failure == .other)
        #expect(probe.count == 1)
    }

    // MARK: Cancellation

    @Test func cancellingCancelsBoth() {
        let sourceProbe = CancelProbe()
        let otherProbe = CancelProbe()
        let recorder = sourceProbe.tap(source).withLatestFrom(otherProbe.tap(other)).record()
        other.send("a")
        recorder.cancel()
        source.send(1)
        #expect(sourceProbe.count == 1)
        #expect(otherProbe.count == 1)
        #expect(recorder.values.isEmpty)
    }
}
