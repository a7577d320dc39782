import NanoRouting
import Testing

/// Every byte value against the documented raw-character set, so the parser's bitmaps cannot drift.
@Suite("Raw link characters")
struct LinkCharacterTests {
    static let allowed = Set(
        ("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
            + "-._~!$&'()*+,;=:@").utf8)

    @Test func everyASCIIByteInASegment() {
        for byte in UInt8(0)..<128 {
            let scalar = Character(Unicode.Scalar(byte))
            let link = "nvc://a/x\(scalar)y"
            let result = Result { try DeepLink.parse(link, scheme: "nvc") }
            switch byte {
            case UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"), UInt8(ascii: "%"):
                continue  // structural: tested elsewhere
            default:
                if Self.allowed.contains(byte) {
                    #expect((try? result.get())?.segments == ["a", "x\(scalar)y"], "byte \(byte)")
                } else {
                    #expect(throws: DeepLinkError.invalidCharacter(offset: 9), "byte \(byte)") { try result.get() }
                }
            }
        }
    }

    @Test func nonASCIIIsRejectedRaw() {
        #expect(throws: DeepLinkError.invalidCharacter(offset: 9)) { try DeepLink.parse("nvc://a/xé", scheme: "nvc") }
        #expect(throws: DeepLinkError.invalidCharacter(offset: 8)) {
            try DeepLink.parse("nvc://a/\u{FEFF}", scheme: "nvc")
        }
    }
}
