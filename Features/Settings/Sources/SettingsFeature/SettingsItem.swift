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

    /// The row's title in ``SettingsText``: "Notifications", "Appearance", "Profile", "About".
    var title: SettingsText {
        switch self {
        case .notifications: .notifications
        case .appearance: .appearance
        case .profile: .profile
        case .about: .about
        }
    }
}
