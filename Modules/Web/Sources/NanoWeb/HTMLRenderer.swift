import NanoCore
import NanoUI

/// Turns a ``WebScreen`` into the page's HTML: pure functions of their input, so the same
/// screen always gives the same bytes, and every piece of app text is escaped (with bidi and
/// control characters shown as `\u{202E}`-style text), so no app string can add markup.
///
/// ```swift
/// let page = HTMLRenderer.document(screen, title: "Settings", appName: "Nano",
///                                  socketPath: "/_nano/socket", error: nil)
/// let update = HTMLRenderer.app(screen)   // the new inner HTML of <main id="nano-app">
/// ```
///
/// Each layer is a `<section class="nano-layer" data-scene="…">` holding its navigation bar
/// (back or left bar button, `<h1>` title, right bar button), its controls in order, the pending
/// link (top layer only) and its toast. A modal layer is a `nano-sheet` dialog over a
/// `<div class="nano-scrim">`; every layer but the top one is `inert`. An alert is a
/// `nano-alert` `alertdialog` over every layer (all of them `inert`), its actions buttons with
/// `data-control-id` and `data-alert-action` (see `alert(_:)`). The page has no inline
/// script or style, so it runs under `script-src 'self'; style-src 'self'`.
public enum HTMLRenderer: Sendable {
    /// Where the page loads its stylesheet and script from (``WebAssets`` serves both).
    public static let assetsPath = "/_nano/assets/"

    /// The inner HTML of `<main id="nano-app">`: the layers bottom first, one per line (a
    /// placeholder `<p class="nano-empty" role="status">` when there are none). This is what a
    /// `screen` message carries.
    public static func app(_ screen: WebScreen) -> String {
        let texts = screen.texts
        guard !screen.layers.isEmpty else {
            return Markup.element(
                "p", [Attribute("class", "nano-empty"), Attribute("role", "status")],
                Markup.escape(texts.starting + "\u{2026}"))
        }
        let top = screen.layers.count - 1
        let layers = screen.layers.enumerated().map { index, layer in
            let pending = index == top ? screen.pending : nil
            let isTop = index == top && screen.alert == nil
            return layer.panes.isEmpty
                ? self.layer(layer, index: index, isTop: isTop, pending: pending, texts: texts)
                : split(layer, index: index, isTop: isTop, pending: pending, texts: texts)
        }
        var parts = layers
        if let bar = screen.tabBar { parts.append(tabBar(bar, inert: screen.alert != nil, texts: texts)) }
        if let shown = screen.alert { parts.append(alert(shown)) }
        return parts.joined(separator: "\n")
    }

