import Dispatch
import NanoReactive
import Testing

/// `removeDuplicates()` on a mapped publisher, the way feature code writes it. On Linux it is
/// NanoReactive's `Publishers.RemoveEqualDuplicates`; the same tests pin Combine's behaviour
/// on Apple platforms.
@Suite("removeDuplicates")
struct RemoveDuplicatesTests {
    let values = PassthroughSubject<Int, TestError>()

    #if !canImport(Combine)
        @Test func mappedPublishersUseNanoReactivesOperator() {
            typealias Values = PassthroughSubject<Int, TestError>
            let mapped = values.map { $0 * 2 }.removeDuplicates()
            let keyPath = values.map(\.bitWidth).removeDuplicates()
            #expect(type(of: mapped) == Publishers.RemoveEqualDuplicates<Publishers.Map<Values, Int>>.self)
            #expect(type(of: keyPath) == Publishers.RemoveEqualDuplicates<Publishers.MapKeyPath<Values, Int>>.self)
        }
    #endif

    @Test func publishesTheFirstValueAndDropsConsecutiveDuplicates() {
        let recorder = values.map { $0 / 10 }.removeDuplicates().record()
        values.send(10)
        values.send(11)
        values.send(12)
        values.send(20)
        values.send(10)
        values.send(10)
        #expect(recorder.values == [1, 2, 1])
    }

    @Test func aKeyPathMapDropsDuplicatesToo() {
        let recorder = values.map(\.magnitude).removeDuplicates().record()
        values.send(3)
        values.send(-3)
        values.send(4)
        #expect(recorder.values == [3, 4])
    }

    @Test func aDroppedDuplicateAsksTheUpstreamForOneMore() {
        let forced = ForcedSubject<Int, TestError>()
        let recorder = forced.map { $0 }.removeDuplicates().record(demand: .max(2))
        #expect(forced.requested == [.max(2)])
        #expect(forced.send(1) == .none)
        #expect(forced.send(1) == .max(1))
        #expect(forced.send(2) == .none)
        #expect(recorder.values == [1, 2])
    }

    @Test func downstreamDemandIsPassedToTheUpstream() {
        let forced = ForcedSubject<Int, TestError>()
        let recorder = forced.map { $0 }.removeDuplicates().record(demand: .max(1))
        #expect(forced.send(1) == .none)
        recorder.request(.max(3))
        #expect(forced.requested == [.max(1), .max(3)])
        #expect(forced.send(2) == .none)
        #expect(recorder.values == [1, 2])
    }

    @Test func theDownstreamsDemandForAPublishedValueIsReturned() {
        let forced = ForcedSubject<Int, TestError>()
        _ = forced.map { $0 }.removeDuplicates().record(demand: .max(1)) { _ in .max(5) }
        #expect(forced.send(1) == .max(5))
    }

    @Test func finishingIsForwardedAndNothingIsPublishedAfterIt() {
        let forced = ForcedSubject<Int, TestError>()
        let recorder = forced.map { $0 }.removeDuplicates().record()
        forced.send(1)
        forced.send(completion: .finished)
        #expect(recorder.isFinished)
        forced.send(2)
        forced.send(completion: .failure(.boom))
        #expect(recorder.values == [1])
        #expect(recorder.isFinished)
    }

    @Test func aFailureIsForwarded() {
        let recorder = values.map { $0 }.removeDuplicates().record()
        values.send(1)
        values.send(completion: .failure(.boom))
        #expect(recorder.failure == .boom)
        #expect(recorder.values == [1])
    }

    @Test func cancellingStopsDeliveryAndCancelsTheUpstream() {
        let forced = ForcedSubject<Int, TestError>()
        let recorder = forced.map { $0 }.removeDuplicates().record()
        forced.send(1)
        recorder.cancel()
        #expect(forced.isCancelled)
        #expect(forced.send(2) == .none)
        #expect(recorder.values == [1])
    }

    /// The upstream is a ``ForcedSubject``, which keeps sending after it is cancelled (a
    /// `PassthroughSubject` would drop the subscriber itself): only the operator stops delivery.
    @Test func cancellingWhileAnotherThreadSendsStopsDeliveryForGood() {
        let forced = ForcedSubject<Int, Never>()
        let recorder = forced.map { $0 / 2 }.removeDuplicates().record()
        nonisolated(unsafe) let (sender, subscriber) = (forced, recorder)
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            if index == 0 {
                for value in 0..<10_000 { sender.send(value) }
            } else {
                subscriber.cancel()
            }
        }
        let delivered = recorder.values
        #expect(forced.isCancelled)
        #expect(forced.send(30_000) == .none)
        forced.send(completion: .finished)
        #expect(recorder.values == delivered)
        #expect(recorder.completion == nil)
        #expect(delivered == Array(0..<delivered.count))
    }

    /// `Held` is captured by the upstream `map`, not by the sink (which empties its closures on
    /// cancel anyway), and the upstream's subscription never lets go of its subscriber: only the
    /// operator dropping that subscription on cancel releases the chain.
    @Test func aCancelledSubscriptionIsReleasedWithWhatItHolds() {
        let subject = RetainingSubject<Int, Never>()
        var held: () -> Held? = { nil }
        do {
            let cancellable: AnyCancellable
            (cancellable, held) = Self.sinkHoldingANewHeld(subject)
            subject.send(1)
            withExtendedLifetime(cancellable) { #expect(held() != nil) }
        }
        #expect(held() == nil)
    }

    /// As above, released by the upstream finishing while the cancellable is still held.
    @Test func aFinishedSubscriptionIsReleasedWithWhatItHolds() {
        let subject = RetainingSubject<Int, Never>()
        let (cancellable, held) = Self.sinkHoldingANewHeld(subject)
        subject.send(1)
        #expect(held() != nil)
        subject.send(completion: .finished)
        #expect(held() == nil)
        cancellable.cancel()
    }

    /// Subscribes a sink to `subject.map { … }.removeDuplicates()` whose `map` closure captures
    /// a new ``Held``, which nothing else holds; returns the sink's cancellable and a weak look
    /// at that `Held`.
    private static func sinkHoldingANewHeld(
        _ subject: RetainingSubject<Int, Never>
    ) -> (AnyCancellable, () -> Held?) {
        let held = Held()
        let cancellable = subject.map { [held] value in
            _ = held
            return value
        }.removeDuplicates().sink { _ in }
        return (cancellable, { [weak held] in held })
    }
}
