/// The framework's own words on a screen, in one language: what the hosts draw around a
/// feature's controls — an alert box's name and its actions' roles, the action of an alert
/// given none, a back button, a list's empty and refreshing states, the web page's hidden
/// labels and its error block. A feature's texts come from its own string tables; these come
/// from the framework's (NanoRuntime's `ContainerText`), in the app's `Language`, and reach
/// the renderers as a value, so a rendering stays a pure function of what it is given.
///
/// ```swift
/// var options = TextRenderer.Options()
/// options.texts = app.containerTexts          // the app's language (German: "Hinweis")
/// WebScreen(layers: layers, texts: .english)  // the defaults: English
/// ```
public struct ContainerTexts: Sendable, Equatable {
    /// The text host's name of an alert's box (`┌─ Alert ─`).
    public var alert: String
    /// The text host's name of a confirmation dialog's box (`┌─ Confirm ─`).
    public var confirm: String
    /// The text host's mark of an action with the cancel role, right of its button.
    public var cancelRole: String
    /// The text host's mark of an action with the destructive role.
    public var destructiveRole: String
    /// The title of the one action an alert given no actions gets (its id stays `ok`).
    public var ok: String
    /// A back button's text when the screen below has no title (`‹ Back`).
    public var back: String
    /// A back button's accessible name, `{1}` the screen below's title (`Back to Settings`);
    /// also the web error block's home link, `{1}` the app's name.
    public var backTo: String
    /// The web tab bar's accessible name.
    public var tabs: String
    /// What a spinning activity indicator says to a screen reader on the web.
    public var loading: String
    /// A web list with no rows and no section titles.
    public var noRows: String
    /// The text host's note for a list with no rows, drawn in parentheses (`(no rows)`).
    public var noRowsNote: String
    /// The text host's note for a screen with no visible controls (`(no controls)`).
    public var noControlsNote: String
    /// A list's refresh button on the web.
    public var refresh: String
    /// A list while it refreshes (`Refreshing…`, the ellipsis added by the host).
    public var refreshing: String
    /// The accessible name of a row's checkmark on the web.
    public var selected: String
    /// The text host's mark of a disabled control, right of it.
    public var disabled: String
    /// The web page before its first screen (`Starting…`, the ellipsis added by the host).
    public var starting: String
    /// The web page's sentence when scripts are off.
    public var needsJavaScript: String
    /// Before the link a guard's flow will open next, on the web (`Then opens nvc://…`).
    public var thenOpens: String
    /// The web error block's heading for a 404.
    public var pageNotFound: String
    /// The web error block's heading for another 4xx (a link that cannot be opened).
    public var linkCannotBeOpened: String
    /// The web error block's heading for any other status.
    public var somethingWentWrong: String
    /// The web page's notice while its server is gone (`Reconnecting`, the ellipsis added by
    /// the host).
    public var reconnecting: String
    /// The web page's notice after it reconnected, when an action it had sent was never
    /// answered: it may not have been done.
    public var notConfirmed: String

    /// Texts; see each property.
    public init(
        alert: String, confirm: String, cancelRole: String, destructiveRole: String, ok: String, back: String,
        backTo: String, tabs: String, loading: String, noRows: String, noRowsNote: String, noControlsNote: String,
        refresh: String, refreshing: String, selected: String, disabled: String, starting: String,
        needsJavaScript: String, thenOpens: String, pageNotFound: String, linkCannotBeOpened: String,
        somethingWentWrong: String, reconnecting: String, notConfirmed: String
    ) {
        self.alert = alert
        self.confirm = confirm
        self.cancelRole = cancelRole
        self.destructiveRole = destructiveRole
        self.ok = ok
        self.back = back
        self.backTo = backTo
        self.tabs = tabs
        self.loading = loading
        self.noRows = noRows
        self.noRowsNote = noRowsNote
        self.noControlsNote = noControlsNote
        self.refresh = refresh
        self.refreshing = refreshing
        self.selected = selected
        self.disabled = disabled
        self.starting = starting
        self.needsJavaScript = needsJavaScript
        self.thenOpens = thenOpens
        self.pageNotFound = pageNotFound
        self.linkCannotBeOpened = linkCannotBeOpened
        self.somethingWentWrong = somethingWentWrong
        self.reconnecting = reconnecting
        self.notConfirmed = notConfirmed
    }

    /// The English texts: what every renderer shows unless given others (NanoRuntime's
    /// `ContainerText` table has the same in its base language; a test keeps them equal).
    public static let english = ContainerTexts(
        alert: "Alert", confirm: "Confirm", cancelRole: "cancel", destructiveRole: "destructive", ok: "OK",
        back: "Back", backTo: "Back to {1}", tabs: "Tabs", loading: "Loading", noRows: "No rows",
        noRowsNote: "no rows", noControlsNote: "no controls", refresh: "Refresh", refreshing: "Refreshing",
        selected: "Selected", disabled: "disabled", starting: "Starting",
        needsJavaScript: "This app needs JavaScript to respond.", thenOpens: "Then opens",
        pageNotFound: "Page not found", linkCannotBeOpened: "This link cannot be opened",
        somethingWentWrong: "Something went wrong", reconnecting: "Connection lost. Reconnecting",
        notConfirmed: "Reconnected. Your last change may not have been saved: check it.")

    /// ``backTo`` with `title` in its `{1}`: `Back to Settings`.
    public func backTo(_ title: String) -> String { backTo.replacing("{1}", with: title) }

    /// The text host's mark of an action's `role`: none for the default role.
    public func mark(of role: AlertActionRole) -> String? {
        switch role {
        case .default: nil
        case .cancel: cancelRole
        case .destructive: destructiveRole
        }
    }
}
