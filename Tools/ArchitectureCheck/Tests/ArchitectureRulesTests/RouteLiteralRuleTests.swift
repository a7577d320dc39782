import ArchitectureRules
import Testing

@Suite("Rule: a route pattern is written once")
struct RouteLiteralRuleTests {
    /// The clean fixture plus `extra` files, checked; the rules that broke.
    private func violations(_ extra: [String: String]) throws -> [Violation] {
        var files = Tree.clean()
        files.merge(extra) { _, new in new }
        return try Fixture.violations(files)
    }

    @Test func aRouteDeclaredOnceAndUsedByValuePasses() throws {
        let found = try violations([
            "Features/Home/Sources/HomeFeature/HomeRoutes.swift": """
            let home = Route("home")
            let settings = Route("settings").appending(.int("id"))
            func register() { feature.route(home, parent: nil) { _ in }; links.open(home.link) }
            """
        ])
        #expect(found.isEmpty, "\(found.map(\.description))")
    }

    @Test func aPlantedDuplicatePatternFailsAtBothPlaces() throws {
        let found = try violations([
            "Features/Home/Sources/HomeFeature/HomeRoutes.swift": """
            let home = Route("home")
            """,
            "Features/Settings/Sources/SettingsFeature/SettingsRoutes.swift": """
            func register() {
                feature.route("settings", parent: "home", guard: .signedIn) { _ in }
            }
            """,
        ])
        #expect(found.map(\.rule) == [.routeLiteralTwice, .routeLiteralTwice])
        #expect(
            found.compactMap(\.location) == [
                "Features/Home/Sources/HomeFeature/HomeRoutes.swift:1",
                "Features/Settings/Sources/SettingsFeature/SettingsRoutes.swift:2",
            ])
        #expect(found.first?.message.contains("route \"home\" is written 2 times") == true)
    }

    @Test func aLinkOpenedWithSchemeAndQueryIsTheSameRoute() throws {
        let found = try violations([
            "Features/Home/Sources/HomeFeature/HomeRoutes.swift": """
            let signUp = Route("signup")
            func out() { try? links.open("nvc://signup?name=Ada") }
            """
        ])
        #expect(found.map(\.rule) == [.routeLiteralTwice, .routeLiteralTwice])
    }

    @Test func anInterpolatedPatternWrittenTwiceFails() throws {
        let pattern = #""settings/:mode(enum: \(Mode.allCases.map(\.rawValue).joined(separator: "|")))""#
        let found = try violations([
            "Features/Settings/Sources/SettingsFeature/A.swift": "let a = Route(\(pattern))\n",
            "App/nvc/B.swift": "let b = feature.route(\(pattern)) { _ in }\n",
        ])
        #expect(found.filter { $0.rule == .routeLiteralTwice }.count == 2)
    }

    @Test func theFeatureTemplateIsReadToo() throws {
        let found = try violations([
            "Features/Home/Sources/HomeFeature/HomeRoutes.swift": "let home = Route(\"home\")\n",
            "Tools/FeatureTemplate/Sources/__NAME__Feature/__NAME__Plugin.swift.tmpl":
                "func register() { feature.route(Self.route, parent: \"home\") { _ in } }\n",
        ])
        #expect(
            found.compactMap(\.location) == [
                "Features/Home/Sources/HomeFeature/HomeRoutes.swift:1",
                "Tools/FeatureTemplate/Sources/__NAME__Feature/__NAME__Plugin.swift.tmpl:1",
            ])
    }

    @Test func testsAndOtherStringsAreNotRoutes() throws {
        let found = try violations([
            "Features/Home/Sources/HomeFeature/HomeRoutes.swift": """
            let home = Route("home")
            let id = "home"
            let title = Text("home")
            """,
            "Features/Home/Tests/HomeFeatureTests/HomeRouteTests.swift": """
            #expect(try app.open("home") != nil)
            """,
        ])
        #expect(found.isEmpty, "\(found.map(\.description))")
    }
}
