import NanoStrings

/// Every text the Settings feature shows, in English (the base) and German: screen titles,
/// row titles and values, labels, buttons, placeholders and error toasts. A view model is given
/// `Strings<SettingsText>` in the app's language; `SettingsTextTests` checks that every key has
/// every language's text.
enum SettingsText: String, StringKey {
    case listTitle, notifications, appearance, profile, about
    case on, off, system, light, dark
    case notificationsSaveFailed, appearanceSaveFailed
    case notSignedIn, edit
    case editProfileTitle, name, email, save, cancel, nothingToEdit, profileSaveFailed
    case saveNeedsValidValues, saveNeedsChange
    case done

    /// English and German.
    static let table = StringTable<SettingsText>(
        [
            .listTitle: "Settings", .notifications: "Notifications", .appearance: "Appearance",
            .profile: "Profile", .about: "About",
            .on: "On", .off: "Off", .system: "System", .light: "Light", .dark: "Dark",
            .notificationsSaveFailed: "Could not save notifications: {1}",
            .appearanceSaveFailed: "Could not save appearance: {1}",
            .notSignedIn: "Not signed in", .edit: "Edit",
            .editProfileTitle: "Edit profile", .name: "Name", .email: "Email", .save: "Save", .cancel: "Cancel",
            .nothingToEdit: "Not signed in: nothing to edit", .profileSaveFailed: "Could not save the profile: {1}",
            .saveNeedsValidValues: "Enter a name and a valid email address to save.",
            .saveNeedsChange: "Change the name or email to save.",
            .done: "Done",
        ],
        translations: [
            .german: [
                .listTitle: "Einstellungen", .notifications: "Mitteilungen", .appearance: "Erscheinungsbild",
                .profile: "Profil", .about: "Über Nano",
                .on: "Ein", .off: "Aus", .system: "System", .light: "Hell", .dark: "Dunkel",
                .notificationsSaveFailed: "Mitteilungen konnten nicht gespeichert werden: {1}",
                .appearanceSaveFailed: "Erscheinungsbild konnte nicht gespeichert werden: {1}",
                .notSignedIn: "Nicht angemeldet", .edit: "Bearbeiten",
                .editProfileTitle: "Profil bearbeiten", .name: "Name", .email: "E-Mail", .save: "Sichern",
                .cancel: "Abbrechen", .nothingToEdit: "Nicht angemeldet: nichts zu bearbeiten",
                .profileSaveFailed: "Das Profil konnte nicht gespeichert werden: {1}",
                .saveNeedsValidValues: "Zum Sichern einen Namen und eine gültige E-Mail-Adresse eingeben.",
                .saveNeedsChange: "Erst nach einer Änderung kann gesichert werden.",
                .done: "Fertig",
            ]
        ])
}
