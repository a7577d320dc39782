import Dispatch
import NanoReactive
import Testing

/// `onMainActor` (and `-->`, which shares its check) runs work right away only in the main
/// actor's context; from any other thread, however often that thread asks, it hands the
/// work over instead of trapping.
@Suite("onMainActor")
@MainActor
struct OnMainActorTests {
    @Test func runsRightAwayOnTheMainActor() {
        var ran = 0
        onMainActor { ran += 1 }
        onMainActor { ran += 1 }
        #expect(ran == 2)
    }

    @Test func fromAnotherThreadItHandsEveryCallOverToTheMainActor() async throws {
        let counter = MainActorCounter()
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                // Asked twice from the same thread: the second answer is the remembered one.
                onMainActor { counter.count += 1 }
                onMainActor { counter.count += 1 }
                continuation.resume()
            }
        }
        for _ in 0..<200 where counter.count < 2 {
            try await Task.sleep(for: .milliseconds(5))
        }
        #expect(counter.count == 2)
    }
}

/// A count only the main actor touches.
@MainActor
private final class MainActorCounter: Sendable {
    var count = 0
}
