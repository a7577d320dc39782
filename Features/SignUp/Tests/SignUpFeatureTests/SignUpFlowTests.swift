import Foundation
import NanoComposition
import NanoCore
import NanoDI
import NanoNavigation
import NanoTesting
@_spi(Testing) import NanoUI
import SessionInterface
import Testing

@testable import SignUpFeature

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
        let listed = test.app.routeTable.routes.first { $0.pattern == "signup" }
        #expect(listed?.summary == "Create an account (the signed-in guard's flow)")
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
        let outcome = try test.driver.open("nvc://home")
        #expect(outcome == .deferred(pending: "nvc://home", guardID: .signedIn))
        #expect(test.app.pendingLink == "nvc://home")
        #expect(test.screenName == "SignUpScene")
        #expect(test.screen?.title == "Sign up")
        #expect(test.app.navigationStack.topmostStack.canGoBack == false)
        #expect(test.app.navigationStack.scenes.count == 1)
    }

    @Test func signingUpLandsOnTheLinkThatWasWaiting() throws {
        let test = try TestApp()
        try test.driver.open("nvc://home")
        try test.driver.expect("submit", "enabled", equals: "false")
        try test.driver.type("Ada", into: "name")
        try test.driver.type("ada@example.com", into: "email")
        try test.driver.expect("submit", "enabled", equals: "true")
        try test.driver.tap("submit")

        #expect(test.showsHome)
        #expect(test.app.pendingLink == nil)
        #expect(test.app.entryLinks == ["nvc://home"])
        #expect(
            test.sessions.current == Session(name: "Ada", email: "ada@example.com", signedInAt: test.doubles.dates.now))
    }

    @Test func whileTheRequestRunsTheScreenShowsItAndRefusesASecondTap() throws {
        let test = try TestApp(settles: false)
        try test.driver.open("nvc://signup?name=Ada&email=ada%40example.com")
        try test.driver.tap("submit")
        try test.driver.expect("loading", "animating", equals: "true")
        try test.driver.expect("submit", "enabled", equals: "false")
        #expect(throws: UserActionError.refused("button 'submit' is disabled")) { try test.driver.tap("submit") }
        #expect(throws: UserActionError.refused("textField 'name' is disabled")) {
            try test.driver.type("Bob", into: "name")
        }
        test.doubles.clock.advance(by: .milliseconds(300))
        #expect(test.showsHome)
    }

    @Test func aTakenEmailShowsAToastAndKeepsThePersonHere() throws {
        let test = try TestApp()
        try test.driver.open("nvc://home")
        try test.driver.type("Ada", into: "name")
        try test.driver.type("taken@example.com", into: "email")
        try test.driver.tap("submit")
        #expect(test.screenName == "SignUpScene")
        #expect(test.screen?.toast == Toast("That email is already registered", style: .error))
        try test.driver.expect("loading", "animating", equals: "false")
        try test.driver.expect("submit", "enabled", equals: "true")
        #expect(test.app.pendingLink == "nvc://home", "the link still waits")
        #expect(test.sessions.current == nil)

        try test.driver.type("ada@example.com", into: "email")
        try test.driver.tap("submit")
        #expect(test.showsHome)
    }

    @Test func signingUpWithNothingPendingGoesHome() throws {
        let test = try TestApp()
        #expect(try test.driver.open("nvc://signup") == .opened(link: "nvc://signup"))
        #expect(test.app.pendingLink == nil)
        try test.driver.type("Ada", into: "name")
        try test.driver.type("ada@example.com", into: "email")
        try test.driver.tap("submit")
        #expect(test.showsHome)
    }

    @Test func theGuardPassesOnceASessionIsStored() throws {
        let test = try TestApp()
        try test.sessions.save(Session(name: "Grace", email: "grace@example.com", signedInAt: Date()))
        #expect(try test.driver.open("nvc://home") == .opened(link: "nvc://home"))
        #expect(test.showsHome)
    }

    // MARK: Prefill from the link

    @Test func theQueryPrefillsTheForm() throws {
        let test = try TestApp()
        try test.driver.open("nvc://signup?name=Ada&email=ada%40example.com")
        try test.driver.expect("name", "text", equals: "Ada")
        try test.driver.expect("email", "text", equals: "ada@example.com")
        try test.driver.expect("submit", "enabled", equals: "true")
        try test.driver.expect("email-hint", "visible", equals: "false")
        try test.driver.tap("submit")
        #expect(test.sessions.current?.name == "Ada")
        #expect(test.showsHome)
    }

    @Test func aPartialPrefillLeavesTheRestToThePerson() throws {
        let test = try TestApp()
        try test.driver.open("nvc://signup?email=ada")
        try test.driver.expect("name", "text", equals: "null")
        try test.driver.expect("email", "text", equals: "ada")
        try test.driver.expect("email-hint", "visible", equals: "true")
        try test.driver.expect("submit", "enabled", equals: "false")
        try test.driver.type("Ada", into: "name")
        try test.driver.type("ada@example.com", into: "email")
        try test.driver.expect("submit", "enabled", equals: "true")
    }

    // MARK: The coordinator, through its seams

    /// Starts a ``SignUpCoordinator`` by hand on its own stack, linked to `test.app`.
    func startCoordinator(in test: TestApp) throws -> (SignUpCoordinator, SignUpScene) {
        let coordinator = SignUpCoordinator(
            navigationStack: HeadlessNavigationStack(leakDetector: nil),
            service: SpySignUpService(), sessions: test.sessions,
            links: test.app.links, leakDetector: nil)
        coordinator.start()
        let scene = try #require(coordinator.navigationStack.topScene as? SignUpScene)
        return (coordinator, scene)
    }

    @Test func signedUpCompletesTheGuardFlow() throws {
        let test = try TestApp()
        try test.driver.open("nvc://home")
        let (coordinator, scene) = try startCoordinator(in: test)
        #expect(coordinator.ownedScenes.map(\.sceneName) == ["SignUpScene"])
        var reported: [SignUpCoordinator.Step] = []
        let steps = coordinator.navigator.navigation.sink { reported.append($0) }
        defer { steps.cancel() }

        try test.sessions.save(Session(name: "Ada", email: "ada@example.com", signedInAt: Date()))
        let handler = try #require(scene.navigationHandler)
        handler(.signedUp)

        #expect(reported == [.continued(.opened(link: "nvc://home"))])
        #expect(test.showsHome)
        #expect(test.app.pendingLink == nil)
    }

    @Test func signedUpWithoutASessionIsSentBackThroughTheGuard() throws {
        let test = try TestApp()
        let (coordinator, scene) = try startCoordinator(in: test)
        var reported: [SignUpCoordinator.Step] = []
        let steps = coordinator.navigator.navigation.sink { reported.append($0) }
        defer { steps.cancel() }

        let handler = try #require(scene.navigationHandler)
        handler(.signedUp)

        #expect(
            reported == [.continued(.deferred(pending: "nvc://home", guardID: .signedIn))],
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

        let handler = try #require(scene.navigationHandler)
        handler(.signedUp)
        #expect(reported == [.couldNotContinue(.appGone)])
        #expect(coordinator.navigationStack.topScene === scene, "the sign-up screen stays")
    }

    // MARK: Leaks

    @Test func theSignUpFlowIsFreedOnceHomeShows() throws {
        let leaks = LeakTracker()
        let test = try TestApp()
        try test.driver.open("nvc://home")
        do {
            let flow = try #require(test.app.rootCoordinator.childCoordinators.first as? SignUpCoordinator)
            leaks.trackFlow(of: flow)  // the coordinator, its scene, the view model
        }
        #expect(leaks.survivors.sorted() == ["SignUpCoordinator", "SignUpScene", "SignUpScene.viewModel"])

        try test.driver.type("Ada", into: "name")
        try test.driver.type("ada@example.com", into: "email")
        try test.driver.tap("submit")

        #expect(test.showsHome)
        leaks.expectAllFreed()
    }

    @Test func theRealPluginFreesTheSceneAndViewModel() throws {
        let leaks = LeakTracker()
        let test = try TestApp()
        try test.driver.open("nvc://signup?name=Ada&email=ada%40example.com")
        leaks.track(scene: try #require(test.screen))
        try test.driver.tap("submit")
        #expect(test.showsHome)
        leaks.expectAllFreed()
    }
}
