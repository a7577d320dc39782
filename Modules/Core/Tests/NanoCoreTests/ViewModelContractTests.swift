import NanoCore
import NanoReactive
import Testing

/// A view model that forgot `override func transform`: it compiles, and must never run.
final class ForgetfulViewModel: AbstractViewModel<Void, Void, Never> {}

/// A view model whose side effects come from a trailing closure with `if` and `for`.
final class ChattyViewModel: AbstractViewModel<[AnyPublisher<Int, Never>], Void, Int> {
    let forwardsEverything: Bool

    init(forwardsEverything: Bool) {
        self.forwardsEverything = forwardsEverything
    }

    override func transform(input: Input) -> Output<Void, Int> {
        let navigator = Navigator<Int>()
        return Output(publishers: (), navigation: navigator.navigation) {
            if forwardsEverything {
                for source in input.fromView { source.sink { navigator.next($0) } }
            } else if let first = input.fromView.first {
                first.sink { navigator.next($0) }
            }
        }
    }
}

@MainActor
struct ViewModelContractTests {
    @Test func theTrailingClosureKeepsEverySubscriptionItStatesAndOnlyThose() {
        let sources = [PassthroughSubject<Int, Never>(), PassthroughSubject<Int, Never>()]
        let events = ControllerEvents()
        for (forwardsEverything, expected) in [(true, [1, 2]), (false, [1])] {
            let output = ChattyViewModel(forwardsEverything: forwardsEverything)
                .transform(
                    input: .init(fromView: sources.map { $0.eraseToAnyPublisher() }, fromController: events.input))
            var steps: [Int] = []
            let observation = output.navigation.sink { steps.append($0) }
            #expect(output.subscriptions.count == expected.count)
            sources[0].send(1)
            sources[1].send(2)
            #expect(steps == expected)
            output.subscriptions.forEach { $0.cancel() }
            sources[0].send(3)
            #expect(steps == expected, "cancelled subscriptions forward nothing")
            observation.cancel()
        }
    }

    @Test func anOutputWithoutNavigationNeverSendsAStep() {
        let output = Output<Int, Never>(publishers: 7)
        var completed = false
        let observation = output.navigation.sink(receiveCompletion: { _ in completed = true }, receiveValue: { _ in })
        #expect(output.publishers == 7)
        #expect(output.subscriptions.isEmpty)
        #expect(completed, "an empty navigation finishes at once")
        observation.cancel()
    }

    @Test func theMissingTransformMessageNamesTheClassAndTheFix() {
        let message = AbstractViewModelMessage.missingTransform(ForgetfulViewModel.self)
        #expect(message.hasPrefix("ForgetfulViewModel does not override transform(input:)"))
        #expect(message.contains("override func transform(input: Input)"))
    }

    #if !os(Windows)
        @Test func aViewModelWithoutTransformStopsOnFirstUseNamingItsClass() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    let events = ControllerEvents()
                    _ = ForgetfulViewModel().transform(input: .init(fromView: (), fromController: events.input))
                }
            }
            let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(stderr.contains("ForgetfulViewModel does not override transform(input:)"))
        }
    #endif
}
