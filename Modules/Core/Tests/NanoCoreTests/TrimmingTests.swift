import Foundation
import Testing

@testable import NanoCore

/// The trims written on the standard library keep exactly what Foundation's
/// `trimmingCharacters(in:)` keeps, for both sets the app used.
@Suite("Trimming")
struct TrimmingTests {
    @Test(arguments: [
        "", " ", "Ada", " Ada ", "\tAda\n", "\r\nAda Lovelace\u{85}", "\u{A0}Ada\u{3000}",
        "\u{2028}Ada\u{2029}", "\u{200B}Ada\u{200B}", " \u{301}Ada", "Ada\u{1F600} ", "\u{2003}\u{2003}", "A d a",
        "\u{FEFF}Ada", "\u{1680}Ada\u{202F}", "\u{B}\u{C}Ada\u{205F}", "\u{180E}Ada\u{200C}", " 80\n", "\t120 ",
    ])
    func bothTrimsKeepWhatFoundationKeeps(text: String) {
        #expect(text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(text.trimmingSpaces() == text.trimmingCharacters(in: .whitespaces))
        #expect(text[...].trimmingWhitespace() == text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// For every Unicode scalar (surrogate code points are not scalars), each trim drops it
    /// exactly when Foundation's `CharacterSet` holds it.
    @Test func theTrimmedScalarsAreExactlyFoundationsSets() {
        var differing: [String] = []
        var checked = 0
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            checked += 1
            let text = "a" + String(scalar)
            let dropsAll = text.trimmingWhitespace() == "a"
            let dropsSpaces = text.trimmingSpaces() == "a"
            if dropsAll != CharacterSet.whitespacesAndNewlines.contains(scalar)
                || dropsSpaces != CharacterSet.whitespaces.contains(scalar)
            {
                differing.append("U+" + String(value, radix: 16, uppercase: true))
            }
        }
        #expect(checked == 0x110000 - 0x800)
        #expect(differing.isEmpty)
    }
}
