import NanoStrings
import NanoUI

/// The framework's string table: the words the hosts draw around the features' screens
/// (NanoUI's `ContainerTexts`: an alert box's name and role marks, the `OK` of an alert given
/// no actions, back buttons, a list's empty and refreshing states, the web page's hidden labels
/// and error block), in English and German. `AppRuntime` registers `texts(in:)` for its
/// language, so `--locale de` and a German browser see `Hinweis`, `Zurück zu Einstellungen`.
enum ContainerText: String, StringKey {
    case alert, confirm, cancelRole, destructiveRole, ok, back, backTo, tabs, loading, noRows, noRowsNote
    case noControlsNote, refresh, refreshing, selected, disabled, starting, needsJavaScript, thenOpens
    case pageNotFound, linkCannotBeOpened, somethingWentWrong, reconnecting, notConfirmed

    /// English (the base, `ContainerTexts/english`'s words) and German.
    static let table = StringTable<ContainerText>(
        [
            .alert: "Alert", .confirm: "Confirm", .cancelRole: "cancel", .destructiveRole: "destructive", .ok: "OK",
            .back: "Back", .backTo: "Back to {1}", .tabs: "Tabs", .loading: "Loading", .noRows: "No rows",
            .noRowsNote: "no rows", .noControlsNote: "no controls", .refresh: "Refresh", .refreshing: "Refreshing",
            .selected: "Selected", .disabled: "disabled", .starting: "Starting",
            .needsJavaScript: "This app needs JavaScript to respond.", .thenOpens: "Then opens",
            .pageNotFound: "Page not found", .linkCannotBeOpened: "This link cannot be opened",
            .somethingWentWrong: "Something went wrong", .reconnecting: "Connection lost. Reconnecting",
            .notConfirmed: "Reconnected. Your last change may not have been saved: check it.",
        ],
        translations: [
            .german: [
                .alert: "Hinweis", .confirm: "Bestätigen", .cancelRole: "abbrechen", .destructiveRole: "destruktiv",
                .ok: "OK", .back: "Zurück", .backTo: "Zurück zu {1}", .tabs: "Tabs", .loading: "Wird geladen",
                .noRows: "Keine Zeilen", .noRowsNote: "keine Zeilen", .noControlsNote: "keine Bedienelemente",
                .refresh: "Aktualisieren", .refreshing: "Wird aktualisiert", .selected: "Ausgewählt",
                .disabled: "deaktiviert", .starting: "Wird gestartet",
                .needsJavaScript: "Diese App braucht JavaScript, um zu reagieren.", .thenOpens: "Danach öffnet sich",
                .pageNotFound: "Seite nicht gefunden", .linkCannotBeOpened: "Dieser Link kann nicht geöffnet werden",
                .somethingWentWrong: "Etwas ist schiefgelaufen",
                .reconnecting: "Verbindung verloren. Neu verbinden",
                .notConfirmed: "Wieder verbunden. Die letzte Änderung wurde vielleicht nicht gespeichert.",
            ]
        ])

    /// The table's words in `language` (the base language's for a key it lacks).
    static func texts(in language: Language) -> ContainerTexts {
        let text = Strings<ContainerText>(language)
        return ContainerTexts(
            alert: text[.alert], confirm: text[.confirm], cancelRole: text[.cancelRole],
            destructiveRole: text[.destructiveRole], ok: text[.ok], back: text[.back], backTo: text[.backTo],
            tabs: text[.tabs], loading: text[.loading], noRows: text[.noRows], noRowsNote: text[.noRowsNote],
            noControlsNote: text[.noControlsNote], refresh: text[.refresh], refreshing: text[.refreshing],
            selected: text[.selected], disabled: text[.disabled], starting: text[.starting],
            needsJavaScript: text[.needsJavaScript], thenOpens: text[.thenOpens], pageNotFound: text[.pageNotFound],
            linkCannotBeOpened: text[.linkCannotBeOpened], somethingWentWrong: text[.somethingWentWrong],
            reconnecting: text[.reconnecting], notConfirmed: text[.notConfirmed])
    }
}
