import NanoRouting
import Testing

/// The one order the DeepLinkSyntax article ("Parsing a link", NanoRouting.docc) states, pinned where two rules meet in
/// one link: the first rule in that order is the error reported.
@Suite("Parsing rule order")
struct RuleOrderTests {
    func error(_ link: String) -> DeepLinkError? {
        do {
            _ = try DeepLink.parse(link, scheme: "nvc")
            return nil
        } catch {
            return error
        }
    }

    @Test func anEmptySegmentIsReportedBeforeTooManySegments() {
        let many = Array(repeating: "a", count: 40).joined(separator: "/")
        #expect(error("nvc://a//" + many) == .emptySegment(index: 1), "rule 6 before rule 7")
        #expect(error("nvc://" + many + "//a") == .emptySegment(index: 40))
        #expect(error("nvc://" + many + "/a//") == .emptySegment(index: 41), "an empty last segment too")
        #expect(error("nvc://" + many) == .tooManySegments(limit: 32), "without one, the count")
    }

    @Test func anEncodedC1ControlIsReportedBeforeAnEncodedSlash() {
        #expect(error("nvc://a%C2%85%2Fb") == .controlCharacter(offset: 6))
        #expect(error("nvc://a%2Fb%C2%9F") == .controlCharacter(offset: 6), "wherever it stands in the segment")
        #expect(error("nvc://a%2Fb") == .encodedSlash(index: 0), "without one, the slash")
    }

    @Test func anEncodedC1ControlIsReportedBeforeAnOverlongSegment() {
        let long = String(repeating: "x", count: 300)
        #expect(error("nvc://" + long + "%C2%80") == .controlCharacter(offset: 6))
        #expect(error("nvc://" + long) == .segmentTooLong(index: 0, limit: 256))
    }

    @Test func theFirstSegmentIsMatchedCaseSensitivelyLikeTheRestOfThePath() throws {
        // The scheme is compared case-insensitively (RFC 3986); the "host" of an app link is
        // the first route segment, so it keeps its case: one route, one spelling.
        var router = Router<Int>()
        try router.register("settings/profile", owner: "settings", value: 1)
        #expect(try router.resolve(link: "NVC://settings/profile", scheme: "nvc").value == 1)
        #expect(throws: DeepLinkError.self) { try router.resolve(link: "nvc://SETTINGS/profile", scheme: "nvc") }
        #expect(throws: DeepLinkError.self) { try router.resolve(link: "nvc://settings/PROFILE", scheme: "nvc") }
    }
}
