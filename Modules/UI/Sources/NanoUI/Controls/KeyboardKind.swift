/// The keyboard a text field asks for (UIKit's `UIKeyboardType`, reduced to what a headless
/// platform can tell apart).
public enum KeyboardKind: String, Sendable, Equatable, Codable, CaseIterable {
    /// Any text; what a field gets unless it says otherwise.
    case `default`
    /// An email address (UIKit's `.emailAddress`).
    case email
    /// Digits only (UIKit's `.numberPad`).
    case number
    /// A phone number (UIKit's `.phonePad`).
    case phone
    /// A web address (UIKit's `.URL`).
    case url
}
