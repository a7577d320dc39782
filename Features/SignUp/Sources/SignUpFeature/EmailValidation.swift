/// The sign-up form's email rule: deliberately simple, so a person can predict it.
///
/// After trimming surrounding spaces and newlines, an address is valid when:
/// - it contains no whitespace;
/// - it contains exactly one `@`, with at least one character before it (`local@domain`);
/// - the domain (after the `@`) contains a `.` that is neither its first nor its last
///   character, and no two dots in a row (`example.com`, not `example`, `.com`, `example.`
///   or `example..com`).
///
/// ```swift
/// EmailValidation.isValid("ada@example.com")   // true
/// EmailValidation.isValid("ada@example")       // false: no dot in the domain
/// EmailValidation.isValid("a da@example.com")  // false: a space
/// ```
///
/// It does not try to be RFC 5322: the service is where an address is really accepted.
enum EmailValidation {
    /// Whether `email` follows the rule above.
    static func isValid(_ email: String) -> Bool {
        let address = normalized(email)
        guard !address.contains(where: \.isWhitespace) else { return false }
        let parts = address.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, let local = parts.first, let domain = parts.last else { return false }
        guard !local.isEmpty, domain.contains(".") else { return false }
        return domain.first != "." && domain.last != "." && !domain.contains("..")
    }

    /// `email` without surrounding spaces and newlines: what the form submits.
    static func normalized(_ email: String) -> String {
        email.trimmingWhitespace
    }

    /// The part before the `@` of a normalized address (the whole address if it has none).
    static func localPart(of email: String) -> String {
        let address = normalized(email)
        return address.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init)
            ?? address
    }
}

extension String {
    /// The string without leading and trailing whitespace (spaces, tabs, newlines).
    var trimmingWhitespace: String {
        guard let start = firstIndex(where: { !$0.isWhitespace }),
            let end = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(self[start...end])
    }
}
