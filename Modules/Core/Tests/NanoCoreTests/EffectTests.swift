import NanoCore
import NanoReactive
import Testing

/// Records what an effect's work saw, from whichever thread it runs on.
private actor Probe {
    private(set) var events: [String] = []
    func record(_ event: String) { events.append(event) }
}

private struct Failed: Error, Equatable {}

/// Waits (yielding, at most about a second) until `condition` holds.
@MainActor
func eventually(_ condition: @MainActor () async -> Bool) async -> Bool {
    for _ in 0..<200 {
        if await condition() { return true }
        try? await Task.sleep(for: .milliseconds(5))
    }
    return await condition()
}

@MainActor
@Suite(.serialized)
struct EffectTests {
    @Test func aTaskEffectDeliversItsValueThenFinishesOnTheMainActor() async {
        var received: [Int] = []
        var finished = false
        let subscription = Effect.task { 6 * 7 }.sink(
            receiveCompletion: { _ in
                MainActor.assertIsolated()
                finished = true
            },
            receiveValue: {
                MainActor.assertIsolated()
                received.append($0)
            })
        #expect(await eventually { finished })
        #expect(received == [42])
        subscription.cancel()
    }

    @Test func aThrownErrorIsTheFailureTypedAsTheClosureThrowsIt() async {
        var failure: Failed?
        let subscription = Effect<Int, Failed>.task { () throws(Failed) -> Int in throw Failed() }
            .sink(
                receiveCompletion: { if case .failure(let error) = $0 { failure = error } },
                receiveValue: { _ in })
        #expect(await eventually { failure != nil })
        #expect(failure == Failed())
        subscription.cancel()
    }

    @Test func runSendsEveryValueInOrder() async {
        var received: [String] = []
        var finished = false
        let subscription = Effect<String, Never>.run { send in
            for word in ["a", "b", "c"] { await send(word) }
        }
        .sink(receiveCompletion: { _ in finished = true }, receiveValue: { received.append($0) })
        #expect(await eventually { finished })
        #expect(received == ["a", "b", "c"])
        subscription.cancel()
    }

    @Test func nothingRunsBeforeSubscription() async throws {
        let probe = Probe()
        let effect = Effect.task { await probe.record("ran") }
        try await Task.sleep(for: .milliseconds(20))
        #expect(await probe.events.isEmpty)
        let subscription = effect.sink { _ in }
        #expect(await eventually { await probe.events == ["ran"] })
        subscription.cancel()
    }

    @Test func cancellingTheSubscriptionCancelsTheTaskAndDeliversNothing() async {
        let probe = Probe()
        let before = RunningEffects.count
        var received: [Int] = []
        let subscription = Effect<Int, any Error>.task {
            await probe.record("started")
            do {
                try await Task.sleep(for: .seconds(3600))
            } catch {
                await probe.record("cancelled: \(error is CancellationError)")
                throw error
            }
            return 1
        }
        .sink(receiveCompletion: { _ in received.append(-1) }, receiveValue: { received.append($0) })
        #expect(await eventually { await probe.events == ["started"] })
        // RunningEffects counts the whole process's tasks, and other suites' effects start and
        // end meanwhile (this one is serialized, they are not): bounds, not exact values (an exact
        // `before + 1` failed under ThreadSanitizer on a loaded machine when another suite's
        // effect ended in between).
        #expect(RunningEffects.count >= 1, "the running task is counted")
        subscription.cancel()
        #expect(await eventually { await probe.events == ["started", "cancelled: true"] })
        #expect(await eventually { RunningEffects.count <= before }, "the task has really stopped")
        #expect(received.isEmpty, "no value and no completion after cancel")
    }

    @Test func flatMapLatestCancelsThePreviousRequest() async {
        let probe = Probe()
        let trigger = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let subscription = trigger.flatMapLatest { page in
            Effect<Int, Never>.task {
                await probe.record("start \(page)")
                if page == 1 {
                    try? await Task.sleep(for: .seconds(3600))
                    await probe.record("end \(page) cancelled: \(Task.isCancelled)")
                }
                return page
            }
        }
        .sink { received.append($0) }
        trigger.send(1)
        #expect(await eventually { await probe.events == ["start 1"] })
        trigger.send(2)
        #expect(await eventually { received == [2] })
        #expect(await eventually { await probe.events.contains("end 1 cancelled: true") })
        subscription.cancel()
    }

    @Test func anActivityIndicatorCountsTheEffectUntilItIsCancelled() async {
        let loading = ActivityIndicator()
        let subscription = Effect<Int, any Error>.task {
            try await Task.sleep(for: .seconds(3600))
            return 1
        }
        .trackActivity(loading)
        .sink(receiveCompletion: { _ in }, receiveValue: { _ in })
        #expect(loading.isActive)
        subscription.cancel()
        #expect(await eventually { !loading.isActive })
    }

    @Test func anErrorTrackerSeesTheFailure() async {
        let errors = ErrorTracker()
        var seen: [String] = []
        let tracking = errors.asPublisher().sink { seen.append("\($0)") }
        let subscription = Effect<Int, Failed>.task { () throws(Failed) -> Int in throw Failed() }
            .trackError(errors)
            .replaceErrorWithEmpty()
            .sink { _ in }
        #expect(await eventually { seen == ["Failed()"] })
        subscription.cancel()
        tracking.cancel()
    }
}
