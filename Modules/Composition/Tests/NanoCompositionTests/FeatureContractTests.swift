import NanoComposition
import NanoContract
import NanoDI
import NanoNavigation
import NanoReactive
import Testing

/// A service one feature provides and another needs, as an interface package would declare it.
@MainActor
protocol Greeter: AnyObject {
    var greeting: String { get }
}

@MainActor
final class FixedGreeter: Greeter {
    let greeting: String
    init(_ greeting: String) { self.greeting = greeting }
}

/// Provides `Greeter`, built from the app's `String`.
struct ProvidingPlugin: FeaturePlugin {
    struct Dependencies { let name: String }
    let id = "provider"
    var needs: FeatureNeeds<Dependencies> { FeatureNeeds(String.self) { Dependencies(name: $0) } }
    func register(in feature: inout FeatureRegistrar<Dependencies>) {
        feature.provide((any Greeter).self) { FixedGreeter("Hello, \($0.name)") }
    }
}

/// Needs `Greeter`; its route shows the greeting it was handed.
struct NeedingPlugin: FeaturePlugin {
    struct Dependencies { let greeter: any Greeter }
    let id = "needer"
    var needs: FeatureNeeds<Dependencies> { FeatureNeeds((any Greeter).self) { Dependencies(greeter: $0) } }
    func register(in feature: inout FeatureRegistrar<Dependencies>) {
        feature.route("greet") { context throws(RouteError) in
            let greeting = context.dependencies.greeter.greeting
            return try context.start { PageCoordinator(navigationStack: $0, title: greeting, links: context.links) }
        }
    }
}

@MainActor
struct FeatureContractTests {
    @Test func aFeatureGetsTheServiceAnotherProvidesWhateverTheOrder() throws {
        let container = DependencyContainer()
        container.register(String.self, "Ada")
        let app = try NanoApp(
            homeLink: "greet", plugins: [NeedingPlugin(), ProvidingPlugin()], dependencies: container,
            navigationStack: HeadlessNavigationStack(leakDetector: nil))
        try app.open("greet")
        #expect(app.titles == ["Hello, Ada"])
        #expect(try container.resolve((any Greeter).self).greeting == "Hello, Ada", "the app shares the same service")
    }

    @Test func aNeedNobodyProvidesIsReportedAtComposition() {
        #expect {
            try NanoApp(homeLink: "greet", plugins: [NeedingPlugin()], dependencies: DependencyContainer())
        } throws: { error in
            guard let error = error as? CompositionError,
                case .missingDependencies(let missing) = error.problems.first
            else { return false }
            return missing.missing == [FeatureRequirements(feature: "needer", requires: [.init((any Greeter).self)])]
                && error.description == """
                    the app's features do not compose:
                      - 1 feature is missing 1 dependency:
                          - feature 'needer' needs Greeter
                    """
        }
    }

    @Test func aServiceProvidedTwiceIsAProblem() {
        let container = DependencyContainer()
        container.register(String.self, "Ada")
        container.register((any Greeter).self, FixedGreeter("Hi"))
        #expect {
            try NanoApp(homeLink: "greet", plugins: [ProvidingPlugin()], dependencies: container)
        } throws: { error in
            (error as? CompositionError)?.problems == [.serviceRegisteredTwice("Greeter", feature: "provider")]
        }
    }

    @Test func aRouteThatShowsNothingIsATypedErrorAndChangesNothing() throws {
        final class Empty: BaseCoordinator<Never>, Coordinating { func start() {} }
        let plugin = TestPlugin(id: "x") { feature in
            feature.route("home", handler: page("Home"))
            feature.route("empty", parent: "home") { context throws(RouteError) in
                try context.start { Empty(navigationStack: $0, leakDetector: nil) }
            }
            feature.route("refused", parent: "home") { _ throws(RouteError) in throw .rejected("no such order") }
        }
        let app = try NanoApp(
            homeLink: "home", plugins: [plugin], dependencies: DependencyContainer(),
            navigationStack: HeadlessNavigationStack(leakDetector: nil))
        try app.open("home")
        #expect(throws: OpenLinkError.routeFailed(feature: "x", link: "nvc://empty", error: .showedNothing)) {
            try app.open("empty")
        }
        #expect(
            throws: OpenLinkError.routeFailed(feature: "x", link: "nvc://refused", error: .rejected("no such order"))
        ) {
            try app.open("refused")
        }
        #expect(app.titles == ["Home"])
        #expect(app.entryLinks == ["nvc://home"])
    }

    @Test func continuingAFlowThatIsNotShowingIsATypedError() throws {
        let plugin = TestPlugin(id: "x") { feature in
            feature.route("home", handler: page("Home"))
            feature.route("more", parent: "home", handler: continuing("More"))
        }
        let app = try NanoApp(homeLink: "home", plugins: [plugin], dependencies: DependencyContainer())
        #expect(
            throws: OpenLinkError.routeFailed(
                feature: "x", link: "nvc://more", error: .noFlowToContinue(expected: "PagesFlow"))
        ) {
            try app.open("more")
        }
    }

    @Test func theOutlineNamesWhatAFeatureNeedsFromOthers() {
        let outline = FeatureOutline(
            TestPlugin(id: "settings") { feature in
                feature.route("settings", parent: "home", guard: .signedIn, handler: page("Settings"))
                feature.route("settings/more", parent: "settings", guard: .signedIn, handler: page("More"))
            })
        #expect(outline.foreignParents == ["home"])
        #expect(outline.foreignGuards == [.signedIn])
        #expect(FeatureOutline(NeedingPlugin()).needs == [.init((any Greeter).self)])
        #expect(FeatureOutline(ProvidingPlugin()).services == [.init((any Greeter).self)])
    }
}

