import NanoReactive
import Testing

@Suite("combineLatest")
struct CombineLatestTests {
    let a = PassthroughSubject<Int, TestError>()
    let b = PassthroughSubject<String, TestError>()

    // MARK: Values

    @Test func emitsNothingUntilEveryUpstreamHasEmittedThenTheLatestOfEach() {
        let recorder = a.combineLatest(b) { "\($0)\($1)" }.record()
        a.send(1)
        a.send(2)
        #expect(recorder.values.isEmpty)
        b.send("x")
        a.send(3)
        b.send("y")
        #expect(recorder.values == ["2x", "3x", "3y"])
    }

    @Test func tupleFormPublishesTheLatestPair() {
        let recorder = a.combineLatest(b).record()
        a.send(1)
        b.send("x")
        a.send(2)
        #expect(recorder.values.map(\.0) == [1, 2])
        #expect(recorder.values.map(\.1) == ["x", "x"])
    }

    @Test func threeAndFourUpstreams() {
        let c = PassthroughSubject<Double, TestError>()
        let d = PassthroughSubject<Bool, TestError>()
        let three = a.combineLatest(b, c) { "\($0)\($1)\($2)" }.record()
        let four = a.combineLatest(b, c, d) { "\($0)\($1)\($2)\($3)" }.record()
        let tuple3 = a.combineLatest(b, c).record()
        let tuple4 = a.combineLatest(b, c, d).record()
        a.send(1)
        b.send("x")
        c.send(0.5)
        #expect(three.values == ["1x0.5"])
        #expect(four.values.isEmpty)
        d.send(true)
        a.send(2)
        #expect(three.values == ["1x0.5", "2x0.5"])
        #expect(four.values == ["1x0.5true", "2x0.5true"])
        #expect(tuple3.values.map(\.2) == [0.5, 0.5])
        #expect(tuple4.values.map(\.3) == [true, true])
    }

    @Test func upstreamsOfMixedSizesAndAlignmentsCombineIntact() {
        let byte = PassthroughSubject<UInt8, TestError>()
        let short = PassthroughSubject<UInt16, TestError>()
        let two = byte.combineLatest(b).record()
        let three = byte.combineLatest(short, b).record()
        let four = byte.combineLatest(b, short, a).record()
        byte.send(7)
        short.send(300)
        b.send("x")
        a.send(-1)
        #expect(two.values.map { "\($0.0)\($0.1)" } == ["7x"])
        #expect(three.values.map { "\($0.0) \($0.1) \($0.2)" } == ["7 300 x"])
        #expect(four.values.map { "\($0.0) \($0.1) \($0.2) \($0.3)" } == ["7 x 300 -1"])
    }

    @Test func synchronousUpstreamsCombineAndFinish() {
        let recorder = Just(1).combineLatest(Just(2)) { $0 + $1 }.record()
        #expect(recorder.values == [3])
        #expect(recorder.isFinished)
    }

    @Test func publishersWithEqualUpstreamsAreEqual() {
        #expect(Just(1).combineLatest(Just("a")) == Publishers.CombineLatest(Just(1), Just("a")))
        #expect(Just(1).combineLatest(Just("a")) != Publishers.CombineLatest(Just(1), Just("b")))
        #expect(Just(1).combineLatest(Just(2), Just(3)) == Publishers.CombineLatest3(Just(1), Just(2), Just(3)))
    }

    // MARK: Demand

    @Test func passesDownstreamRequestsThroughToEveryUpstream() {
        let forcedA = ForcedSubject<Int, Never>()
        let forcedB = ForcedSubject<String, Never>()
        let recorder = forcedA.combineLatest(forcedB).record(demand: .max(1))
        #expect(forcedA.requested == [.max(1)])
        #expect(forcedB.requested == [.max(1)])
        recorder.request(.max(2))
        #expect(forcedA.requested == [.max(1), .max(2)])
        #expect(forcedB.requested == [.max(1), .max(2)])
    }

    @Test func eachEmissionConsumesOneUnitOfDemand() {
        let forcedA = ForcedSubject<Int, Never>()
        let forcedB = ForcedSubject<String, Never>()
        let recorder = forcedA.combineLatest(forcedB) { "\($0)\($1)" }.record(demand: .max(2))
        forcedA.send(1)
        forcedB.send("x")
        forcedA.send(2)
        forcedA.send(3)  // beyond demand
        forcedB.send("y")  // beyond demand
        #expect(recorder.values == ["1x", "2x"])
    }

