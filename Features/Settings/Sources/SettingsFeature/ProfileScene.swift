import NanoCore
import NanoUI

/// The profile screen: ``ProfileView`` bound to ``ProfileViewModel``, titled "Profile".
final class ProfileScene: NanoViewController<ProfileView> {
    /// Title "Profile".
    override class var config: ControllerConfig {
        ControllerConfig(title: "Profile")
    }
}
