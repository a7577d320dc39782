import NanoCore
import NanoUI

/// The profile screen: ``ProfileView`` bound to ``ProfileViewModel``, titled "Profile".
final class ProfileScene: NanoViewController<ProfileView>, ControllerConfigProviding {
    /// Title "Profile".
    static let config = ControllerConfig(title: "Profile")
}
