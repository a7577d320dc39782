import Dispatch
import NanoReactive
import Testing

@Suite("merge")
struct MergeTests {
    let a = PassthroughSubject<Int, TestError>()
    let b = PassthroughSubject<Int, TestError>()
    let c = PassthroughSubject<Int, TestError>()
    let d = PassthroughSubject<Int, TestError>()

    // MARK: Values

    @Test func interleavesValuesInArrivalOrder() {
        let recorder = a.merge(with: b).record()
        a.send(1)
        b.send(2)
        a.send(3)
        #expect(recorder.values == [1, 2, 3])
    }

    @Test func mergesThreeAndFourPublishers() {
        let three: Publishers.Merge3 = a.merge(with: b, c)
        let four: Publishers.Merge4 = a.merge(with: b, c, d)
        let chained: Publishers.Merge3 = a.merge(with: b).merge(with: c)
        let chainedTwice: Publishers.Merge4 = a.merge(with: b).merge(with: c).merge(with: d)
        let recorders = [three.record(), four.record(), chained.record(), chainedTwice.record()]
        d.send(4)
        c.send(3)
        b.send(2)
        a.send(1)
        #expect(recorders.map(\.values) == [[3, 2, 1], [4, 3, 2, 1], [3, 2, 1], [4, 3, 2, 1]])
    }

    @Test func mergeManyMergesAnyNumberOfPublishers() {
        let subjects = (0..<6).map { _ in PassthroughSubject<Int, TestError>() }
        let extra = PassthroughSubject<Int, TestError>()
        let recorder = Publishers.MergeMany(subjects).merge(with: extra).record()
        for (index, subject) in subjects.enumerated().reversed() {
            subject.send(index)
        }
        extra.send(99)
        #expect(recorder.values == [5, 4, 3, 2, 1, 0, 99])
    }

    @Test func synchronousUpstreamsAreDeliveredInOrder() {
        let recorder = [1, 2].publisher.merge(with: [3, 4].publisher).record()
        #expect(recorder.values == [1, 2, 3, 4])
        #expect(recorder.isFinished)
    }

    // MARK: Demand

    @Test func buffersAValueThatArrivesWithoutDemandUntilDemandArrives() {
        let recorder = a.merge(with: b).record(demand: .max(1))
        a.send(1)
        b.send(10)  // no demand: buffered
        #expect(recorder.values == [1])
        recorder.request(.max(1))
        #expect(recorder.values == [1, 10])
    }

    @Test func asksEachUpstreamForMoreOnlyAsItsValuesAreDelivered() {
        let recorder = a.merge(with: b).record(demand: .max(1))
        a.send(1)
        a.send(2)  // buffered
        a.send(3)  // not requested from the subject yet: dropped there
        recorder.request(.max(2))
        #expect(recorder.values == [1, 2])
        a.send(4)
        #expect(recorder.values == [1, 2, 4])
        a.send(5)  // demand used up: buffered
        #expect(recorder.values == [1, 2, 4])
    }

    @Test func requestsFromUpstreamsAccordingToDownstreamDemand() {
        let bounded = ForcedSubject<Int, Never>()
        let unlimited = ForcedSubject<Int, Never>()
        _ = bounded.merge(with: ForcedSubject<Int, Never>()).record(demand: .max(5))
        _ = unlimited.merge(with: ForcedSubject<Int, Never>()).record(demand: .unlimited)
        #expect(bounded.requested == [.max(1)])
        #expect(unlimited.requested == [.unlimited])
    }

    // MARK: Completion

    @Test func finishesWhenEveryUpstreamHasFinished() {
        let recorder = a.merge(with: b).record()
        a.send(1)
        a.send(completion: .finished)
        #expect(recorder.completion == nil)
        b.send(2)
        b.send(completion: .finished)
        #expect(recorder.values == [1, 2])
        #expect(recorder.isFinished)
    }

    // MARK: Failure

    @Test func failsWithTheFirstFailureAndCancelsTheOthers() {
        let probeB = CancelProbe()
        let probeC = CancelProbe()
        let recorder = a.merge(with: probeB.tap(b), probeC.tap(c)).record()
        a.send(1)
        b.send(completion: .failure(.boom))
        a.send(2)
        c.send(completion: .failure(.other))
        #expect(recorder.values == [1])
        #expect(recorder.failure == .boom)
        #expect(probeC.count == 1)
    }

    // MARK: Cancellation

    @Test func cancellingCancelsEveryUpstream() {
        let probes = [CancelProbe(), CancelProbe(), CancelProbe()]
        let recorder = probes[0].tap(a).merge(with: probes[1].tap(b), probes[2].tap(c)).record()
        a.send(1)
        recorder.cancel()
        b.send(2)
        #expect(probes.map(\.count) == [1, 1, 1])
        #expect(recorder.values == [1])
        #expect(recorder.completion == nil)
    }

    // MARK: Re-entrancy and threads

    @Test func aValueSentFromTheDownstreamIsDeliveredWithoutDeadlock() {
        let subjectB = b
        let recorder = a.merge(with: b).record { value in
            if value == 1 { subjectB.send(2) }
            return .none
        }
        a.send(1)
        a.send(3)
        #expect(recorder.values == [1, 2, 3])
    }

    @Test func concurrentUpstreamsDeliverEveryValueOnce() {
        nonisolated(unsafe) let subjects = [a, b]
        let recorder = a.merge(with: b).record()
        let perUpstream = 5_000
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            for value in 0..<perUpstream {
                subjects[index].send(index * perUpstream + value)
            }
        }
        #expect(recorder.values.count == 2 * perUpstream)
        #expect(Set(recorder.values).count == 2 * perUpstream)
    }
}
