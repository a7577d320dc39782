import Foundation
import Testing

@testable import NanoCore

/// The literal replacement written on the standard library replaces exactly what Foundation's
/// `replacingOccurrences(of:with:options: .literal)` replaces, code point by code point, where
/// the standard library's `replacing(_:with:)` (whole `Character`s) does not.
@Suite("Literal replacing")
struct LiteralReplacingTests {
    /// (text, target, replacement)
    static let cases: [(String, String, String)] = [
        ("line one\r\nline two", "\n", "\n    "),  // CRLF is one Character
        ("a\"\u{301}b", "\"", "\\\""),  // a quote followed by a combining acute
        ("a\\\u{301}b", "\\", "\\\\"),  // a backslash followed by a combining acute
        ("\"\u{301}", "\"", "\\\""),  // the whole text is the cluster
        ("aaa", "aa", "b"),  // overlapping occurrences: one replacement, left to right
        ("aaaa", "aa", "b"),
        ("abcabc", "", "Z"),  // empty target: unchanged
        ("", "", "Z"),
        ("", "a", "Z"),
        ("a-b-c", "-", ""),  // empty replacement deletes
        ("a", "abc", "Z"),  // target longer than the text
        ("e\u{301} \u{E9}", "\u{E9}", "E"),  // no canonical equivalence: only the composed one
        ("e\u{301} \u{E9}", "e", "E"),
        ("Grüße, 世界 🌍🌍!", "🌍", "🌎"),
        ("Grüße, 世界", "ü", "ue"),
        ("👨‍👩‍👧 family", "\u{200D}", "+"),  // inside an emoji sequence
        ("🇫🇷🇩🇪", "\u{1F1F7}\u{1F1E9}", "?"),  // across two flags' scalars
        ("/proc/self/fd/7/lib.so: error", "/proc/self/fd/7", "/real"),
    ]

    @Test(arguments: cases.indices)
    func replacesWhatFoundationsLiteralReplacementReplaces(index: Int) {
        let (text, target, replacement) = Self.cases[index]
        let expected = text.replacingOccurrences(of: target, with: replacement, options: .literal)
        let result = text.replacingLiterally(target, with: replacement)
        #expect(Array(result.unicodeScalars) == Array(expected.unicodeScalars), "\(text.debugDescription)")
        let slice = ("<" + text + ">").dropFirst().dropLast()
        #expect(
            Array(slice.replacingLiterally(target, with: replacement).unicodeScalars) == Array(expected.unicodeScalars))
    }

    /// The cases the standard library's Character matching misses.
    @Test func findsCodePointsInsideCharacters() {
        #expect("a\r\nb".replacingLiterally("\n", with: "\n  ").unicodeScalars.elementsEqual("a\r\n  b".unicodeScalars))
        #expect(
            "\"\u{301}".replacingLiterally("\"", with: "\\\"").unicodeScalars.elementsEqual(
                "\\\"\u{301}".unicodeScalars))
        #expect("aaa".replacingLiterally("aa", with: "b") == "ba")
        #expect("abc".replacingLiterally("", with: "Z") == "abc")
    }
}
