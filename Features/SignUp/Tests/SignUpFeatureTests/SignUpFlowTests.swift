import Foundation
import NanoTesting
import SignUpFeature
import Testing

/// The feature inside an app: the route, the guard, the query prefill and the coordinator,
/// driven by control id as a person or an `nvc` script would.
@MainActor
struct SignUpFlowTests {
    // MARK: Composition

    @Test func registersTheRouteAndTheGuard() throws {
        let test = try TestApp()
        let route = try test.app.resolveRoute("nvc://signup?name=Ada")
        #expect(route.pattern == "signup")
        #expect(route.feature == "signup")
        let table = test.app.routeTable.text
        #expect(table.contains("Create an account (the signed-in guard's flow)"))
    }

    @Test func requiresTheStoreTheClockAndTheDateProvider() {
        #expect(throws: CompositionError.self) {
            try NanoApp(homeLink: "home", plugins: [SignUpPlugin()], dependencies: DependencyContainer())
        }
        do {
            _ = try NanoApp(homeLink: "home", plugins: [SignUpPlugin()], dependencies: DependencyContainer())
        } catch {
            let message = error.description
            #expect(message.contains("signup"))
            #expect(message.contains("KeyValueStore"))
            #expect(message.contains("NanoClock"))
            #expect(message.contains("DateProvider"))
        }
    }

    // MARK: The guard's flow

    @Test func aGuardedLinkWhileSignedOutShowsSignUpAndKeepsTheLinkPending() throws {
        let test = try TestApp()
        let outcome = try test.driver.open("nvc://home").get()
        #expect(outcome == .deferred(pending: "nvc://home", guardID: "signedIn"))
        #expect(test.app.pendingLink == "nvc://home")
        #expect(test.screenName == "SignUpScene")
        #expect(test.screen?.title == "Sign up")
        #expect(test.driver.visibleStack.canGoBack == false)
        #expect(test.app.navigationStack.scenes.count == 1)
    }

    @Test func signingUpLandsOnTheLinkThatWasWaiting() throws {
        let test = try TestApp()
        _ = try test.driver.open("nvc://home").get()
        try test.driver.expect("submit", "enabled", equals: "false").get()
        try test.driver.type("Ada", into: "name").get()
        try test.driver.type("ada@example.com", into: "email").get()
        try test.driver.expect("submit", "enabled", equals: "true").get()
        try test.driver.tap("submit").get()

        #expect(test.screenName == "HomeFixtureScene")
        try test.driver.expect("welcome", "text", equals: "Welcome, Ada").get()
        #expect(test.app.pendingLink == nil)
        #expect(test.app.entryLinks == ["nvc://home"])
        #expect(
            test.sessions.current == Session(name: "Ada", email: "ada@example.com", signedInAt: test.doubles.dates.now))
    }

    @Test func whileTheRequestRunsTheScreenShowsItAndRefusesASecondTap() throws {
        let test = try TestApp(settles: false)
        _ = try test.driver.open("nvc://signup?name=Ada&email=ada%40example.com").get()
        try test.driver.tap("submit").get()
        try test.driver.expect("loading", "animating", equals: "true").get()
        try test.driver.expect("submit", "enabled", equals: "false").get()
        #expect(failure(test.driver.tap("submit")) == .refused("button 'submit' is disabled"))
        #expect(failure(test.driver.type("Bob", into: "name")) == .refused("textField 'name' is disabled"))
        test.doubles.clock.advance(by: .milliseconds(300))
        #expect(test.screenName == "HomeFixtureScene")
    }

    @Test func aTakenEmailShowsAToastAndKeepsThePersonHere() throws {
        let test = try TestApp()
        _ = try test.driver.open("nvc://home").get()
        try test.driver.type("Ada", into: "name").get()
        try test.driver.type("taken@example.com", into: "email").get()
        try test.driver.tap("submit").get()
        #expect(test.screenName == "SignUpScene")
        #expect(test.screen?.toast == Toast("That email is already registered", style: .error))
        try test.driver.expect("loading", "animating", equals: "false").get()
        try test.driver.expect("submit", "enabled", equals: "true").get()
        #expect(test.app.pendingLink == "nvc://home", "the link still waits")
        #expect(test.sessions.current == nil)

        try test.driver.type("ada@example.com", into: "email").get()
        try test.driver.tap("submit").get()
        #expect(test.screenName == "HomeFixtureScene")
    }

    @Test func signingUpWithNothingPendingGoesHome() throws {
        let test = try TestApp()
        #expect(try test.driver.open("nvc://signup").get() == .opened(link: "nvc://signup"))
        #expect(test.app.pendingLink == nil)
        try test.driver.type("Ada", into: "name").get()
        try test.driver.type("ada@example.com", into: "email").get()
        try test.driver.tap("submit").get()
        #expect(test.screenName == "HomeFixtureScene")
    }

    @Test func theGuardPassesOnceASessionIsStored() throws {
        let test = try TestApp()
        try test.sessions.save(Session(name: "Grace", email: "grace@example.com", signedInAt: Date()))
        #expect(try test.driver.open("nvc://home").get() == .opened(link: "nvc://home"))
        try test.driver.expect("welcome", "text", equals: "Welcome, Grace").get()
    }

    // MARK: Prefill from the link

    @Test func theQueryPrefillsTheForm() throws {
        let test = try TestApp()
        _ = try test.driver.open("nvc://signup?name=Ada&email=ada%40example.com").get()
        try test.driver.expect("name", "text", equals: "Ada").get()
        try test.driver.expect("email", "text", equals: "ada@example.com").get()
        try test.driver.expect("submit", "enabled", equals: "true").get()
        try test.driver.expect("email-hint", "visible", equals: "false").get()
        try test.driver.tap("submit").get()
        #expect(test.sessions.current?.name == "Ada")
        #expect(test.screenName == "HomeFixtureScene")
    }

    @Test func aPartialPrefillLeavesTheRestToThePerson() throws {
        let test = try TestApp()
        _ = try test.driver.open("nvc://signup?email=ada").get()
        try test.driver.expect("name", "text", equals: "null").get()
        try test.driver.expect("email", "text", equals: "ada").get()
        try test.driver.expect("email-hint", "visible", equals: "true").get()
        try test.driver.expect("submit", "enabled", equals: "false").get()
        try test.driver.type("Ada", into: "name").get()
        try test.driver.type("ada@example.com", into: "email").get()
        try test.driver.expect("submit", "enabled", equals: "true").get()
    }

    // MARK: The coordinator, through its seams

    /// Starts a ``SignUpCoordinator`` by hand on its own stack, linked to `test.app`.
    func startCoordinator(in test: TestApp) throws -> (SignUpCoordinator, SignUpScene) {
        let coordinator = SignUpCoordinator(
            navigationStack: HeadlessNavigationStack(leakDetector: nil),
            service: SpySignUpService(), sessionStore: test.sessions,
            links: test.app.links, leakDetector: nil)
        coordinator.start()
        let scene = try #require(coordinator.navigationStack.topScene as? SignUpScene)
        return (coordinator, scene)
    }

    @Test func signedUpCompletesTheGuardFlow() throws {
        let test = try TestApp()
        _ = try test.driver.open("nvc://home").get()
        let (coordinator, scene) = try startCoordinator(in: test)
        #expect(coordinator.ownedScenes.map(\.sceneName) == ["SignUpScene"])
        var reported: [SignUpCoordinator.Step] = []
        let steps = coordinator.navigator.navigation.sink { reported.append($0) }
        defer { steps.cancel() }

        try test.sessions.save(Session(name: "Ada", email: "ada@example.com", signedInAt: Date()))
        let handler = try #require(coordinator.navigationHandler(for: scene))
        handler(.signedUp)

        #expect(reported == [.continued(.opened(link: "nvc://home"))])
        #expect(test.screenName == "HomeFixtureScene")
        #expect(test.app.pendingLink == nil)
    }

    @Test func signedUpWithoutASessionIsSentBackThroughTheGuard() throws {
        let test = try TestApp()
        let (coordinator, scene) = try startCoordinator(in: test)
        var reported: [SignUpCoordinator.Step] = []
        let steps = coordinator.navigator.navigation.sink { reported.append($0) }
        defer { steps.cancel() }

        let handler = try #require(coordinator.navigationHandler(for: scene))
        handler(.signedUp)

        #expect(
            reported == [.continued(.deferred(pending: "nvc://home", guardID: "signedIn"))],
            "no link reaches a guarded screen without its guard passing")
        #expect(test.screenName == "SignUpScene")
    }

    @Test func aFailureToContinueIsReported() throws {
        var test: TestApp? = try TestApp()
        let (coordinator, scene) = try startCoordinator(in: try #require(test))
        var reported: [SignUpCoordinator.Step] = []
        let steps = coordinator.navigator.navigation.sink { reported.append($0) }
        defer { steps.cancel() }
        test = nil  // the app is gone

        let handler = try #require(coordinator.navigationHandler(for: scene))
        handler(.signedUp)
        #expect(reported == [.couldNotContinue(.appGone)])
        #expect(coordinator.navigationStack.topScene === scene, "the sign-up screen stays")
    }

    // MARK: Leaks

    @Test func theSignUpFlowIsFreedOnceHomeShows() throws {
        let leaks = LeakTracker()
        let probe = SignUpProbe()
        let test = try TestApp(plugin: ProbedSignUpPlugin(probe: probe))
        _ = try test.driver.open("nvc://home").get()
        leaks.trackFlow(of: try #require(probe.coordinator))  // the coordinator, its scene, the view model
        #expect(leaks.survivors.sorted() == ["SignUpCoordinator", "SignUpScene", "SignUpScene.viewModel"])

        try test.driver.type("Ada", into: "name").get()
        try test.driver.type("ada@example.com", into: "email").get()
        try test.driver.tap("submit").get()

        #expect(test.screenName == "HomeFixtureScene")
        leaks.expectAllFreed()
    }

    @Test func theRealPluginFreesTheSceneAndViewModel() throws {
        let leaks = LeakTracker()
        let test = try TestApp()
        _ = try test.driver.open("nvc://signup?name=Ada&email=ada%40example.com").get()
        leaks.track(scene: try #require(test.screen))
        try test.driver.tap("submit").get()
        #expect(test.screenName == "HomeFixtureScene")
        leaks.expectAllFreed()
    }
}

/// Remembers the coordinator the probed plugin started (weakly), so the leak test can track it.
@MainActor
final class SignUpProbe {
    weak var coordinator: SignUpCoordinator?
}

/// Registers the same route and guard as ``SignUpPlugin``, starting the same coordinator, and
/// hands it to a probe: the app's coordinator tree is not reachable from outside.
struct ProbedSignUpPlugin: FeaturePlugin {
    let probe: SignUpProbe
    let id = "signup"
    var requirements: [DependencyRequirement] { SignUpPlugin().requirements }

    func register(in routes: inout RouteRegistrar) {
        let probe = self.probe
        routes.route("signup", presentation: .root) { context in
            guard let store = try? context.dependencies.resolve((any KeyValueStore).self),
                let clock = try? context.dependencies.resolve((any NanoClock).self)
            else { return }
            let service = LocalSignUpService(clock: clock, dateProvider: FixedDateProvider())
            context.start { stack in
                let coordinator = SignUpCoordinator(
                    navigationStack: stack, service: service,
                    sessionStore: SessionStore(store: store), links: context.links,
                    leakDetector: nil)
                probe.coordinator = coordinator
                return coordinator
            }
        }
        routes.guard(SignUpPlugin.signedInGuard, flow: "signup") { dependencies in
            (try? dependencies.resolve((any KeyValueStore).self)).map { SessionStore(store: $0).isSignedIn } ?? false
        }
    }
}

/// The error of a failed driver action, `nil` on success.
func failure<T>(_ result: Result<T, DriverError>) -> DriverError? {
    if case .failure(let error) = result { return error }
    return nil
}
