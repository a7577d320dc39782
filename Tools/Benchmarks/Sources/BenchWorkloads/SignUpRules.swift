/// The sign-up form's rules, shared by both versions so that only the plumbing differs.
public enum SignUpRules {
    /// A name is valid when it is not empty.
    public static func isValidName(_ name: String) -> Bool {
        !name.isEmpty
    }

    /// An email is valid when it contains "@" with a "." somewhere after it.
    public static func isValidEmail(_ email: String) -> Bool {
        guard let at = email.firstIndex(of: "@") else { return false }
        return email[email.index(after: at)...].contains(".")
    }

    /// The text a user types, in turn into the name and the email field: the submit button
    /// flips between enabled and disabled every few events.
    public static let names = ["Ada", "Ada L", "", "Grace", "Grace H", "Linus"]
    /// The email field's text, sent after the name at the same index.
    public static let emails = ["ada@example", "ada@example.com", "ada@example.com", "grace", "grace@x.io", "l@k.org"]
}

/// The view's submit button: the bound target.
@MainActor
public final class SubmitButton {
    /// The last value applied.
    public var isEnabled = false
    /// How many values were applied: what a run reads to check the target was updated.
    public var changes = 0
}
