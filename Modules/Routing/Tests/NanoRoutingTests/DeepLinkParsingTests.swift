import NanoRouting
import Testing

@Suite("Deep-link parsing")
struct DeepLinkParsingTests {
    static let valid: [(String, [String])] = [
        ("nvc://settings", ["settings"]),
        ("nvc://settings/profile", ["settings", "profile"]),
        ("NVC://settings/profile", ["settings", "profile"]),
        ("nVc://settings/profile", ["settings", "profile"]),
        ("nvc://settings/", ["settings"]),
        ("nvc://settings/profile/", ["settings", "profile"]),
        ("nvc://settings#fragment", ["settings"]),
        ("nvc://settings/#", ["settings"]),
        ("nvc://settings?", ["settings"]),
        ("nvc://s%65ttings", ["settings"]),
        ("nvc://search/caf%C3%A9", ["search", "café"]),
        ("nvc://search/a%20b", ["search", "a b"]),
        ("nvc://search/100%25", ["search", "100%"]),
        ("nvc://search/.hidden", ["search", ".hidden"]),
        ("nvc://search/...", ["search", "..."]),
        ("nvc://a/b:c@d", ["a", "b:c@d"]),
        ("nvc://a/!$&'()*+,;=-._~", ["a", "!$&'()*+,;=-._~"]),
        ("nvc://a/%2e%2e%2e", ["a", "..."]),
        ("nvc://a/%F0%9F%98%80", ["a", "😀"]),
    ]

    @Test(arguments: valid)
    func parsesSegments(_ link: String, _ segments: [String]) throws {
        let parsed = try DeepLink.parse(link, scheme: "nvc")
        #expect(parsed.segments == segments)
    }

    @Test func hostAndPathFormTheRoutePath() throws {
        let parsed = try DeepLink.parse("nvc://settings/profile/42?tab=bio", scheme: "nvc")
        #expect(parsed.segments == ["settings", "profile", "42"])
        #expect(parsed.path == "settings/profile/42")
        #expect(parsed.query.first("tab") == "bio")
        #expect(parsed.description == "settings/profile/42?tab=bio")
    }

    @Test func schemeIsConfigurable() throws {
        #expect(try DeepLink.parse("my-app.v2+x://home", scheme: "My-App.V2+X").segments == ["home"])
        #expect(throws: DeepLinkError.wrongScheme(expected: "nvc", found: "my-app.v2+x")) {
            try DeepLink.parse("my-app.v2+x://home", scheme: "nvc")
        }
    }

    @Test func resolveInOneCall() throws {
        let router = try makeAppRouter()
        let route = try router.resolve(link: "NVC://settings/appearance/dark?from=menu#top", scheme: "nvc")
        #expect(route.value == "settings/appearance/:mode(enum: system|light|dark)")
        #expect(route.owner == "Settings")
        #expect(route.segments == ["settings", "appearance", "dark"])
        #expect(route.path == "settings/appearance/dark")
        #expect(route.parameters.string("mode") == "dark")
        #expect(route.query.first("from") == "menu")
        #expect(route.link.string(scheme: "nvc") == "nvc://settings/appearance/dark?from=menu")
        let parsed = try DeepLink.parse("nvc://settings/profile", scheme: "nvc")
        #expect(try router.resolve(parsed).value == "settings/profile")
    }

    @Test func unknownRouteIsNoRoute() throws {
        let router = try makeAppRouter()
        let error = deepLinkError { try router.resolve(link: "nvc://settings/unknown", scheme: "nvc") }
        #expect(error == .noRoute(path: "settings/unknown"))
        #expect(error?.kind == .noRoute)
        #expect(error?.isInvalidLink == false)
        #expect(error?.description == "no route for 'settings/unknown'")
    }
}
