import NanoContract
import SessionInterface

/// The Settings feature's routes, each declared once: ``SettingsPlugin`` registers them and the
/// flow's screens record their links from them. The list's route, `settings`, is
/// SessionInterface's `Route.settings`, which Home opens.
enum SettingsRoutes {
    /// `settings`: the list.
    static let list = Route.settings
    /// `settings/notifications`: the notifications switch.
    static let notifications = Route("settings/notifications")
    /// `settings/appearance`: the appearance choices.
    static let appearance = Route("settings/appearance")
    /// `settings/appearance/:mode(enum: system|light|dark)`: stores the mode, then the choices.
    static let appearanceMode = appearance.appending(.enumeration("mode", Appearance.self))
    /// `settings/profile`: the signed-in name and email.
    static let profile = Route("settings/profile")
    /// `settings/profile/edit`: editing them, a child flow above the profile.
    static let editProfile = Route("settings/profile/edit")
    /// `settings/about`: the version, presented modally.
    static let about = Route("settings/about")
}
