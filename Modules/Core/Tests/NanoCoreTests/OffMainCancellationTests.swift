import NanoCore
import NanoReactive
import Testing

/// Cancellables are sometimes released off the main actor (a test suite's stored properties are
/// released on a global executor, for one). That must never abort the process.
@MainActor
struct OffMainCancellationTests {
    @Test func cancellingANavigationSubscriptionOffTheMainActorIsSafe() async {
        let navigator = Navigator<Int>()
        var received: [Int] = []
        nonisolated(unsafe) let subscription = navigator.navigation.sink { received.append($0) }
        navigator.next(1)
        await Task.detached { subscription.cancel() }.value
        navigator.next(2)
        #expect(received == [1])
        #expect(navigator.subscriberCount == 0)
    }

    @Test func cancellingATrackedJobOffTheMainActorEndsIt() async {
        let indicator = ActivityIndicator()
        let source = PassthroughSubject<Int, Never>()
        nonisolated(unsafe) let subscription = source.trackActivity(indicator).sink { _ in }
        #expect(indicator.isActive)
        await Task.detached { subscription.cancel() }.value
        for _ in 0..<1_000 where indicator.isActive {
            await Task.yield()
        }
        #expect(!indicator.isActive, "the job ends on the main actor once it is free")
    }
}
