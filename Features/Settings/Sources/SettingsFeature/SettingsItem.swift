/// The rows of the settings list, each opening its own screen at `settings/<rawValue>`.
enum SettingsItem: String, CaseIterable, Sendable, Equatable {
    /// Notifications on or off.
    case notifications
    /// System, light or dark.
    case appearance
    /// The signed-in name and email.
    case profile
    /// The app's version (shown modally).
    case about

    /// The row's title: "Notifications", "Appearance", "Profile", "About".
    var title: String {
        switch self {
        case .notifications: "Notifications"
        case .appearance: "Appearance"
        case .profile: "Profile"
        case .about: "About"
        }
    }
}
