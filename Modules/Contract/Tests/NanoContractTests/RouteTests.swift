import Foundation
import NanoRouting
import Testing

@_spi(Composition) @testable import NanoContract

/// A route value's pattern, links and parameters, read back through the router that matches it.
@Suite struct RouteTests {
    enum Mode: String, CaseIterable, Sendable { case system, light, dark }

    @Test func aRouteWithoutParametersIsItsPathAndLink() {
        let route = Route("settings/profile")
        #expect(route.pattern == "settings/profile")
        #expect(route.link == "settings/profile")
        #expect(route.description == "settings/profile")
    }

    @Test func anAppendedParameterSpellsItsTypeInThePattern() {
        let base = Route("items")
        #expect(base.appending(.enumeration("mode", Mode.self)).pattern == "items/:mode(enum: system|light|dark)")
        #expect(base.appending(.int("id")).pattern == "items/:id(int)")
        #expect(base.appending(.uuid("id")).pattern == "items/:id(uuid)")
        #expect(base.appending(.string("name")).pattern == "items/:name")
    }

    @Test func linksPercentEncodeTheValueAsOneSegment() {
        let route = Route("users").appending(.string("name"))
        #expect(route.link("Ada Lovelace/x:y") == "users/Ada%20Lovelace%2Fx%3Ay")
        #expect(Route("items").appending(.int("id")).link(-42) == "items/-42")
        #expect(Route("modes").appending(.enumeration("mode", Mode.self)).link(.dark) == "modes/dark")
    }

    @Test func everyLinkMatchesItsOwnPatternAndReadsBackTheValue() throws {
        let named = Route("users").appending(.string("name"))
        let counted = Route("items").appending(.int("id"))
        let mode = Route("modes").appending(.enumeration("mode", Mode.self))
        let id = UUID()
        let identified = Route("things").appending(.uuid("id"))
        #expect(try roundTrip(named, "Ada Lovelace:x@y?") == "Ada Lovelace:x@y?")
        #expect(try roundTrip(counted, -42) == -42)
        #expect(try roundTrip(mode, .light) == .light)
        #expect(try roundTrip(identified, id) == id)
    }

    @Test func aValueOutsideTheEnumerationIsNoMatch() throws {
        var router = Router<Int>()
        let mode = Route("modes").appending(.enumeration("mode", Mode.self))
        try router.register(mode.pattern, owner: "test", value: 1)
        #expect(throws: DeepLinkError.self) { try router.resolve(link: "nvc://modes/blue", scheme: "nvc") }
        let dark = try router.resolve(link: "nvc://" + mode.link(.dark), scheme: "nvc")
        #expect(mode.parameters(from: dark.parameters) == .dark)
    }

    /// Registers `route`, opens `route.link(value)` and reads the parameters the router matched.
    private func roundTrip<Value>(_ route: Route<Value>, _ value: Value) throws -> Value? {
        var router = Router<Int>()
        try router.register(route.pattern, owner: "test", value: 1)
        let resolved = try router.resolve(link: "nvc://" + route.link(value), scheme: "nvc")
        return route.parameters(from: resolved.parameters)
    }
}

/// Registering a route value records the pattern, parent and guard flow it spells.
@Suite struct RouteRegistrationTests {
    @Test func aRouteValueRegistersItsPatternAndParent() {
        let home = Route("home")
        let mode = Route("modes").appending(.enumeration("mode", RouteTests.Mode.self))
        var registrar = FeatureRegistrar<Void>(featureID: "modes")
        registrar.route(mode, parent: home, guard: GuardID("signedIn"), summary: "a mode") { _, _ throws(RouteError) in
            throw .showedNothing
        }
        registrar.provideGuard(GuardID("signedIn"), flow: home) { _ in true }
        #expect(registrar.declarations.routes.map(\.pattern) == ["modes/:mode(enum: system|light|dark)"])
        #expect(registrar.declarations.routes.map(\.parent) == ["home"])
        #expect(registrar.declarations.guards.map(\.flow) == ["home"])
    }
}
