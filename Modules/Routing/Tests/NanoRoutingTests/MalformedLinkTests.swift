import NanoRouting
import Testing

@Suite("Malformed links")
struct MalformedLinkTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let link: String
        let error: DeepLinkError
        init(_ link: String, _ error: DeepLinkError) {
            self.link = link
            self.error = error
        }
        var testDescription: String { link.debugDescription }
    }

    static let cases: [Case] = [
        // Structure
        Case("", .malformed(.empty)),
        Case("settings/profile", .malformed(.missingScheme)),
        Case("://settings", .malformed(.missingScheme)),
        Case("/nvc:settings", .malformed(.missingScheme)),
        Case("1nvc://settings", .malformed(.invalidScheme)),
        Case("n_c://settings", .malformed(.invalidScheme)),
        Case("nvc:settings/profile", .malformed(.missingSlashes)),
        Case("nvc:/settings", .malformed(.missingSlashes)),
        Case("nvc:", .malformed(.missingSlashes)),
        Case("nvc:/", .malformed(.missingSlashes)),
        Case("nvc://user@settings", .malformed(.userInfoOrPort)),
        Case("nvc://settings:80/profile", .malformed(.userInfoOrPort)),
        // Scheme
        Case("http://settings", .wrongScheme(expected: "nvc", found: "http")),
        Case("nvcx://settings", .wrongScheme(expected: "nvc", found: "nvcx")),
        Case("nv://settings", .wrongScheme(expected: "nvc", found: "nv")),
        // Raw characters
        Case("nvc://set tings", .invalidCharacter(offset: 9)),
        Case(" nvc://settings", .invalidCharacter(offset: 0)),
        Case("nvc://settings\n", .invalidCharacter(offset: 14)),
        Case("nvc://settings\t/x", .invalidCharacter(offset: 14)),
        Case("nvc://a\u{0}b", .invalidCharacter(offset: 7)),
        Case("nvc://a\u{7F}", .invalidCharacter(offset: 7)),
        Case("nvc://café", .invalidCharacter(offset: 9)),
        Case("nvc://a/<b>", .invalidCharacter(offset: 8)),
        Case("nvc://a/b\\c", .invalidCharacter(offset: 9)),
        Case("nvc://a/{b}", .invalidCharacter(offset: 8)),
        Case("nvc://a/b|c", .invalidCharacter(offset: 9)),
        Case("nvc://a/\"b\"", .invalidCharacter(offset: 8)),
        Case("nvc://[::1]/a", .invalidCharacter(offset: 6)),
        Case("nvc://a?q=a b", .invalidCharacter(offset: 11)),
        Case("nvc://a#frag ment", .invalidCharacter(offset: 12)),
        // Percent-encoding
        Case("nvc://a/%G1", .invalidPercentEncoding(offset: 8)),
        Case("nvc://a/%4", .invalidPercentEncoding(offset: 8)),
        Case("nvc://a/%", .invalidPercentEncoding(offset: 8)),
        Case("nvc://a/%4/b", .invalidPercentEncoding(offset: 8)),
        Case("nvc://a/b%zz", .invalidPercentEncoding(offset: 9)),
        Case("nvc://%", .invalidPercentEncoding(offset: 6)),
        Case("nvc://a?x=%4", .invalidPercentEncoding(offset: 10)),
        Case("nvc://a/%FF", .invalidUTF8(offset: 8)),
        Case("nvc://a/%C3", .invalidUTF8(offset: 8)),
        Case("nvc://a/%C3%28", .invalidUTF8(offset: 8)),
        Case("nvc://a/%ED%A0%80", .invalidUTF8(offset: 8)),  // UTF-16 surrogate
        Case("nvc://a/%C0%AF", .invalidUTF8(offset: 8)),  // overlong '/'
        Case("nvc://a?%FF=1", .invalidUTF8(offset: 8)),
        Case("nvc://a/%00", .controlCharacter(offset: 8)),
        Case("nvc://a/x%0Ay", .controlCharacter(offset: 8)),
        Case("nvc://a/%7F", .controlCharacter(offset: 8)),
        Case("nvc://a/%C2%85", .controlCharacter(offset: 8)),  // U+0085 NEL
        Case("nvc://a?x=%0D", .controlCharacter(offset: 10)),
        // Path structure
        Case("nvc://", .emptyPath),
        Case("nvc:///", .emptyPath),
        Case("nvc://?x=1", .emptyPath),
        Case("nvc://#top", .emptyPath),
        Case("nvc:///settings", .emptySegment(index: 0)),
        Case("nvc://settings//profile", .emptySegment(index: 1)),
        Case("nvc://settings//", .emptySegment(index: 1)),
        Case("nvc://a/b//", .emptySegment(index: 2)),
        Case("nvc://./settings", .dotSegment(index: 0)),
        Case("nvc://settings/..", .dotSegment(index: 1)),
        Case("nvc://settings/../home", .dotSegment(index: 1)),
        Case("nvc://settings/./profile", .dotSegment(index: 1)),
        Case("nvc://settings/%2E%2E", .dotSegment(index: 1)),
        Case("nvc://settings/%2e", .dotSegment(index: 1)),
        Case("nvc://settings/.%2E/home", .dotSegment(index: 1)),
        Case("nvc://settings%2Fprofile", .encodedSlash(index: 0)),
        Case("nvc://settings/a%2fb", .encodedSlash(index: 1)),
        // Query
        Case("nvc://a?=x", .emptyQueryKey(offset: 8)),
        Case("nvc://a?x=1&=2", .emptyQueryKey(offset: 12)),
    ]

    @Test(arguments: cases)
    func rejects(_ c: Case) {
        let error = deepLinkError { try DeepLink.parse(c.link, scheme: "nvc") }
        #expect(error == c.error)
        #expect(error?.kind == .invalidLink)
        #expect(error?.description.isEmpty == false)
    }

    @Test func atLeastThirtyCases() {
        #expect(Self.cases.count >= 30)
    }

    @Test(arguments: cases)
    func resolveReportsTheSameError(_ c: Case) throws {
        let router = try makeAppRouter()
        #expect(deepLinkError { try router.resolve(link: c.link, scheme: "nvc") } == c.error)
    }
}
