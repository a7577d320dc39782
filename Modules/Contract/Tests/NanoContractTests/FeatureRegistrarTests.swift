import NanoDI
import NanoNavigation
import NanoRouting
import Testing

@_spi(Composition) @testable import NanoContract

/// What a feature declares through its registrar and needs, as composition reads it: routes run
/// their handler with the feature's own dependencies (anything else is a typed rejection),
/// guards and services use those dependencies, and the outline names what the feature borrows.
@MainActor
@Suite struct FeatureRegistrarTests {
    struct Account { let signedIn: Bool }
    final class Greeter {
        let name: String
        init(name: String) { self.name = name }
    }

    /// A feature with two routes (one under a foreign parent, one behind a foreign guard), its
    /// own guard, a service and a tab.
    struct Orders: FeaturePlugin {
        let id = "orders"
        var needs: FeatureNeeds<Account> { FeatureNeeds(Account.self) { $0 } }

        func register(in feature: inout FeatureRegistrar<Account>) {
            feature.route(Route("orders"), parent: Route("home"), summary: "All orders") { context in
                RouteStart(link: context.link)
            }
            feature.route(Route("orders").appending(.int("id")), guard: GuardID("signedIn")) { context, id in
                RouteStart(link: "order \(id)")
            }
            feature.route("orders/archive", parent: "home", guard: GuardID("signedIn")) { _ throws(RouteError) in
                throw .showedNothing
            }
            feature.provideGuard(GuardID("ordersLoaded"), flow: Route("orders")) { $0.signedIn }
            feature.provide(Greeter.self) { Greeter(name: $0.signedIn ? "member" : "guest") }
            feature.tab("orders", title: "Orders", order: 30, root: Route("orders"))
        }
    }

    private func declarations() -> FeatureDeclarations {
        var registrar = FeatureRegistrar<Account>(featureID: "orders")
        Orders().register(in: &registrar)
        return registrar.declarations
    }

    private func input(_ pattern: String, _ link: String) throws -> RouteInput {
        try routeInput(pattern: pattern, link: link, host: host, links: LinkOpener(app: linkHost))
    }

    private let host = RecordingRouteHost()
    private let linkHost = RecordingLinkHost()

    @Test func aRouteRunsItsHandlerWithTheFeaturesDependencies() throws {
        let routes = declarations().routes
        #expect(routes.map(\.pattern) == ["orders", "orders/:id(int)", "orders/archive"])
        #expect(routes.map(\.parent) == ["home", nil, "home"])
        #expect(routes.map(\.summary) == ["All orders", "", ""])
        #expect(routes.map(\.presentation) == [.push, .push, .push])
        #expect(
            try routes[0].handler(Account(signedIn: true), input("orders", "orders"))
                == RouteStart(link: "app://orders"))
        #expect(
            try routes[1].handler(Account(signedIn: true), input("orders/:id(int)", "orders/7"))
                == RouteStart(link: "order 7"))
        #expect(throws: RouteError.showedNothing) {
            try routes[2].handler(Account(signedIn: true), self.input("orders/archive", "orders/archive"))
        }
    }

    @Test func dependenciesOfAnotherTypeAreRejectedNamingTheFeature() throws {
        let route = declarations().routes[0]
        #expect(throws: RouteError.rejected("feature 'orders' was handed dependencies that are not its own")) {
            try route.handler("not an account", self.input("orders", "orders"))
        }
    }

    @Test func aTypedRouteRejectsParametersItsPatternDoesNotDeclare() throws {
        let typed = declarations().routes[1]
        #expect(throws: RouteError.rejected("its parameters do not read as orders/:id(int) declares")) {
            try typed.handler(Account(signedIn: true), self.input("orders/:name", "orders/abc"))
        }
    }

    @Test func aGuardAsksTheFeaturesDependenciesAndRefusesAnythingElse() {
        let guardDeclaration = declarations().guards[0]
        #expect(guardDeclaration.id == GuardID("ordersLoaded"))
        #expect(guardDeclaration.flow == "orders")
        #expect(guardDeclaration.isSatisfied(Account(signedIn: true)))
        #expect(!guardDeclaration.isSatisfied(Account(signedIn: false)))
        #expect(!guardDeclaration.isSatisfied("not an account"))
    }

    @Test func aServiceIsRegisteredFromTheFeaturesDependenciesOnly() throws {
        let service = declarations().services[0]
        #expect(service.requirement == DependencyRequirement(Greeter.self))
        let container = DependencyContainer()
        service.register("not an account", container)
        #expect(!container.contains(Greeter.self))
        service.register(Account(signedIn: true), container)
        #expect(try container.resolve(Greeter.self).name == "member")
    }

    @Test func aTabNamesItsRootRoutesPattern() {
        #expect(declarations().tabs == [FeatureTab(id: "orders", title: "Orders", order: 30, root: "orders")])
    }

    @Test func needsListTheirTypesAndBuildFromTheContainer() throws {
        let needs = Orders().needs
        #expect(needs.requirements == [DependencyRequirement(Account.self)])
        let container = DependencyContainer()
        #expect(throws: DependencyError.notRegistered(DependencyRequirement(Account.self))) {
            try needs.resolve(container)
        }
        container.register(Account.self, Account(signedIn: true))
        let built = try needs.resolve(container) as? Account
        #expect(built?.signedIn == true)
        #expect(FeatureNeeds<Void>.nothing.requirements.isEmpty)
    }

    @Test func theOutlineNamesTheParentsAndGuardsTheFeatureBorrows() {
        let outline = FeatureOutline(Orders())
        #expect(outline.id == "orders")
        #expect(outline.routes.map(\.pattern) == ["orders", "orders/:id(int)", "orders/archive"])
        #expect(outline.guards.map(\.id) == [GuardID("ordersLoaded")])
        #expect(outline.services == [DependencyRequirement(Greeter.self)])
        #expect(outline.needs == [DependencyRequirement(Account.self)])
        // "home" and "signedIn" are another feature's; each is named once.
        #expect(outline.foreignParents == ["home"])
        #expect(outline.foreignGuards == [GuardID("signedIn")])
    }

    @Test func aFeatureWithoutDependenciesNeedsNothing() {
        struct About: FeaturePlugin {
            let id = "about"
            func register(in feature: inout FeatureRegistrar<Void>) {}
        }
        let outline = FeatureOutline(About())
        #expect(outline.needs.isEmpty)
        #expect(outline.routes.isEmpty && outline.foreignParents.isEmpty && outline.foreignGuards.isEmpty)
    }
}