    /// The whole page for a first load or a reload.
    /// - Parameters:
    ///   - screen: What the page shows; its `colorScheme` becomes `<html data-color-scheme>`
    ///     (so the first paint already has the app's palette), its `contentSize`
    ///     `<body data-content-size>` and `busy` the body's `is-busy` class.
    ///   - title: The document's `<title>` (`appName` when empty); the script keeps it in step
    ///     with each `screen` message's `title` afterwards.
    ///   - appName: The app's name: `<meta name="application-name">` and the error block's home
    ///     link (`Back to Nano`).
    ///   - socketPath: The WebSocket's path, written to `<main data-socket>` for the script.
    ///   - error: A typed error (a link that does not open), or `nil`. The page then shows the
    ///     error alone, titled by its heading, with its link home and no app and no script: the
    ///     address stays the link that failed, and nothing waits for a socket (a fresh browser's
    ///     session has no screen to show under it).
    ///   - isLive: Whether the page loads its script (and says it needs it when scripts are
    ///     off); `false` draws a still picture of the screen, which is what pixel tests take.
    ///   - language: The language of the app's texts, `<html lang>` (`de`: the session's).
    /// - Returns: `<!doctype html>` and the document, ending in a newline.
    public static func document(
        _ screen: WebScreen, title: String, appName: String, socketPath: String = "/_nano/socket",
        error: WebErrorPage? = nil, isLive: Bool = true, language: String = "en"
    ) -> String {
        let shownTitle = error?.heading(in: screen.texts) ?? (title.isEmpty ? appName : title)
        var head = [
            #"<meta charset="utf-8">"#,
            #"<meta name="viewport" content="width=device-width, initial-scale=1">"#,
            Markup.start("meta", [Attribute("name", "application-name"), Attribute("content", appName)]),
            Markup.element("title", [], Markup.escape(shownTitle)),
            Markup.start("link", [Attribute("rel", "stylesheet"), Attribute("href", assetsPath + "nano.css")]),
        ]
        if isLive, error == nil {
            head += WebAssets.scripts.map {
                Markup.element("script", [Attribute("src", assetsPath + $0), .flag("defer", true)])
            }
        }
        let body = Markup.start(
            "body",
            [
                screen.busy ? Attribute("class", "is-busy") : nil,
                Attribute("data-content-size", screen.contentSize.rawValue),
            ])
        let main = Markup.element(
            "main", [Attribute("id", "nano-app"), Attribute("data-socket", socketPath)], "\n" + app(screen) + "\n")
        // The notice a live page shows while its server is gone (nano.js fills it): an empty
        // live region from the start, so what is written into it is announced.
        let offline = Markup.element(
            "p",
            [
                Attribute("id", "nano-offline"), Attribute("class", "nano-offline"), Attribute("role", "alert"),
                Attribute("data-reconnecting", screen.texts.reconnecting + "\u{2026}"),
                Attribute("data-not-confirmed", screen.texts.notConfirmed),
            ])
        let noscript =
            "<noscript>"
            + Markup.element("p", [Attribute("class", "nano-noscript")], Markup.escape(screen.texts.needsJavaScript))
            + "</noscript>"
        var lines =
            [
                "<!doctype html>",
                Markup.start(
                    "html", [Attribute("lang", language), Attribute("data-color-scheme", screen.colorScheme.rawValue)]),
                "<head>",
            ] + head + [
                "</head>", body,
            ]
        if let error {
            lines.append(errorBlock(error, appName: appName, texts: screen.texts))
        } else {
            lines += [main] + (isLive ? [offline, noscript] : [])
        }
        lines += ["</body>", "</html>", ""]
        return lines.joined(separator: "\n")
    }

    // MARK: Layers

    /// One layer; see the type's overview. A split's pane (`pane`: its column and, for a pane
    /// beside the top screen, its stack position) is a layer with `nano-pane` and
    /// `data-column`.
    static func layer(
        _ layer: WebScreen.Layer, index: Int, isTop: Bool, pending: String?,
        pane: (column: String, position: Int?)? = nil, texts: ContainerTexts = .english
    ) -> String {
        let scene = layer.scene
        let titleID = pane?.position.map { "nano-title-\(index)-\($0)" } ?? "nano-title-\(index)"
        // A titled layer is named by its <h1>; an untitled dialog by its scene.
        let name: Attribute? =
            !(scene.title ?? "").isEmpty
            ? Attribute("aria-labelledby", titleID) : layer.isModal ? Attribute("aria-label", scene.scene) : nil
        let kind = layer.isModal ? "nano-layer nano-sheet" : "nano-layer"
        let section = Markup.start(
            "section",
            [
                Attribute("class", pane == nil ? kind : kind + " nano-pane" + (pane?.position == nil ? " is-top" : "")),
                Attribute("data-scene", scene.scene),
                pane.map { Attribute("data-column", $0.column) },
                pane?.position.map { Attribute("data-pane", String($0)) },
                layer.isModal ? Attribute("role", "dialog") : nil,
                layer.isModal ? Attribute("aria-modal", "true") : nil,
                name,
                .flag("inert", !isTop),
            ])
        var lines = [section]
        if let bar = navigationBar(layer, titleID: titleID, texts: texts) { lines.append(bar) }
        let form = FormContext(scene, scope: String(titleID.dropFirst("nano-title-".count)))
        var content = scene.controls.map { control($0, texts: texts, form: form) }
        if let pending {
            content.append(
                Markup.element(
                    "p", [Attribute("class", "nano-pending"), Attribute("data-pending", pending)],
                    Markup.escape(texts.thenOpens) + " "
                        + Markup.element("span", [Attribute("class", "nano-pending-link")], Markup.escape(pending))))
        }
        // A screen with text fields is a form: Enter in a field submits it through its primary
        // button (nano.js sends that button's tap); the browser's own validation stays off, the
        // app validates.
        let body = "\n" + content.map { $0 + "\n" }.joined()
        lines.append(
            form.isForm
                ? Markup.element(
                    "form",
                    [
                        Attribute("class", "nano-content"), .flag("novalidate", true),
                        (scene.title ?? "").isEmpty ? nil : Attribute("aria-labelledby", titleID),
                    ], body)
                : Markup.element("div", [Attribute("class", "nano-content")], body))
        if let toast = scene.toast { lines.append(self.toast(toast)) }
        lines.append("</section>")
        let markup = lines.joined(separator: "\n")
        return layer.isModal ? #"<div class="nano-scrim" aria-hidden="true"></div>"# + "\n" + markup : markup
    }

