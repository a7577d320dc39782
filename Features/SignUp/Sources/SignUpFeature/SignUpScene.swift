import NanoCore
import NanoUI

/// The sign-up screen: ``SignUpView`` bound to ``SignUpViewModel``, titled "Sign up", with no
/// back button (it is a flow root: nothing lies beneath it).
final class SignUpScene: NanoViewController<SignUpView> {
    /// Title "Sign up", back button hidden.
    override class var config: ControllerConfig {
        ControllerConfig(title: "Sign up", hidesBackButton: true)
    }
}
