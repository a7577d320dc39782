import NanoUI

/// A typed error page, for a request that could not be served as asked (a link with no route,
/// a bad parameter): rendered by ``HTMLRenderer/document(_:title:appName:socketPath:error:isLive:language:)``
/// as the page's one block, `<section class="nano-error" role="alert" data-error-kind="KIND"
/// data-status="STATUS">` with a heading, the message and a link home (`/`). The page has no app
/// under it and loads no script, so the address bar keeps the link that failed, as any site's
/// "not found" page does, and the link home is the way back into the app.
public struct WebErrorPage: Sendable, Equatable {
    /// The HTTP status the page is served with (404, 400, ...); it also picks the heading.
    public var status: Int
    /// A stable, machine-readable kind (`noRoute`, `invalidParameter`), written to
    /// `data-error-kind` for tests and styles; never shown as text.
    public var kind: String
    /// The sentence shown to the person, escaped like all text.
    public var message: String

    /// An error block; see each property.
    public init(status: Int, kind: String, message: String) {
        self.status = status
        self.kind = kind
        self.message = message
    }

    /// The heading in English: ``heading(in:)`` with `ContainerTexts.english`.
    public var heading: String { heading(in: .english) }

    /// The heading in `texts`' words: "Page not found" for 404, "This link cannot be opened"
    /// for other 4xx, "Something went wrong" otherwise.
    public func heading(in texts: ContainerTexts) -> String {
        switch status {
        case 404: texts.pageNotFound
        case 400...499: texts.linkCannotBeOpened
        default: texts.somethingWentWrong
        }
    }
}
