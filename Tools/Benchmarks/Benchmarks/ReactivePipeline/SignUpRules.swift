/// The sign-up form's rules, shared by both versions so that only the plumbing differs.
enum SignUpRules {
    /// A name is valid when it is not empty.
    static func isValidName(_ name: String) -> Bool {
        !name.isEmpty
    }

    /// An email is valid when it contains "@" with a "." somewhere after it.
    static func isValidEmail(_ email: String) -> Bool {
        guard let at = email.firstIndex(of: "@") else { return false }
        return email[email.index(after: at)...].contains(".")
    }

    /// The text a user types, in turn into the name and the email field: the submit button
    /// flips between enabled and disabled every few events.
    static let names = ["Ada", "Ada L", "", "Grace", "Grace H", "Linus"]
    static let emails = ["ada@example", "ada@example.com", "ada@example.com", "grace", "grace@x.io", "l@k.org"]
}

/// The view's submit button: the bound target.
@MainActor
final class SubmitButton {
    var isEnabled = false
    var changes = 0
}
