import NanoStrings

/// Every text the home screen shows, in English (the base) and German: its title, the welcome,
/// the buttons and the log-out error. `HomeTextTests` checks that every key has both.
enum HomeText: String, StringKey {
    case title, welcome, welcomeName, settings, logOut, logOutFailed

    /// English and German.
    static let table = StringTable<HomeText>(
        [
            .title: "Home", .welcome: "Welcome", .welcomeName: "Welcome, {1}", .settings: "Settings",
            .logOut: "Log out", .logOutFailed: "Could not log out: {1}",
        ],
        translations: [
            .german: [
                .title: "Start", .welcome: "Willkommen", .welcomeName: "Willkommen, {1}", .settings: "Einstellungen",
                .logOut: "Abmelden", .logOutFailed: "Abmelden fehlgeschlagen: {1}",
            ]
        ])
}
