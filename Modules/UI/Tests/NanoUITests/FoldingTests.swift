import Foundation
import Testing

@testable import NanoUI

/// `foldingDiacriticsAndWidth()` against the Foundation folding it replaces, as an ASCII
/// terminal shows the result (every character still outside ASCII is one `?`).
@Suite("Folding for an ASCII terminal")
struct FoldingTests {
    private static func shown(_ text: String) -> String {
        String(text.map { $0.isASCII ? $0 : "?" })
    }

    private static func foundation(_ text: String) -> String {
        text.folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil)
    }

    @Test func namesAndLabelsFoldAsFoundationFoldedThem() {
        let samples = [
            "José", "Ñandú", "Ångström", "Crème brûlée", "Łódź", "Øresund", "straße", "Ελληνικά", "Ёлка",
            "ＡＢＣ１２３！", "ｶﾞ", "e\u{301}\u{323}", "日本語", "😀 ok", "Ada",
        ]
        for text in samples {
            #expect(Self.shown(text.foldingDiacriticsAndWidth()) == Self.shown(Self.foundation(text)), "\(text)")
        }
        #expect("José".foldingDiacriticsAndWidth() == "Jose")
        #expect("ＡＢＣ".foldingDiacriticsAndWidth() == "ABC")
    }

    /// Every scalar of the Latin, Greek and Cyrillic blocks, the combining marks, Latin
    /// Extended Additional and the halfwidth and fullwidth forms, after a letter (so that a
    /// mark has something to combine with): shown the same as Foundation's folding.
    @Test func everyScalarOfTheAlphabeticBlocksFoldsAsFoundationFoldedIt() {
        let blocks: [ClosedRange<UInt32>] = [0x20...0x52F, 0x1E00...0x1FFF, 0xFF00...0xFFEF]
        var differing: [String] = []
        for block in blocks {
            for value in block {
                guard let scalar = Unicode.Scalar(value) else { continue }
                let text = "a" + String(scalar) + "b"
                if Self.shown(text.foldingDiacriticsAndWidth()) != Self.shown(Self.foundation(text)) {
                    differing.append("U+" + String(value, radix: 16, uppercase: true))
                }
            }
        }
        #expect(differing.isEmpty, "\(differing)")
    }
}