@MainActor
struct FlowContinuationTests {
    func signedInApp() throws -> NanoApp {
        let session = FakeSession()
        session.isSignedIn = true
        return try makeApp(session: session)
    }

    @Test func aLinkIntoAShowingFlowContinuesIt() throws {
        let app = try signedInApp()
        try app.open("settings")
        let flow = try #require(app.rootCoordinator.childCoordinators.last as? PagesFlow, "settings started a flow")
        try app.open("settings/notifications")
        #expect(app.titles == ["Home", "Settings", "Notifications"])
        #expect(app.rootCoordinator.childCoordinators.count == 2, "home's coordinator and one settings flow")
        #expect(app.rootCoordinator.childCoordinators.last === flow)
    }

    @Test func tappingThroughAndOpeningTheLinkBuildTheSameStackAndTree() throws {
        let tapped = try signedInApp()
        try tapped.open("settings")
        tapped.navigationStack.topScene?.tap(.next)
        let linked = try signedInApp()
        try linked.open("settings/notifications")
        #expect(tapped.titles == linked.titles)
        #expect(tapped.entryLinks == linked.entryLinks)
        #expect(tapped.entryLinks == ["nvc://home", "nvc://settings", "nvc://settings/notifications"])
        let shape = { (app: NanoApp) in app.rootCoordinator.coordinatorTree.map { String(describing: type(of: $0)) } }
        #expect(shape(tapped) == shape(linked))
    }

    @Test func restoreRebuildsInFlowScreensAndAModalOverThem() throws {
        let app = try signedInApp()
        try app.open("settings")
        app.navigationStack.topScene?.tap(.next)
        try app.open("settings/about")
        let saved = app.entryLinks
        #expect(saved == ["nvc://home", "nvc://settings", "nvc://settings/about"], "a link rebuilds its own chain")

        let restored = try signedInApp()
        try restored.restore(["nvc://home", "nvc://settings", "nvc://settings/notifications", "nvc://settings/about"])
        #expect(restored.titles == ["Home", "Settings", "Notifications"])
        #expect(restored.presentedTitles == ["About"])
        #expect(
            restored.entryLinks == [
                "nvc://home", "nvc://settings", "nvc://settings/notifications", "nvc://settings/about",
            ])
    }

    @Test func goingBackOutOfAFlowReleasesIt() throws {
        let app = try signedInApp()
        try app.open("settings/notifications")
        weak var flow: CoordinatorNode?
        flow = app.rootCoordinator.childCoordinators.last
        #expect(flow is PagesFlow)
        app.navigationStack.pop()
        #expect(app.entryLinks == ["nvc://home", "nvc://settings"])
        #expect(flow != nil, "the flow still shows its first screen")
        app.navigationStack.pop()
        #expect(app.entryLinks == ["nvc://home"])
        #expect(flow == nil, "the flow left with its last screen")
    }
}

@MainActor
struct GuardEnforcementTests {
    @Test func aScreenWhoseGuardStopsPassingLeavesAndTheGuardFlowShows() throws {
        let session = FakeSession()
        session.isSignedIn = true
        let app = try makeApp(session: session)
        try app.open("settings/notifications")
        #expect(app.enforceGuards() == nil, "nothing changes while the guard passes")
        session.isSignedIn = false
        #expect(app.enforceGuards() == .signedIn)
        #expect(app.titles == ["Sign up"])
        #expect(app.pendingLink == nil, "a logout does not queue the screens it removed")
    }

    @Test func withTheGuardFlowsFeatureDisabledNothingGuardedStays() throws {
        let session = FakeSession()
        session.isSignedIn = true
        let app = try makeApp(session: session, disabled: ["signup"])
        try app.open("settings/about")
        session.isSignedIn = false
        #expect(app.enforceGuards() == .signedIn)
        #expect(app.navigationStack.scenes.isEmpty)
        #expect(app.navigationStack.presentedStack == nil)
        #expect(app.entryLinks.isEmpty)
    }

    @Test func aCoordinatorsFailedLinkIsRecordedForTheRuntime() throws {
        let session = FakeSession()
        session.isSignedIn = true
        let app = try makeApp(session: session, disabled: ["settings"])
        try app.open("home")
        app.navigationStack.topScene?.tap(.next)  // the page opens settings/notifications
        #expect(
            app.takeNavigationFailures() == [
                .featureDisabled(feature: "settings", link: "nvc://settings/notifications")
            ])
        #expect(app.takeNavigationFailures().isEmpty, "taken once")
        #expect(app.titles == ["Home"])
    }
}
