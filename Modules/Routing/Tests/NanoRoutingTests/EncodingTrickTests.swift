import NanoRouting
import Testing

/// Attempts to reach a route by encoding tricks: the resolved route must be a function of the
/// decoded segments only, and no trick may cross a segment boundary or climb the path.
@Suite("Encoding tricks")
struct EncodingTrickTests {
    static let sameRoute: [(String, String)] = [
        ("nvc://s%65ttings/profile", "settings/profile"),
        ("nvc://%73%65%74%74%69%6E%67%73/%70rofile", "settings/profile"),
        ("nvc://settings/profil%65/", "settings/profile"),
        ("NVC://settings/profile#x/../../admin", "settings/profile"),
        ("nvc://settings/profile?next=../admin", "settings/profile"),
    ]

    @Test(arguments: sameRoute)
    func encodedLettersReachTheSameRoute(_ link: String, _ pattern: String) throws {
        let router = try makeAppRouter()
        let route = try router.resolve(link: link, scheme: "nvc")
        #expect(route.value == pattern)
        #expect(route.segments == ["settings", "profile"])
    }

    static let rejected: [(String, DeepLinkError)] = [
        ("nvc://SETTINGS/profile", .noRoute(path: "SETTINGS/profile")),
        ("nvc://settings/PROFILE", .noRoute(path: "settings/PROFILE")),
        ("nvc://%53ettings/profile", .noRoute(path: "Settings/profile")),
        ("nvc://settings%2Fprofile", .encodedSlash(index: 0)),
        ("nvc://settings%2fprofile", .encodedSlash(index: 0)),
        ("nvc://settings//profile", .emptySegment(index: 1)),
        ("nvc://settings/profile//", .emptySegment(index: 2)),
        ("nvc://home/../settings/profile", .dotSegment(index: 1)),
        ("nvc://home/%2E%2E/settings/profile", .dotSegment(index: 1)),
        ("nvc://home/%2e./settings/profile", .dotSegment(index: 1)),
        ("nvc://settings/./profile", .dotSegment(index: 1)),
        ("nvc://settings/profile%00", .controlCharacter(offset: 15)),
        ("nvc://settings/profile%20", .noRoute(path: "settings/profile ")),
        ("nvc://settings/profile;x", .noRoute(path: "settings/profile;x")),
        ("nvc://settings/pro%25file", .noRoute(path: "settings/pro%file")),
        ("nvc://settings/%252E%252E", .noRoute(path: "settings/%2E%2E")),  // decoded once only
    ]

    @Test(arguments: rejected)
    func tricksDoNotReachTheRoute(_ link: String, _ error: DeepLinkError) throws {
        let router = try makeAppRouter()
        #expect(deepLinkError { try router.resolve(link: link, scheme: "nvc") } == error)
    }

    @Test func trailingSlashIsIgnoredOnce() throws {
        let router = try makeAppRouter()
        #expect(try router.resolve(link: "nvc://settings/profile/", scheme: "nvc").value == "settings/profile")
        #expect(try router.resolve(link: "nvc://settings/", scheme: "nvc").value == "settings")
    }

    @Test func matchPathAppliesTheSameSegmentRules() throws {
        let router = try makeAppRouter()
        #expect(deepLinkError { try router.match(path: []) } == .emptyPath)
        #expect(deepLinkError { try router.match(path: ["settings", ""]) } == .emptySegment(index: 1))
        #expect(deepLinkError { try router.match(path: ["settings", ".."]) } == .dotSegment(index: 1))
        #expect(deepLinkError { try router.match(path: [".", "settings"]) } == .dotSegment(index: 0))
        #expect(deepLinkError { try router.match(path: ["settings/profile"]) } == .encodedSlash(index: 0))
        #expect(deepLinkError { try router.match(path: ["files", "a/b"]) } == .encodedSlash(index: 1))
        #expect(
            deepLinkError { try router.match(path: ["files", "a-long-segment/with-a-slash"]) }
                == .encodedSlash(index: 1))
        #expect(try router.match(path: ["search", "..."]).value == "search/:query")
    }

    @Test func linkAndPathAgree() throws {
        let router = try makeAppRouter()
        for link in ["nvc://settings/profile/view", "nvc://users/42", "nvc://files/a/b", "nvc://search/caf%C3%A9"] {
            let parsed = try DeepLink.parse(link, scheme: "nvc")
            let viaLink = try router.resolve(link: link, scheme: "nvc")
            let viaPath = try router.match(path: parsed.segments)
            #expect(viaLink.value == viaPath.value)
            #expect(viaLink.segments == viaPath.segments)
        }
    }

    /// A `String` equals its canonical equivalents (U+212A KELVIN SIGN equals "K"), but a
    /// link's segment must equal a constant or an enum value byte for byte.
    @Test func canonicalEquivalentsDoNotMatch() throws {
        var router = Router<String>()
        try router.register("K", owner: "Test", value: "constant")
        try router.register("K/:name", owner: "Test", value: "name")
        try router.register("unit/:u(enum: K|C)", owner: "Test", value: "enum")
        #expect(throws: DeepLinkError.self) { try router.resolve(link: "nvc://%E2%84%AA", scheme: "nvc") }
        #expect(throws: DeepLinkError.self) { try router.resolve(link: "nvc://%E2%84%AA/x", scheme: "nvc") }
        #expect(throws: DeepLinkError.badParameter(name: "u", value: "\u{212A}", expected: "one of K|C")) {
            try router.resolve(link: "nvc://unit/%E2%84%AA", scheme: "nvc")
        }
        #expect(try router.resolve(link: "nvc://K", scheme: "nvc").value == "constant")
        #expect(try router.resolve(link: "nvc://K/%C3%A9", scheme: "nvc").value == "name")
        #expect(try router.resolve(link: "nvc://unit/K", scheme: "nvc").value == "enum")
    }
}
