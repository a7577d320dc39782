import NanoCore
import NanoUI

/// The notifications screen: ``NotificationsView`` bound to ``NotificationsViewModel``, titled "Notifications".
final class NotificationsScene: NanoViewController<NotificationsView>, ControllerConfigProviding {
    /// Title "Notifications".
    static let config = ControllerConfig(title: "Notifications")
}
