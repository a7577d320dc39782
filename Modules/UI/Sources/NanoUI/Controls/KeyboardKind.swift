/// The keyboard a text field asks for (UIKit's `UIKeyboardType`, reduced to what a headless
/// platform can tell apart).
public enum KeyboardKind: String, Sendable, Equatable, Codable, CaseIterable {
    /// The default keyboard.
    case `default`
    /// An email-address keyboard.
    case email
    /// A number pad.
    case number
    /// A phone pad.
    case phone
    /// A URL keyboard.
    case url
}
