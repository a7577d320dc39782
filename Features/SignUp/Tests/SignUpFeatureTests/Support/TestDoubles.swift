import Foundation
import NanoDI
import NanoReactive
import NanoTesting
import SessionInterface

@testable import SignUpFeature

/// A sign-up service that records every request and answers like ``LocalSignUpService`` on a
/// test clock (300 ms), unless told to fail at once.
@MainActor
final class SpySignUpService: SignUpService {
    static let latency: Duration = .milliseconds(300)

    let clock: TestClock
    let dates: FixedDateProvider
    /// Every form the service received, in order.
    private(set) var requests: [SignUpForm] = []
    /// When set, every request fails with it immediately.
    var immediateFailure: SignUpError?
    private let local: LocalSignUpService

    init(clock: TestClock = TestClock(), dates: FixedDateProvider = FixedDateProvider()) {
        self.clock = clock
        self.dates = dates
        local = LocalSignUpService(clock: clock, latency: Self.latency, dateProvider: dates)
    }

    func signUp(_ form: SignUpForm) -> AnyPublisher<Session, SignUpError> {
        requests.append(form)
        if let immediateFailure { return Fail(error: immediateFailure).eraseToAnyPublisher() }
        return local.signUp(form)
    }
}
