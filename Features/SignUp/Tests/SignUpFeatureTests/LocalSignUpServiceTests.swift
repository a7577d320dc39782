import Foundation
import NanoDI
import NanoReactive
import NanoTesting
import SessionInterface
import Testing

@testable import SignUpFeature

@MainActor
struct LocalSignUpServiceTests {
    let clock = TestClock()
    let dates = FixedDateProvider()

    func service(latency: Duration = .milliseconds(300)) -> LocalSignUpService {
        LocalSignUpService(clock: clock, latency: latency, dateProvider: dates)
    }

    /// Subscribes and records what the publisher delivers.
    final class Recorder {
        var values: [Session] = []
        var completion: Subscribers.Completion<SignUpError>?
        var subscription: AnyCancellable?
        init(_ publisher: AnyPublisher<Session, SignUpError>) {
            subscription = publisher.sink(
                receiveCompletion: { [unowned self] in completion = $0 },
                receiveValue: { [unowned self] in values.append($0) })
        }
    }

    @Test func completesAfterTheLatencyOnTheClockNotBefore() {
        let recorder = Recorder(service().signUp(SignUpForm(name: "Ada", email: "ada@example.com")))
        clock.advance(by: .milliseconds(299))
        #expect(recorder.values.isEmpty)
        #expect(recorder.completion == nil)
        dates.advance(by: .seconds(60))
        clock.advance(by: .milliseconds(1))
        #expect(
            recorder.values == [Session(name: "Ada", email: "ada@example.com", signedInAt: dates.now)],
            "the session is dated when the request completes")
        #expect(recorder.completion == .finished)
        #expect(clock.pendingCount == 0)
    }

    @Test func trimsWhatItStores() {
        let recorder = Recorder(service().signUp(SignUpForm(name: "  Ada ", email: " ada@example.com ")))
        clock.advance(by: .seconds(1))
        #expect(recorder.values.map(\.name) == ["Ada"])
        #expect(recorder.values.map(\.email) == ["ada@example.com"])
    }

    @Test(arguments: ["taken@example.com", "Taken@test.org", "TAKEN@example.co.uk", " taken@example.com "])
    func anEmailWhoseLocalPartIsTakenIsAlreadyRegistered(_ email: String) {
        let recorder = Recorder(service().signUp(SignUpForm(name: "Ada", email: email)))
        clock.advance(by: .milliseconds(299))
        #expect(recorder.completion == nil, "failures take the latency too")
        clock.advance(by: .milliseconds(1))
        #expect(recorder.values.isEmpty)
        #expect(recorder.completion == .failure(.emailTaken))
    }

    @Test(arguments: ["mistaken@example.com", "taken.not@example.com", "ada@taken.com"])
    func onlyTheExactLocalPartIsTaken(_ email: String) {
        let recorder = Recorder(service().signUp(SignUpForm(name: "Ada", email: email)))
        clock.advance(by: .seconds(1))
        #expect(recorder.values.count == 1)
        #expect(recorder.completion == .finished)
    }

    @Test func checksTheFormItself() {
        let noName = Recorder(service().signUp(SignUpForm(name: "  ", email: "ada@example.com")))
        let badEmail = Recorder(service().signUp(SignUpForm(name: "Ada", email: "ada@example")))
        clock.advance(by: .seconds(1))
        #expect(noName.completion == .failure(.missingName))
        #expect(badEmail.completion == .failure(.invalidEmail))
    }
}
