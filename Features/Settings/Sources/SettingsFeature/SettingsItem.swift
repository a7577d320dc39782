/// The rows of the settings list, each opening its own screen at `settings/<rawValue>`.
public enum SettingsItem: String, CaseIterable, Sendable, Equatable {
    /// Notifications on or off.
    case notifications
    /// System, light or dark.
    case appearance
    /// The signed-in name and email.
    case profile
    /// The app's version (shown modally).
    case about

    /// The row's title: "Notifications", "Appearance", "Profile", "About".
    public var title: String {
        switch self {
        case .notifications: "Notifications"
        case .appearance: "Appearance"
        case .profile: "Profile"
        case .about: "About"
        }
    }

    /// The path of the item's screen: `settings/notifications`, ...
    public var link: String { "settings/\(rawValue)" }
}
