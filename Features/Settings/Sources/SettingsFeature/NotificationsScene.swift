import NanoCore
import NanoUI

/// The notifications screen: ``NotificationsView`` bound to ``NotificationsViewModel``, titled "Notifications".
final class NotificationsScene: NanoViewController<NotificationsView> {
    /// Title "Notifications".
    override class var config: ControllerConfig {
        ControllerConfig(title: "Notifications")
    }
}
