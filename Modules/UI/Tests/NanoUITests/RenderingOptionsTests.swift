import Testing

@testable import NanoUI

struct RenderingOptionsTests {
    private let utf8Terminal = ["TERM": "xterm-256color", "LANG": "en_US.UTF-8"]

    private func options(_ environment: [String: String], isTTY: Bool = true) -> TextRenderer.Options {
        TextRenderer.Options.forTerminal(environment: environment, isTTY: isTTY)
    }

    @Test func defaultsAreDeterministic() {
        #expect(TextRenderer.Options() == TextRenderer.Options(width: 60, charset: .unicode, color: false))
    }

    @Test func aUTF8TerminalGetsUnicodeAndColour() {
        #expect(options(utf8Terminal) == TextRenderer.Options(width: 60, charset: .unicode, color: true))
        #expect(options(["LC_ALL": "C.utf8"]).charset == .unicode)
    }

    @Test func noColorMeansPlainASCII() {
        var environment = utf8Terminal
        environment["NO_COLOR"] = "1"
        #expect(
            options(environment)
                == TextRenderer.Options(width: 60, charset: .ascii, color: false, textCharset: .unicode))
        environment["NO_COLOR"] = ""
        #expect(options(environment).color, "an empty NO_COLOR is ignored (no-color.org)")
    }

    @Test func outputThatIsNotATerminalDrawsInASCIIButKeepsTheText() {
        #expect(
            options(utf8Terminal, isTTY: false)
                == TextRenderer.Options(width: 60, charset: .ascii, color: false, textCharset: .unicode))
        #expect(options([:], isTTY: false).textCharset == .unicode, "no locale at all: UTF-8")
    }

    @Test func aDumbTerminalDrawsInPlainASCII() {
        #expect(
            options(["TERM": "dumb", "LANG": "en_US.UTF-8"])
                == TextRenderer.Options(charset: .ascii, color: false, textCharset: .unicode))
    }

    @Test func aNonUTF8LocaleIsASCIIThroughoutButKeepsColour() {
        #expect(options(["TERM": "xterm", "LANG": "C"]) == TextRenderer.Options(charset: .ascii, color: true))
        #expect(options(["LANG": "en_US.ISO-8859-1"], isTTY: false).textCharset == .ascii)
        #expect(options(["TERM": "xterm"]).charset == .ascii, "boxes need a locale that says UTF-8")
        #expect(options(["TERM": "xterm"]).textCharset == .unicode, "text does not")
        #expect(options(["LC_ALL": "C", "LANG": "en_US.UTF-8"]).charset == .ascii, "LC_ALL wins over LANG")
        #expect(options(["LC_ALL": "C", "LANG": "en_US.UTF-8"]).textCharset == .ascii)
    }

    @Test func columnsNarrowerThanTheDefaultAreUsed() {
        #expect(options(["COLUMNS": "40"]).width == 40)
        #expect(options(["COLUMNS": "200"]).width == 60)
        #expect(options(["COLUMNS": "wide"]).width == 60)
        #expect(options(["COLUMNS": "3"]).effectiveWidth == 24)
    }

    @Test func aMeasuredTerminalWidthWinsOverColumns() {
        #expect(TextRenderer.Options.forTerminal(environment: ["COLUMNS": "50"], isTTY: true, columns: 33).width == 33)
        #expect(TextRenderer.Options.forTerminal(environment: [:], isTTY: true, columns: 120).width == 60)
        #expect(TextRenderer.Options.forTerminal(environment: ["COLUMNS": "50"], isTTY: true, columns: nil).width == 50)
    }

    /// The byte-by-byte check reads locale names as the expression it replaced did
    /// (`uppercased()`, `-` removed, `contains("UTF8")`).
    @Test(arguments: [
        "en_US.UTF-8", "C.utf8", "C.UTF8", "de_DE.utf-8", "uTf-8", "U-T-F-8", "UTF-", "UTF8", "UUTF8", "UTUTF8",
        "UTF-16", "UTF88", "en_US.ISO-8859-1", "C", "POSIX", "", "-", "utf", "xUTF8x", "UT F8", "ÜTF8", "éutf8",
    ])
    func aLocaleNamesUTF8AsItsUppercaseSpellingWithoutDashesSays(_ locale: String) {
        let expected = locale.uppercased().filter { $0 != "-" }.contains("UTF8")
        #expect(TextRenderer.Options.namesUTF8(locale) == expected)
        #expect(options(["LANG": locale]).textCharset == (locale.isEmpty || expected ? .unicode : .ascii))
    }
}
