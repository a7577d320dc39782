import NanoCore
import NanoUI

/// The sign-up screen: ``SignUpView`` bound to ``SignUpViewModel``, titled "Sign up", with no
/// back button (it is a flow root: nothing lies beneath it).
final class SignUpScene: NanoViewController<SignUpView>, ControllerConfigProviding {
    /// Title "Sign up", back button hidden.
    static let config = ControllerConfig(title: "Sign up", hidesBackButton: true)
}
