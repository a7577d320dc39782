/// What a button means on its screen, which a host draws and acts on (SwiftUI's `ButtonRole`
/// and `.keyboardShortcut(.defaultAction)`), so a host never guesses from the buttons' order.
///
/// The web host makes the ``primary`` button of a screen with text fields its form's submit
/// button: Enter in a field taps it, and only while it is enabled.
public enum ButtonRole: String, Sendable, Equatable, Codable, CaseIterable {
    /// An ordinary button (what a button is unless it says otherwise).
    case standard
    /// The screen's main action (`Sign up`, `Save`): what Enter in a field performs.
    case primary
    /// Leaving without doing anything (`Cancel`).
    case cancel
    /// An action that destroys data or cannot be undone (`Log out`, `Delete`).
    case destructive
}
