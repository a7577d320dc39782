import NanoNavigation

/// The notifications screen: ``NotificationsView`` bound to ``NotificationsViewModel``, titled "Notifications".
public final class NotificationsScene: NanoViewController<NotificationsView> {
    /// Title "Notifications".
    override public class var config: ControllerConfig {
        ControllerConfig(title: "Notifications")
    }
}
