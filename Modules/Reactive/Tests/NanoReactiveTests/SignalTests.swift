import NanoReactive
import Testing

@Suite("Signal")
struct SignalTests {
    @Test func justSendsItsValueToEverySubscriberThenFinishes() {
        let version: Signal<String> = .just("Nano 0.1.0")
        let first = version.record()
        let second = version.record()
        #expect(first.values == ["Nano 0.1.0"])
        #expect(second.values == ["Nano 0.1.0"])
        #expect(first.isFinished)
    }

    @Test func asSignalPassesEveryValueThrough() {
        let typed = PassthroughSubject<String, Never>()
        let lengths: Signal<Int> = typed.map(\.count).asSignal()
        let recorder = lengths.record()
        typed.send("Ada")
        typed.send("")
        typed.send(completion: .finished)
        #expect(recorder.values == [3, 0])
        #expect(recorder.isFinished)
    }

    @Test func aSignalIsTheSeedsAnyPublisher() {
        let seeds: AnyPublisher<Bool, Never> = Signal<Bool>.just(true)
        #expect(seeds.record().values == [true])
    }
}
