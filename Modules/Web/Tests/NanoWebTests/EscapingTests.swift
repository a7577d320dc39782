import NanoCore
import NanoUI
import Testing

@testable import NanoWeb

/// Hostile app text shows as inert text, wherever it lands: element text, attribute values,
/// titles, toasts, the document's title.
@MainActor
struct EscapingTests {
    @Test func markupInTextIsShownNotRun() {
        let html = Fixture.html(Label(id: "bio", text: "<img src=x onerror=alert(1)><script>alert(2)</script>"))
        #expect(
            html == #"<p class="nano-label" data-control-id="bio">&lt;img src=x onerror=alert(1)&gt;"#
                + "&lt;script&gt;alert(2)&lt;/script&gt;</p>")
    }

    @Test func quotesCannotBreakOutOfAnAttribute() {
        let field = TextField(
            id: "q", placeholder: #"" autofocus onfocus="alert(1)"#, text: "it's 'quoted' & \"double\"")
        let html = Fixture.html(field)
        #expect(
            html.contains(#">&quot; autofocus onfocus=&quot;alert(1)</label>"#), "the placeholder is the label's text")
        #expect(html.contains(#"value="it&#39;s &#39;quoted&#39; &amp; &quot;double&quot;""#))
        #expect(!html.contains(" autofocus") || html.contains("&quot; autofocus"))
        // Nine attributes with values (the wrapper's class, the label's class and for, the
        // input's class, id, type, data-control-id, value, autocomplete), nothing else quoted.
        #expect(html.occurrences(of: "\"") == 2 * 9)
    }

    @Test func hostileControlIDsAreEscapedToo() {
        let html = Fixture.html(Button(id: #"a"><script>x</script>"#, title: "t"))
        #expect(html.contains(#"data-control-id="a&quot;&gt;&lt;script&gt;x&lt;/script&gt;""#))
        #expect(!html.contains("<script"))
    }

    @Test func bidiOverridesAndControlCharactersAreShownVisibly() {
        let text = "abc\u{202E}fed\u{2066}x\u{2069}\u{200E}\u{200F}\u{202A}\u{0}\u{7}\u{1B}[31m\u{7F}\u{85}\u{9F}"
        let html = Fixture.html(Label(id: "l", text: text))
        #expect(
            html.contains(
                #">abc\u{202E}fed\u{2066}x\u{2069}\u{200E}\u{200F}\u{202A}\u{0}\u{7}\u{1B}[31m\u{7F}\u{85}\u{9F}<"#))
        let hidden: [Unicode.Scalar] = ["\u{202E}", "\u{2066}", "\u{200F}", "\u{0}", "\u{1B}", "\u{85}"]
        #expect(!html.unicodeScalars.contains { hidden.contains($0) })
    }

    @Test func aFieldsValueKeepsWhatWasTypedAsEntitiesSoEditingSendsTheRealText() {
        let html = Fixture.html(TextField(id: "name", placeholder: "Name", text: "Ada\u{202E}<b>\n"))
        #expect(html.contains(#"value="Ada&#x202E;&lt;b&gt;&#xA;""#))
        #expect(!html.unicodeScalars.contains("\u{202E}"))
    }

    @Test func lineBreaksAndTabsBecomeSpacesAndOtherTextIsKeptExactly() {
        #expect(Markup.escape("a\nb\r\tc") == "a b  c")
        #expect(Markup.escape("José 日本 👩‍👩‍👧 ‹›") == "José 日本 👩‍👩‍👧 ‹›")  // the ZWJ sequence stays whole
    }

    @Test func everyTextOfAScreenIsEscaped() {
        let hostile = "<x>\u{202E}"
        let escaped = #"&lt;x&gt;\u{202E}"#
        let layer = Fixture.layer(
            [Button(id: "b", title: hostile), Toggle(id: "t", title: hostile)], title: hostile, scene: hostile,
            backTitle: hostile, toast: Toast(hostile, style: .error))
        let screen = WebScreen(layers: [layer], pending: hostile)
        let page = HTMLRenderer.document(screen, title: hostile, appName: hostile, socketPath: "/_nano/socket")
        #expect(!page.contains("<x>"))
        #expect(!page.unicodeScalars.contains("\u{202E}"))
        #expect(page.occurrences(of: escaped) >= 9)
        #expect(page.contains("<title>" + escaped + "</title>"))
        #expect(page.contains(#"aria-label="Back to \#(escaped)">‹ \#(escaped)</button>"#))
        // The error page: its kind, its message and the app's name in the link home.
        let error = HTMLRenderer.document(
            screen, title: hostile, appName: hostile, socketPath: "/_nano/socket",
            error: WebErrorPage(status: 404, kind: hostile, message: hostile))
        #expect(!error.contains("<x>"))
        #expect(!error.unicodeScalars.contains("\u{202E}"))
        #expect(error.occurrences(of: escaped) >= 4)
        #expect(error.contains(#"data-error-kind="\#(escaped)""#) && error.contains("Back to " + escaped + "</a>"))
    }
}
