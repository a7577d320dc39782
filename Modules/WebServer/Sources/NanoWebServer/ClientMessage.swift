import Foundation
import NanoUI
import NanoWeb

/// One message from the page: a person's action, numbered so the page knows which screen
/// answers it (docs/web.md, "Protocol").
struct ClientMessage: Decodable, Equatable {
    /// What the person did.
    enum Action: String, Decodable {
        case type, tap, toggle, select, refresh, back, dismiss, history, selectTab, alert
        /// The page could not apply a patch (its page is not what the server last sent): it
        /// gets the whole screen again. Not an action of the app; nothing is recorded.
        case resync
    }

    /// Increasing per page; echoed as `ack`.
    var seq: Int
    var action: Action
    /// The control acted on (type, tap, toggle, select, refresh), or the alert's action (alert).
    var id: String?
    /// The field's whole text (type).
    var text: String?
    /// The row (select).
    var row: Int?
    /// The tab tapped (selectTab).
    var tab: String?
    /// For an action on a split's pane beside the top screen: that screen's stack position.
    var pane: Int?
    /// The history entry the browser went to (history): its depth and path.
    var depth: Int?
    var path: String?

    /// Decodes one text frame; `nil` when it is not a message this protocol knows.
    static func decode(_ text: String) -> ClientMessage? {
        try? JSONDecoder().decode(ClientMessage.self, from: Data(text.utf8))
    }
}

/// One message to the page: the screen now, with where the address bar should be. It goes as
/// the whole HTML (`"type":"screen"`) or, when the page already has the screen before, as the
/// patches that turn that into this one (`"type":"patch"`, ``HTMLPatch``).
struct ScreenMessage: Equatable {
    /// The last client `seq` handled.
    var ack: Int
    /// The inner HTML of `<main id="nano-app">`.
    var html: String
    /// The visible screen's link as a path (`/settings/notifications`).
    var path: String
    /// The document title.
    var title: String
    /// Screens on all stacks (the count of ``stack``).
    var depth: Int
    /// The path of every screen showing, bottom first (`NanoApp.stackPaths`): the page's
    /// history entries follow it — a longer stack with the same screens below pushes entries,
    /// a shorter one goes back, any other replaces the entries that differ.
    var stack: [String] = []
    /// Whether delayed work is running.
    var busy: Bool
    /// The app's ``ColorScheme`` (`system`, `light`, `dark`): the page's
    /// `<html data-color-scheme>`, so a choice in the app's settings redraws it at once.
    var scheme: String = ColorScheme.system.rawValue
    /// The selected tab's id, or null (the page reads ``stack`` for its history; the tab is
    /// for tests and tools reading the socket).
    var tab: String? = nil
    /// In the first message on a socket only: the id of the session (the tab's app) the page is
    /// connected to, which the page keeps in its tab's `sessionStorage`.
    var session: String? = nil

    /// What goes over the socket: `html` or `patches`, never both.
    private struct Wire: Encodable {
        var type: String
        var ack: Int
        var html: String?
        var patches: [HTMLPatch]?
        var path: String
        var title: String
        var depth: Int
        var stack: [String]
        var busy: Bool
        var scheme: String
        var tab: String?
        var session: String?
    }

    /// The whole screen as compact JSON (`tab` left out when null).
    var json: String { encode(patches: nil) }

    /// The `patch` message: this screen as `patches` to the one the page has.
    func json(patches: [HTMLPatch]) -> String { encode(patches: patches) }

    private func encode(patches: [HTMLPatch]?) -> String {
        let wire = Wire(
            type: patches == nil ? "screen" : "patch", ack: ack, html: patches == nil ? html : nil, patches: patches,
            path: path, title: title, depth: depth, stack: stack, busy: busy, scheme: scheme, tab: tab,
            session: session)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(wire)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
