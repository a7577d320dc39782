import NanoNavigation

/// The profile screen: ``ProfileView`` bound to ``ProfileViewModel``, titled "Profile".
public final class ProfileScene: NanoViewController<ProfileView> {
    /// Title "Profile".
    override public class var config: ControllerConfig {
        ControllerConfig(title: "Profile")
    }
}
