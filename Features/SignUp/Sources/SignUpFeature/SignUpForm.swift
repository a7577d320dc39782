/// What the person typed into the sign-up form, as typed.
///
/// The form is valid when the name has something other than whitespace and the email follows
/// ``EmailValidation``. ``submission`` is what is sent: the name trimmed, the email
/// normalized.
struct SignUpForm: Sendable, Equatable {
    /// The name field's text.
    var name: String
    /// The email field's text.
    var email: String

    /// Creates a form (empty by default).
    init(name: String = "", email: String = "") {
        self.name = name
        self.email = email
    }

    /// The name without surrounding whitespace.
    var trimmedName: String { name.trimmingWhitespace }

    /// The email without surrounding whitespace.
    var normalizedEmail: String { EmailValidation.normalized(email) }

    /// Whether the email is worth submitting.
    var isEmailValid: Bool { EmailValidation.isValid(email) }

    /// Whether the form can be submitted: a name and a valid email.
    var isValid: Bool { !trimmedName.isEmpty && isEmailValid }

    /// Whether the "enter a valid email" hint shows: something was typed and it is invalid.
    var showsEmailHint: Bool { !normalizedEmail.isEmpty && !isEmailValid }

    /// The form as it is sent to the service: name trimmed, email normalized.
    var submission: SignUpForm { SignUpForm(name: trimmedName, email: normalizedEmail) }
}
