import NanoReactive
import SessionInterface

/// Creates accounts. The sign-up screen talks to it only through this protocol, so the app
/// can use ``LocalSignUpService`` (no network) and a test can use a double.
///
/// ```swift
/// service.signUp(SignUpForm(name: "Ada", email: "ada@example.com"))
///     .sink(receiveCompletion: { ... }, receiveValue: { session in ... })
/// ```
@MainActor
protocol SignUpService: AnyObject {
    /// Creates an account for `form` (already trimmed and normalized) and returns the signed-in
    /// session. The publisher does its work when subscribed, emits one session and finishes,
    /// or fails with a ``SignUpError``; cancelling it abandons the request. It delivers on the
    /// main actor.
    func signUp(_ form: SignUpForm) -> AnyPublisher<Session, SignUpError>
}
