import Foundation

/// One message from the page: a person's action, numbered so the page knows which screen
/// answers it (docs/web.md, "Protocol").
struct ClientMessage: Decodable, Equatable {
    /// What the person did.
    enum Action: String, Decodable {
        case type, tap, toggle, select, refresh, back, dismiss, history, selectTab, alert
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

/// One message to the page: the screen now, as HTML, with where the address bar should be.
struct ScreenMessage: Encodable, Equatable {
    var type = "screen"
    /// The last client `seq` handled.
    var ack: Int
    /// The inner HTML of `<main id="nano-app">`.
    var html: String
    /// The visible screen's link as a path (`/settings/notifications`).
    var path: String
    /// The document title.
    var title: String
    /// Screens on all stacks: more than before pushes a history entry, fewer goes back.
    var depth: Int
    /// Whether delayed work is running.
    var busy: Bool
    /// The selected tab's id, or null: a new tab replaces the history entry instead of moving
    /// through history (each tab keeps its own stack).
    var tab: String? = nil

    /// Compact JSON (`tab` left out when null).
    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
