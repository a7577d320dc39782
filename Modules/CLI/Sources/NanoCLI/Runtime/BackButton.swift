import NanoNavigation
import NanoUI

/// The back button's control id. The title bar draws the back button as `‹ back`, and
/// `tap back` does what the `back` command does — unless the screen has its own control with
/// that id, which wins.
extension SessionRunner {
    /// The id of the drawn back button.
    static let backButtonID = "back"

    /// Taps control `id`, or goes back when `id` is the back button's and the screen has no
    /// control of that name.
    func tapOrGoBack(_ id: String) throws(CommandLineError) {
        if id == Self.backButtonID, runtime.app.navigationStack.visibleScene?.control(withID: id) == nil {
            try navigate { stack throws(UserActionError) in try stack.goBack() }
        } else {
            try runtime.perform(.tap, on: id)
        }
    }
}
