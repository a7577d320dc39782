import NanoRouting
import Testing

@Suite("Limits at the boundary")
struct LimitsTests {
    let limits = DeepLinkLimits.default

    @Test func documentedDefaults() {
        #expect(
            limits
                == DeepLinkLimits(
                    maxLinkBytes: 2048, maxSegments: 32, maxSegmentBytes: 256,
                    maxQueryBytes: 1024, maxQueryItems: 64))
    }

    /// A link of exactly `length` bytes: `nvc://search/` then `x`s.
    func link(bytes length: Int) -> String {
        let prefix = "nvc://search/"
        return prefix + String(repeating: "x", count: length - prefix.utf8.count)
    }

    @Test func linkLength() throws {
        let custom = DeepLinkLimits(maxSegmentBytes: 4096)
        #expect(try DeepLink.parse(link(bytes: 2048), scheme: "nvc", limits: custom).segments.count == 2)
        #expect(throws: DeepLinkError.tooLong(limit: 2048)) {
            try DeepLink.parse(link(bytes: 2049), scheme: "nvc", limits: custom)
        }
        // The length check comes first, before any other.
        #expect(throws: DeepLinkError.tooLong(limit: 2048)) {
            try DeepLink.parse(String(repeating: " ", count: 2049), scheme: "nvc")
        }
    }

    @Test func segmentCount() throws {
        let at = "nvc://" + Array(repeating: "a", count: 32).joined(separator: "/")
        #expect(try DeepLink.parse(at, scheme: "nvc").segments.count == 32)
        #expect(throws: DeepLinkError.tooManySegments(limit: 32)) { try DeepLink.parse(at + "/a", scheme: "nvc") }
        // A single trailing slash does not count as a segment.
        #expect(try DeepLink.parse(at + "/", scheme: "nvc").segments.count == 32)
        let router = try makeAppRouter()
        #expect(throws: DeepLinkError.tooManySegments(limit: 32)) {
            try router.match(path: Array(repeating: "a", count: 33))
        }
    }

    @Test func segmentLengthIsMeasuredDecoded() throws {
        let at = String(repeating: "x", count: 256)
        #expect(try DeepLink.parse("nvc://s/" + at, scheme: "nvc").segments[1] == at)
        #expect(throws: DeepLinkError.segmentTooLong(index: 1, limit: 256)) {
            try DeepLink.parse("nvc://s/" + at + "x", scheme: "nvc")
        }
        // 256 encoded bytes (768 raw characters) decode to exactly the limit.
        let encoded = String(repeating: "%41", count: 256)
        #expect(
            try DeepLink.parse("nvc://s/" + encoded, scheme: "nvc").segments[1] == String(repeating: "A", count: 256))
        #expect(throws: DeepLinkError.segmentTooLong(index: 1, limit: 256)) {
            try DeepLink.parse("nvc://s/" + encoded + "%41", scheme: "nvc")
        }
        let router = try makeAppRouter()
        #expect(try router.match(path: ["search", at]).value == "search/:query")
        #expect(throws: DeepLinkError.segmentTooLong(index: 1, limit: 256)) {
            try router.match(path: ["search", at + "x"])
        }
    }

    @Test func queryBytes() throws {
        let at = "q=" + String(repeating: "v", count: 1022)
        #expect(try DeepLink.parse("nvc://a?" + at, scheme: "nvc").query.first("q")?.utf8.count == 1022)
        #expect(throws: DeepLinkError.queryTooLarge(limit: 1024)) {
            try DeepLink.parse("nvc://a?" + at + "v", scheme: "nvc")
        }
        // The fragment does not count towards the query.
        #expect(
            try DeepLink.parse("nvc://a?" + at + "#" + String(repeating: "f", count: 100), scheme: "nvc")
                .query.count == 1)
    }

    @Test func queryItemCount() throws {
        let at = (0..<64).map { "k\($0)=\($0)" }.joined(separator: "&")
        #expect(try DeepLink.parse("nvc://a?" + at, scheme: "nvc").query.count == 64)
        #expect(throws: DeepLinkError.tooManyQueryItems(limit: 64)) {
            try DeepLink.parse("nvc://a?" + at + "&k=x", scheme: "nvc")
        }
        // Empty items are skipped and do not count.
        #expect(try DeepLink.parse("nvc://a?" + at + "&&&", scheme: "nvc").query.count == 64)
    }

    @Test func customLimits() throws {
        let tight = DeepLinkLimits(
            maxLinkBytes: 20, maxSegments: 2, maxSegmentBytes: 3, maxQueryBytes: 3, maxQueryItems: 1)
        #expect(throws: DeepLinkError.tooLong(limit: 20)) {
            try DeepLink.parse("nvc://abc/def/ghi/jkl", scheme: "nvc", limits: tight)
        }
        #expect(throws: DeepLinkError.tooManySegments(limit: 2)) {
            try DeepLink.parse("nvc://a/b/c", scheme: "nvc", limits: tight)
        }
        #expect(throws: DeepLinkError.segmentTooLong(index: 0, limit: 3)) {
            try DeepLink.parse("nvc://abcd", scheme: "nvc", limits: tight)
        }
        #expect(throws: DeepLinkError.queryTooLarge(limit: 3)) {
            try DeepLink.parse("nvc://a?abcd", scheme: "nvc", limits: tight)
        }
        #expect(throws: DeepLinkError.tooManyQueryItems(limit: 1)) {
            try DeepLink.parse("nvc://a?a&b", scheme: "nvc", limits: tight)
        }
    }
}
