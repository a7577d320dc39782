/// What a text field holds (UIKit's `UITextContentType`), so a host can offer what it knows
/// (a browser's autofill, a keyboard's suggestions). The web host writes it as the field's
/// `autocomplete` token (``autocomplete``); a field without one gets `autocomplete="off"`.
public enum TextContentType: String, Sendable, Equatable, Codable, CaseIterable {
    /// A person's full name (`name`).
    case name
    /// A given name (`given-name`).
    case givenName
    /// A family name (`family-name`).
    case familyName
    /// An email address (`email`).
    case email
    /// A user name for signing in (`username`).
    case username
    /// The password of an existing account (`current-password`).
    case password
    /// A password being chosen (`new-password`).
    case newPassword
    /// A code sent to the person to sign in (`one-time-code`).
    case oneTimeCode
    /// A telephone number (`tel`).
    case telephoneNumber
    /// A web address (`url`).
    case url
    /// A postal code (`postal-code`).
    case postalCode

    /// The HTML `autocomplete` token for this content (`given-name`, `current-password`, …).
    public var autocomplete: String {
        switch self {
        case .name: "name"
        case .givenName: "given-name"
        case .familyName: "family-name"
        case .email: "email"
        case .username: "username"
        case .password: "current-password"
        case .newPassword: "new-password"
        case .oneTimeCode: "one-time-code"
        case .telephoneNumber: "tel"
        case .url: "url"
        case .postalCode: "postal-code"
        }
    }
}
