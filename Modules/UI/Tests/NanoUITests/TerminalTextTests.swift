import Testing

@testable import NanoUI

/// Printable ASCII is sanitized and measured without going character by character: the
/// results must be what the character-by-character rules give.
struct TerminalTextTests {
    @Test func printableASCIIIsKeptAsItIsInBothCharsets() {
        let printable = String(decoding: Array(0x20...0x7E).map(UInt8.init), as: UTF8.self)
        for charset in [TextRenderer.Options.Charset.ascii, .unicode] {
            #expect(TerminalText.sanitize(printable, charset: charset) == printable)
            #expect(TerminalText.sanitize("Sign up", charset: charset) == "Sign up")
            // Controls still follow the rules: line breaks and tabs are spaces, others "?".
            #expect(TerminalText.sanitize("a\nb\tc\u{7F}d\r\ne", charset: charset) == "a b c?d e")
        }
        #expect(TerminalText.sanitize("José", charset: .ascii) == "Jose")
        #expect(TerminalText.sanitize("José", charset: .unicode) == "José")
    }

    @Test func asciiTakesOneColumnACharacter() {
        let printable = String(decoding: Array(0x20...0x7E).map(UInt8.init), as: UTF8.self)
        #expect(TerminalText.width(of: printable) == printable.count)
        #expect(TerminalText.width(of: "a\tb") == 3)
        #expect(TerminalText.width(of: "a\r\nb") == 3, "\"\\r\\n\" is one character")
        #expect(TerminalText.width(of: "日本") == 4)
        #expect(TerminalText.width(of: printable.dropFirst(10)) == printable.count - 10)
    }
}