    @Test func valuesArrivingWithoutDemandAreHeldAsLatest() {
        let forcedA = ForcedSubject<Int, Never>()
        let forcedB = ForcedSubject<String, Never>()
        let recorder = forcedA.combineLatest(forcedB) { "\($0)\($1)" }.record(demand: .max(1))
        forcedA.send(1)
        forcedB.send("x")
        forcedB.send("y")  // no demand: held, not emitted
        recorder.request(.max(1))
        #expect(recorder.values == ["1x"])  // as Combine: demand alone emits nothing
        forcedA.send(2)
        #expect(recorder.values == ["1x", "2y"])
    }

    @Test func holdsTheLatestValueOfAnUpstreamUntilItCanBeCombined() {
        let recorder = a.combineLatest(b) { "\($0)\($1)" }.record(demand: .max(2))
        a.send(1)
        a.send(2)
        b.send("x")
        #expect(recorder.values == ["2x"])
    }

    @Test func aSubjectUpstreamOnlyDeliversWhatWasRequested() {
        let recorder = a.combineLatest(b) { "\($0)\($1)" }.record(demand: .max(1))
        a.send(1)
        b.send("x")
        a.send(2)  // the subject drops it: no demand
        recorder.request(.max(1))
        b.send("y")
        #expect(recorder.values == ["1x", "1y"])
    }

    // MARK: Completion

    @Test func finishesOnlyWhenEveryUpstreamHasFinished() {
        let recorder = a.combineLatest(b) { "\($0)\($1)" }.record()
        a.send(1)
        b.send("x")
        a.send(completion: .finished)
        #expect(recorder.completion == nil)
        b.send("y")
        #expect(recorder.values == ["1x", "1y"])
        b.send(completion: .finished)
        #expect(recorder.isFinished)
    }

    @Test func anUpstreamFinishingEmptyMeansNoValuesButFinishesWithTheOthers() {
        let recorder = a.combineLatest(b) { "\($0)\($1)" }.record()
        a.send(completion: .finished)
        #expect(recorder.completion == nil)
        b.send("x")
        #expect(recorder.values.isEmpty)
        b.send(completion: .finished)
        #expect(recorder.isFinished)
    }

    // MARK: Failure

    @Test func failsWithTheFirstFailureAndCancelsTheOthers() {
        let probe = CancelProbe()
        let recorder = a.combineLatest(probe.tap(b)) { "\($0)\($1)" }.record()
        a.send(1)
        a.send(completion: .failure(.boom))
        b.send("x")
        b.send(completion: .failure(.other))
        #expect(recorder.failure == .boom)
        #expect(recorder.values.isEmpty)
        #expect(probe.count == 1)
    }

    // MARK: Cancellation

    @Test func cancellingCancelsEveryUpstream() {
        let probeA = CancelProbe()
        let probeB = CancelProbe()
        let recorder = probeA.tap(a).combineLatest(probeB.tap(b)) { "\($0)\($1)" }.record()
        a.send(1)
        recorder.cancel()
        b.send("x")
        #expect(probeA.count == 1)
        #expect(probeB.count == 1)
        #expect(recorder.values.isEmpty)
        #expect(recorder.completion == nil)
    }

    @Test func droppingTheSinkReleasesTheUpstreams() {
        let probe = CancelProbe()
        var cancellable: AnyCancellable? = a.combineLatest(probe.tap(b)).sink(
            receiveCompletion: { _ in }, receiveValue: { _ in })
        #expect(cancellable != nil)
        cancellable = nil
        #expect(probe.count == 1)
    }

    @Test func theLatestValuesAreReleasedOnCancel() {
        let objects = PassthroughSubject<Held, TestError>()
        var held: Held? = Held()
        weak let weakHeld = held
        let recorder = objects.combineLatest(b) { _, text in text }.record()
        objects.send(held ?? Held())
        held = nil
        #expect(weakHeld != nil)
        recorder.cancel()
        #expect(weakHeld == nil)
    }

    // MARK: Re-entrancy

    @Test func aValueSentFromTheDownstreamIsKeptAsLatestWithoutDeadlock() {
        let subjectA = a
        var sentAgain = false
        let recorder = a.combineLatest(b) { "\($0)\($1)" }.record { _ in
            if !sentAgain {
                sentAgain = true
                subjectA.send(2)
            }
            return .none
        }
        a.send(1)
        b.send("x")
        b.send("y")
        #expect(recorder.values == ["1x", "2y"])
    }
}