    /// `<header class="nano-bar">` with three slots (leading, `<h1>`, trailing), or `nil` when
    /// the layer has no title, no back button and no bar buttons. A left bar button takes the
    /// back button's place, as in UIKit.
    private static func navigationBar(_ layer: WebScreen.Layer, titleID: String, texts: ContainerTexts) -> String? {
        let scene = layer.scene
        let title = scene.title ?? ""
        var leading = scene.leftBarButton.map(barButton)
        if leading == nil, let backTitle = layer.backTitle {
            leading = backButton(previousTitle: backTitle, texts: texts)
        }
        let trailing = scene.rightBarButton.map(barButton)
        guard leading != nil || trailing != nil || !title.isEmpty else { return nil }
        let heading =
            title.isEmpty
            ? Markup.element("div", [Attribute("class", "nano-title")])
            : Markup.element(
                "h1", [Attribute("class", "nano-title"), Attribute("id", titleID), Attribute("tabindex", "-1")],
                Markup.escape(title))
        return Markup.element(
            "header", [Attribute("class", "nano-bar")],
            Markup.element("div", [Attribute("class", "nano-bar-leading")], leading ?? "") + heading
                + Markup.element("div", [Attribute("class", "nano-bar-trailing")], trailing ?? ""))
    }

    /// `‹ Home`, named "Back to Home" (`‹ Back` / "Back" when the screen below has no title),
    /// in `texts`' words. The script sends `{"action":"back"}` for it (`data-action="back"`).
    private static func backButton(previousTitle: String, texts: ContainerTexts) -> String {
        let shown = previousTitle.isEmpty ? texts.back : previousTitle
        return Markup.element(
            "button",
            [
                Attribute("type", "button"), Attribute("class", "nano-back"), Attribute("data-control-id", "back"),
                Attribute("data-action", "back"),
                Attribute("aria-label", previousTitle.isEmpty ? texts.back : texts.backTo(previousTitle)),
            ],
            "\u{2039} " + Markup.escape(shown))
    }

    /// A bar button: its id (`left-bar-button` / `right-bar-button`), title, `disabled`.
    private static func barButton(_ button: ControlDescription) -> String {
        Markup.element(
            "button",
            [
                Attribute("type", "button"), Attribute("class", "nano-bar-button"),
                Attribute("data-control-id", button.id),
                .flag("disabled", !button.state.flag("enabled", default: true)),
            ],
            Markup.escape(button.state.string("title") ?? button.id))
    }

    /// `<p class="nano-toast nano-toast-STYLE" role="alert">`; an unknown style counts as info.
    private static func toast(_ toast: ToastDescription) -> String {
        let style = Toast.Style(rawValue: toast.style) ?? .info
        return Markup.element(
            "p", [Attribute("class", "nano-toast nano-toast-" + style.rawValue), Attribute("role", "alert")],
            Markup.escape(toast.message))
    }

    /// The error page's one block; see ``WebErrorPage``.
    private static func errorBlock(_ error: WebErrorPage, appName: String, texts: ContainerTexts) -> String {
        Markup.element(
            "section",
            [
                Attribute("class", "nano-error"), Attribute("role", "alert"),
                Attribute("data-error-kind", error.kind), Attribute("data-status", String(error.status)),
            ],
            Markup.element("h2", [Attribute("class", "nano-error-title")], Markup.escape(error.heading(in: texts)))
                + Markup.element("p", [Attribute("class", "nano-error-message")], Markup.escape(error.message))
                + Markup.element(
                    "p", [],
                    Markup.element(
                        "a", [Attribute("class", "nano-home-link"), Attribute("href", "/")],
                        Markup.escape(texts.backTo(appName)))))
    }
}
