/// Why signing up failed. Its `description` is the error toast shown to the person.
enum SignUpError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An account with this email already exists.
    case emailTaken
    /// The name is empty (the form never submits one; a service checks anyway).
    case missingName
    /// The email does not follow ``EmailValidation`` (the form never submits one).
    case invalidEmail
    /// The account was created but the session could not be stored on this device.
    case sessionNotSaved(reason: String)
    /// The service could not be reached or failed; `reason` is shown as is.
    case unavailable(reason: String)

    /// The toast's one line for the person signing up, capitalised as the form writes it.
    var description: String {
        switch self {
        case .emailTaken: "That email is already registered"
        case .missingName: "Enter your name"
        case .invalidEmail: "Enter a valid email address"
        case .sessionNotSaved(let reason): "Signed up, but the session could not be saved: \(reason)"
        case .unavailable(let reason): "Sign-up is unavailable: \(reason)"
        }
    }
}
