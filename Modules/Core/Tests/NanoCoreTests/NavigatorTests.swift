import NanoCore
import NanoReactive
import Testing

/// A minimal view model whose `transform` emits a step immediately, as a screen that decides
/// where to go before it is even shown would.
final class EagerViewModel: AbstractViewModel<Void, Void, EagerViewModel.Step> {
    enum Step: Equatable { case skipIntro, done }

    override func transform(input: Input) -> Output<Void, Step> {
        let navigator = Navigator<Step>()
        navigator.next(.skipIntro)
        let done = input.fromController.viewDidLoad.sink { [navigator] in navigator.next(.done) }
        return Output(publishers: (), navigation: navigator.navigation) {
            done
        }
    }
}

@MainActor
struct NavigatorTests {
    @Test func stepEmittedDuringTransformReachesTheLaterSubscriber() {
        let viewModel = EagerViewModel()
        let events = ControllerEvents()
        let output = viewModel.transform(input: .init(fromView: (), fromController: events.input))
        var steps: [EagerViewModel.Step] = []
        let subscription = output.navigation.sink { steps.append($0) }
        #expect(steps == [.skipIntro])
        events.sendViewDidLoad()
        #expect(steps == [.skipIntro, .done], "later steps arrive synchronously")
        subscription.cancel()
        _ = output.subscriptions
    }

    @Test func stepsAreDeliveredSynchronouslyAndInOrder() {
        let navigator = Navigator<Int>()
        var received: [Int] = []
        let subscription = navigator.navigation.sink { received.append($0) }
        navigator.next(1)
        #expect(received == [1])
        navigator.next(2)
        navigator.next(3)
        #expect(received == [1, 2, 3])
        subscription.cancel()
    }

    @Test func afterTheFirstSubscriberLeavesStepsAreNotBuffered() {
        let navigator = Navigator<Int>()
        let first = navigator.navigation.sink { _ in }
        first.cancel()
        #expect(navigator.subscriberCount == 0)
        navigator.next(1)
        var late: [Int] = []
        let second = navigator.navigation.sink { late.append($0) }
        #expect(late.isEmpty, "a gone scene's navigator must not hoard steps")
        second.cancel()
    }

    @Test func cancellingStopsDelivery() {
        let navigator = Navigator<String>()
        var received: [String] = []
        let subscription = navigator.navigation.sink { received.append($0) }
        navigator.next("a")
        subscription.cancel()
        navigator.next("b")
        #expect(received == ["a"])
    }

    @Test func reentrantStepsKeepTheirOrder() {
        let navigator = Navigator<Int>()
        var received: [Int] = []
        let subscription = navigator.navigation.sink { step in
            received.append(step)
            if step == 1 { navigator.next(2) }
            if step == 1 { received.append(-1) }
        }
        navigator.next(1)
        navigator.next(3)
        #expect(received == [1, -1, 2, 3], "a step sent while handling one is delivered after it")
        subscription.cancel()
    }

    @Test func limitedDemandIsHonoured() {
        let navigator = Navigator<Int>()
        let subscriber = DemandRecorder<Int>(initialDemand: .max(1))
        navigator.navigation.subscribe(subscriber)
        navigator.next(1)
        navigator.next(2)
        #expect(subscriber.values == [1])
        subscriber.request(.max(5))
        #expect(subscriber.values == [1, 2])
        subscriber.cancel()
    }
}

/// A subscriber that requests a chosen demand, to test backpressure.
final class DemandRecorder<Value>: Subscriber {
    typealias Input = Value
    typealias Failure = Never

    private(set) var values: [Value] = []
    private var subscription: (any Subscription)?
    private let initialDemand: Subscribers.Demand

    init(initialDemand: Subscribers.Demand) { self.initialDemand = initialDemand }

    func receive(subscription: any Subscription) {
        self.subscription = subscription
        subscription.request(initialDemand)
    }
    func receive(_ input: Value) -> Subscribers.Demand {
        values.append(input)
        return .none
    }
    func receive(completion: Subscribers.Completion<Never>) {}
    func request(_ demand: Subscribers.Demand) { subscription?.request(demand) }
    func cancel() { subscription?.cancel() }
}
