import NanoUI

/// How the app looks: following the system, or always light or dark.
///
/// Stored as its raw value (`"dark"`) under ``SettingsStore/appearanceKey``; the same raw
/// values are the choices of the `settings/appearance/:mode` route.
enum Appearance: String, CaseIterable, Sendable, Equatable {
    /// Follow the system setting (the default).
    case system
    /// Always light.
    case light
    /// Always dark.
    case dark

    /// The scheme a host draws the app in for this choice (``StoredColorScheme``).
    var colorScheme: ColorScheme {
        switch self {
        case .system: .system
        case .light: .light
        case .dark: .dark
        }
    }

    /// The name people read, in ``SettingsText``: "System", "Light", "Dark".
    var title: SettingsText {
        switch self {
        case .system: .system
        case .light: .light
        case .dark: .dark
        }
    }
}
