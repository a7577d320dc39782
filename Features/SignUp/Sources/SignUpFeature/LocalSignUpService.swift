import NanoCore
import NanoDI
import NanoReactive
import SessionInterface

/// The app's sign-up service: no network, just a simulated request on the app's clock.
///
/// Every request completes `latency` after it is subscribed (on the ``NanoClock``, so a test
/// moves time with `TestClock.advance(by:)` instead of waiting). The rules:
/// - an email whose local part is `taken` (any case: `taken@example.com`,
///   `Taken@test.org`) fails with ``SignUpError/emailTaken`` — use it to see the error path;
/// - an empty name fails with ``SignUpError/missingName``, an email that breaks
///   ``EmailValidation`` with ``SignUpError/invalidEmail``;
/// - anything else succeeds with a ``Session`` for the (trimmed) name and email, signed in at
///   the ``DateProvider``'s date when the request completes.
@MainActor
final class LocalSignUpService: SignUpService {
    /// The local part of the emails that count as already registered.
    static let takenLocalPart = "taken"

    private let clock: any NanoClock
    private let latency: Duration
    private let dateProvider: any DateProvider

    /// Creates the service.
    /// - Parameters:
    ///   - clock: the clock the simulated latency runs on.
    ///   - latency: how long each request takes.
    ///   - dateProvider: dates the sessions.
    init(clock: any NanoClock, latency: Duration = .milliseconds(300), dateProvider: any DateProvider) {
        self.clock = clock
        self.latency = latency
        self.dateProvider = dateProvider
    }

    /// Signs up after the latency, following the rules above.
    func signUp(_ form: SignUpForm) -> AnyPublisher<Session, SignUpError> {
        let submission = form.submission
        let dateProvider = self.dateProvider
        return clock.after(latency)
            .setFailureType(to: SignUpError.self)
            .flatMap { Self.outcome(for: submission, dateProvider: dateProvider).publisher }
            .eraseToAnyPublisher()
    }

    private static func outcome(for form: SignUpForm, dateProvider: any DateProvider) -> Result<Session, SignUpError> {
        if form.trimmedName.isEmpty { return .failure(.missingName) }
        if !form.isEmailValid { return .failure(.invalidEmail) }
        if EmailValidation.localPart(of: form.email).lowercased() == takenLocalPart { return .failure(.emailTaken) }
        return .success(Session(name: form.trimmedName, email: form.normalizedEmail, signedInAt: dateProvider.now))
    }
}
