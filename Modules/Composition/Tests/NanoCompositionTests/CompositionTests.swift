import NanoComposition
import NanoContract
import NanoDI
import NanoNavigation
import Testing

@MainActor
struct CompositionTests {
    @Test func everyProblemIsReportedInOneError() {
        let container = DependencyContainer()
        struct Clockish {}
        let a = TestPlugin(id: "a", needs: FeatureNeeds(Clockish.self, Int.self) { _, _ in }) { feature in
            feature.route("items/:id", handler: page("A"))
            feature.route("orphan", parent: "nowhere", handler: page("A"))
            feature.route("secret", guard: GuardID("vip"), handler: page("A"))
        }
        let b = TestPlugin(id: "b", needs: FeatureNeeds(String.self) { _ in }) { feature in
            feature.route("items/:other", handler: page("B"))
            feature.route("bad/:x(nope)", handler: page("B"))
        }
        let duplicate = TestPlugin(id: "a") { _ in }
        #expect {
            try NanoApp(
                homeLink: "home", plugins: [a, b, duplicate], dependencies: container, disabledFeatures: ["ghost"])
        } throws: { error in
            guard let error = error as? CompositionError else { return false }
            let text = error.description
            return error.problems.count == 7
                && text.contains("two features use the id 'a'")
                && text.contains("items/:other") && text.contains("items/:id")
                && text.contains("parent 'nowhere'")
                && text.contains("guard 'vip'")
                && text.contains("bad/:x(nope)")
                && text.contains("cannot disable 'ghost'")
                && text.contains("Clockish") && text.contains("Int") && text.contains("String")
        }
    }

    @Test func aGuardFlowThatNeedsItsOwnGuardIsRejected() {
        let plugin = TestPlugin(id: "x") { feature in
            feature.route("login", guard: .signedIn, handler: page("Login"))
            feature.provideGuard(.signedIn, flow: "login") { _ in false }
        }
        #expect {
            try NanoApp(homeLink: "login", plugins: [plugin], dependencies: DependencyContainer())
        } throws: { error in
            guard let error = error as? CompositionError else { return false }
            let problem = CompositionError.Problem.invalidGuardFlow(
                guardID: .signedIn, flow: "login", reason: "requires the same guard")
            return error.problems.contains(problem)
                && error.description.contains("guard 'signedIn' has flow 'login', which requires the same guard")
        }
    }

    @Test func aGuardTwoFeaturesRegisterIsNamedByItsID() {
        let vip = GuardID("vip")
        let register = { (id: String) in
            TestPlugin(id: id) { feature in
                feature.route("\(id)-door", handler: page("Door"))
                feature.provideGuard(vip, flow: "\(id)-door") { _ in true }
            }
        }
        #expect {
            try NanoApp(
                homeLink: "a-door", plugins: [register("a"), register("b")], dependencies: DependencyContainer())
        } throws: { error in
            guard let error = error as? CompositionError else { return false }
            return error.problems == [.duplicateGuard(vip)]
                && error.description.contains("two features register the guard 'vip'")
        }
    }

    @Test func parentCyclesAreRejected() {
        let plugin = TestPlugin(id: "x") { feature in
            feature.route("a", parent: "b", handler: page("A"))
            feature.route("b", parent: "a", handler: page("B"))
        }
        #expect {
            try NanoApp(homeLink: "a", plugins: [plugin], dependencies: DependencyContainer())
        } throws: { error in
            (error as? CompositionError)?.problems.contains(.parentCycle(route: "a", feature: "x")) ?? false
        }
    }

    @Test func aParentMayBeSpelledDifferentlyFromItsRoute() throws {
        let plugin = TestPlugin(id: "x") { feature in
            feature.route("home", handler: page("Home"))
            feature.route("users/:id(string)", parent: "home", handler: page("User"))
            feature.route("users/:id/posts", parent: "users/:id", handler: page("Posts"))
            feature.route("tab/:t(enum: a|b)", parent: "home", handler: page("Tab"))
            feature.route("tab/:t(enum:a | b)/more", parent: "tab/:t(enum:a|b)", handler: page("More"))
        }
        let app = try NanoApp(homeLink: "home", plugins: [plugin], dependencies: DependencyContainer())
        let parents = Dictionary(uniqueKeysWithValues: app.routeTable.routes.map { ($0.pattern, $0.parent) })
        #expect(parents["users/:id/posts"] == "users/:id(string)")
        #expect(parents["tab/:t(enum:a | b)/more"] == "tab/:t(enum: a|b)")
    }

    @Test func theRouteTableListsEveryRouteWithParentAndGuard() throws {
        let app = try makeApp(session: FakeSession(), disabled: ["settings"])
        let table = app.routeTable
        #expect(
            table.routes.map(\.pattern) == [
                "signup", "home", "settings", "settings/notifications",
                "settings/appearance/:mode(enum: system|light|dark)", "settings/about",
            ])
        let appearance = try #require(table.routes.first { $0.pattern.hasPrefix("settings/appearance") })
        #expect(appearance.parameters == [.init(name: "mode", type: "enum: system|light|dark")])
        #expect(appearance.parent == "settings")
        #expect(appearance.enabled == false)
        #expect(table.routes.first { $0.pattern == "home" }?.guard == "signedIn")
        #expect(table.guards == [.init(id: "signedIn", feature: "signup", flow: "signup")])
    }
}
