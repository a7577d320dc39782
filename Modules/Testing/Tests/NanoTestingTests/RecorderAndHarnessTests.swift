import NanoCore
import NanoDI
import NanoReactive
import NanoTesting
import Testing

/// Counts the view's taps and leaves after three.
final class CounterViewModel: AbstractViewModel<
    CounterViewModel.InputFromView, CounterViewModel.Publishers, CounterViewModel.Step
>
{
    struct InputFromView { let taps: AnyPublisher<Void, Never> }
    struct Publishers { let count: AnyPublisher<Int, Never> }
    enum Step: Equatable { case done }

    override func transform(input: Input) -> Output<Publishers, Step> {
        let navigator = Navigator<Step>()
        let count = input.fromView.taps.scan(0) { total, _ in total + 1 }.share()
        let leave = count.filter { $0 == 3 }.sink { [navigator] _ in navigator.next(.done) }
        let greet = input.fromController.viewDidLoad.sink { input.fromController.titleSubject.send("Counter") }
        return Output(
            publishers: Publishers(count: count.prepend(0).eraseToAnyPublisher()), navigation: navigator.navigation
        ) {
            leave
            greet
        }
    }
}

@MainActor
struct RecorderAndHarnessTests {
    @Test func theRecorderKeepsEveryValueAndTheCompletion() {
        let subject = PassthroughSubject<Int, TestFailure>()
        let recorder = PublisherRecorder(subject)
        subject.send(1)
        subject.send(2)
        #expect(recorder.values == [1, 2])
        #expect(recorder.last == 2)
        #expect(!recorder.finished)
        subject.send(completion: .failure(TestFailure()))
        #expect(recorder.completion == .failure(TestFailure()))
        recorder.reset()
        #expect(recorder.values.isEmpty)
    }

    @Test func theHarnessTransformsOnceAndRecordsStepsAndWriteBacks() {
        let taps = PassthroughSubject<Void, Never>()
        let harness = ViewModelHarness(CounterViewModel(), fromView: .init(taps: taps.eraseToAnyPublisher()))
        let count = harness.record(\.count)
        #expect(harness.titles.values == ["Counter"], "viewDidLoad was fired")
        taps.send(())
        taps.send(())
        #expect(count.values == [0, 1, 2])
        #expect(harness.steps.values.isEmpty)
        taps.send(())
        #expect(harness.steps.values == [.done])
    }

    @Test func theHarnessCanHoldBackTheLifecycle() {
        let harness = ViewModelHarness(
            CounterViewModel(), fromView: .init(taps: Empty().eraseToAnyPublisher()), load: false)
        #expect(harness.titles.values.isEmpty)
        harness.events.sendViewDidLoad()
        #expect(harness.titles.values == ["Counter"])
    }
}

struct TestFailure: Error, Equatable {}

@Suite struct FailableKeyValueStoreTests {
    @Test func failingWritesThrowAndChangeNothing() throws {
        let store = FailableKeyValueStore()
        try store.set("Ada", forKey: "name")
        store.failsWrites = true
        #expect(throws: store.failure) { try store.set("Grace", forKey: "name") }
        #expect(throws: store.failure) { try store.removeValue(forKey: "name") }
        #expect(try store.value(String.self, forKey: "name") == "Ada")
        store.failsWrites = false
        try store.removeValue(forKey: "name")
        #expect(store.keys.isEmpty)
    }
}
