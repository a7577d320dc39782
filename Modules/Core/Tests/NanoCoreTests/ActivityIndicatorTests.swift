import NanoCore
import NanoReactive
import Testing

struct JobFailed: Error, Equatable {}

@MainActor
struct ActivityIndicatorTests {
    @Test func overlappingJobsKeepLoadingTrueUntilTheLastEnds() {
        let indicator = ActivityIndicator()
        var states: [Bool] = []
        let observation = indicator.asPublisher().sink { states.append($0) }
        let first = PassthroughSubject<Int, Never>()
        let second = PassthroughSubject<Int, Never>()

        let a = first.trackActivity(indicator).sink { _ in }
        let b = second.trackActivity(indicator).sink { _ in }
        #expect(indicator.activeCount == 2)

        first.send(completion: .finished)
        #expect(indicator.isActive, "the seed flipped to false here")
        second.send(completion: .finished)
        #expect(!indicator.isActive)
        #expect(states == [false, true, false])
        _ = (a, b, observation)
    }

    @Test func failureAndCancellationEachEndAJobOnce() {
        let indicator = ActivityIndicator()
        let failing = PassthroughSubject<Int, JobFailed>()
        let cancelled = PassthroughSubject<Int, Never>()
        let a = failing.trackActivity(indicator).sink(receiveCompletion: { _ in }, receiveValue: { _ in })
        let b = cancelled.trackActivity(indicator).sink { _ in }
        failing.send(completion: .failure(JobFailed()))
        #expect(indicator.activeCount == 1)
        b.cancel()
        b.cancel()
        #expect(indicator.activeCount == 0, "a second cancel must not count down again")
        a.cancel()
        #expect(indicator.activeCount == 0)
    }

    @Test func synchronousPublishersCountAndFinish() {
        let indicator = ActivityIndicator()
        var values: [Int] = []
        let subscription = Just(7).trackActivity(indicator).sink { values.append($0) }
        #expect(values == [7])
        #expect(!indicator.isActive)
        subscription.cancel()
    }
}

@MainActor
struct ErrorTrackerTests {
    @Test func failuresAreReportedAndEventsPassThrough() {
        let tracker = ErrorTracker()
        var errors: [any Error] = []
        let observation = tracker.asPublisher().sink { errors.append($0) }
        let source = PassthroughSubject<Int, JobFailed>()
        var values: [Int] = []
        var completion: Subscribers.Completion<JobFailed>?
        let subscription = source.trackError(tracker)
            .sink(receiveCompletion: { completion = $0 }, receiveValue: { values.append($0) })
        source.send(1)
        source.send(completion: .failure(JobFailed()))
        #expect(values == [1])
        #expect(errors.count == 1)
        #expect(errors.first as? JobFailed == JobFailed())
        #expect(completion == .failure(JobFailed()))
        _ = (observation, subscription)
    }

    @Test func successfulCompletionReportsNothing() {
        let tracker = ErrorTracker()
        var count = 0
        let observation = tracker.asPublisher().sink { _ in count += 1 }
        let subscription = Just(1).setFailureType(to: JobFailed.self).trackError(tracker)
            .sink(receiveCompletion: { _ in }, receiveValue: { _ in })
        #expect(count == 0)
        _ = (observation, subscription)
    }
}
