import NanoUI

/// The notifications screen: ``NotificationsView`` bound to ``NotificationsViewModel``, which
/// titles it ("Notifications") in the app's language.
final class NotificationsScene: NanoViewController<NotificationsView> {}
