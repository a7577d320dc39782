import NanoRouting
import Testing

@Suite("Precedence and backtracking")
struct PrecedenceTests {
    /// (path, expected pattern) for ``makeAppRouter()``.
    static let table: [(String, String)] = [
        ("settings", "settings"),
        ("settings/profile", "settings/profile"),
        ("settings/profile/edit", "settings/profile/edit"),
        // The constant `profile` leads nowhere for `view`: backtrack to `:section`.
        ("settings/profile/view", "settings/:section/view"),
        ("settings/privacy/view", "settings/:section/view"),
        ("settings/appearance/dark", "settings/appearance/:mode(enum: system|light|dark)"),
        // The enum does not accept `view`, so the string parameter takes `appearance`.
        ("settings/appearance/view", "settings/:section/view"),
        // Typed beats string: int first, then uuid, then the string parameter.
        ("users/42", "users/:id(int)"),
        ("users/-7", "users/:id(int)"),
        ("users/6F9619FF-8B86-D011-B42D-00C04FC964FF", "users/:id(uuid)"),
        ("users/alice", "users/:name"),
        ("users/42/posts/7", "users/:id(int)/posts/:post(int)"),
        ("files/a", "files/*path"),
        ("files/a/b/c", "files/*path"),
        ("price/9.99", "price/:amount(double)"),
    ]

    @Test(arguments: table)
    func precedence(_ path: String, _ expected: String) throws {
        let router = try makeAppRouter()
        let route = try router.match(path: path.split(separator: "/").map(String.init))
        #expect(route.value == expected)
        #expect(route.pattern.source == expected)
    }

    @Test func constantBeatsEveryParameterKind() throws {
        let router = try makeRouter(["a/*rest", "a/:s", "a/:n(int)", "a/:e(enum: 1|x)", "a/1"])
        #expect(try router.match(path: ["a", "1"]).value == "a/1")
        #expect(try router.match(path: ["a", "x"]).value == "a/:e(enum: 1|x)")
        #expect(try router.match(path: ["a", "2"]).value == "a/:n(int)")
        #expect(try router.match(path: ["a", "y"]).value == "a/:s")
        #expect(try router.match(path: ["a", "y", "z"]).value == "a/*rest")
    }

    @Test func typedOrderIsEnumIntUUIDCustomWhateverTheRegistrationOrder() throws {
        var router = Router<String>()
        try router.parameterTypes.register(Double.self, as: "double")
        for pattern in ["a/:d(double)", "a/:u(uuid)", "a/:i(int)", "a/:e(enum: 5|z)"] {
            try router.register(pattern, owner: "T", value: pattern)
        }
        #expect(try router.match(path: ["a", "5"]).value == "a/:e(enum: 5|z)")
        #expect(try router.match(path: ["a", "6"]).value == "a/:i(int)")
        #expect(try router.match(path: ["a", "6.5"]).value == "a/:d(double)")
        #expect(try router.match(path: ["a", "00000000-0000-0000-0000-000000000000"]).value == "a/:u(uuid)")
    }

    @Test func sameRankTypedParametersFollowRegistrationOrder() throws {
        let first = try makeRouter(["a/:x(enum: p|q)", "a/:y(enum: q|r)"])
        #expect(try first.match(path: ["a", "q"]).value == "a/:x(enum: p|q)")
        #expect(try first.match(path: ["a", "r"]).value == "a/:y(enum: q|r)")
        let second = try makeRouter(["a/:y(enum: q|r)", "a/:x(enum: p|q)"])
        #expect(try second.match(path: ["a", "q"]).value == "a/:y(enum: q|r)")
    }

    @Test func precedenceIsDecidedLeftToRight() throws {
        // At segment 0 the constant wins; the string parameter is only tried if the
        // constant branch cannot complete.
        let router = try makeRouter(["x/:p", ":q/y", "x/*r"])
        #expect(try router.match(path: ["x", "y"]).value == "x/:p")
        #expect(try router.match(path: ["z", "y"]).value == ":q/y")
        #expect(try router.match(path: ["x", "y", "z"]).value == "x/*r")
    }

    @Test func deepBacktrackingThroughSeveralLevels() throws {
        let router = try makeRouter(["a/b/c/d", "a/b/:x/e", "a/:y/c/f", ":z/b/c/g"])
        #expect(try router.match(path: ["a", "b", "c", "d"]).value == "a/b/c/d")
        #expect(try router.match(path: ["a", "b", "c", "e"]).value == "a/b/:x/e")
        #expect(try router.match(path: ["a", "b", "c", "f"]).value == "a/:y/c/f")
        #expect(try router.match(path: ["a", "b", "c", "g"]).value == ":z/b/c/g")
        #expect(deepLinkError { try router.match(path: ["a", "b", "c", "h"]) } == .noRoute(path: "a/b/c/h"))
    }

    @Test func catchAllNeedsAtLeastOneSegmentAndIsTheLastResort() throws {
        let router = try makeRouter(["files/*path", "files/:name/info"])
        #expect(deepLinkError { try router.match(path: ["files"]) } == .noRoute(path: "files"))
        #expect(try router.match(path: ["files", "x", "info"]).value == "files/:name/info")
        let route = try router.match(path: ["files", "x", "info", "more"])
        #expect(route.value == "files/*path")
        #expect(route.parameters.catchAll("path") == ["x", "info", "more"])
    }

    @Test func caseSensitivePaths() throws {
        let router = try makeAppRouter()
        #expect(deepLinkError { try router.match(path: ["SETTINGS"]) } == .noRoute(path: "SETTINGS"))
        #expect(
            deepLinkError { try router.match(path: ["Settings", "profile"]) } == .noRoute(path: "Settings/profile"))
        #expect(
            deepLinkError { try router.match(path: ["settings", "appearance", "Dark"]) }
                == .badParameter(name: "mode", value: "Dark", expected: "one of system|light|dark"))
    }

    @Test func longConstantsAndHashNeighbours() throws {
        // Constants longer than 8 bytes compare their tail; equal prefixes must not collide.
        let router = try makeRouter(["notifications", "notificationz", "notifications-extra", "n"])
        #expect(try router.match(path: ["notifications"]).value == "notifications")
        #expect(try router.match(path: ["notificationz"]).value == "notificationz")
        #expect(try router.match(path: ["notifications-extra"]).value == "notifications-extra")
        #expect(deepLinkError { try router.match(path: ["notificationsx"]) } == .noRoute(path: "notificationsx"))
        #expect(deepLinkError { try router.match(path: ["notificatio"]) } == .noRoute(path: "notificatio"))
    }

    @Test func manyRoutesAllResolve() throws {
        var router = Router<Int>()
        for index in 0..<5000 {
            try router.register("r\(index)/items/:id(int)", owner: "T", value: index)
            try router.register("group\(index % 50)/member\(index)", owner: "T", value: -index)
        }
        for index in stride(from: 0, to: 5000, by: 7) {
            #expect(try router.match(path: ["r\(index)", "items", "3"]).value == index)
            #expect(try router.match(path: ["group\(index % 50)", "member\(index)"]).value == -index)
        }
        #expect(router.count == 10000)
    }
}
