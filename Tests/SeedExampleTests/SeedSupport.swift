// What seed 000's inline example uses but does not define, written as in its demo app
// (Examples/SignUpDemo: a user model and a sign-up service protocol).
import Foundation
import NanoReactive

/// The account a sign-up creates.
public struct SignedUpUser: Sendable, Equatable {
    /// The name the person typed.
    public let name: String
    /// The email the person typed.
    public let email: String
}

/// Creates accounts; the example's view model calls it on submit.
@MainActor
public protocol SignUpServicing {
    /// Signs up `name` with `email`; the publisher emits the new user once.
    func signUp(name: String, email: String) -> AnyPublisher<SignedUpUser, Never>
}
