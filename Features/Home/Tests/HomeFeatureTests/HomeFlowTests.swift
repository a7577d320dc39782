import Foundation
import NanoComposition
import NanoContract
import NanoDI
import NanoNavigation
import NanoStrings
import NanoTesting
import NanoUI
import SessionInterface
import Testing

@testable import HomeFeature

/// Home inside a composed app (the real plugin, stand-ins for sign-up and settings), driven
/// the way a person or an `nvc` script drives it.
@MainActor
struct HomeFlowTests {
    @Test func theRouteIsGuardedAndDescribed() throws {
        let app = try makeApp(sessions: makeSessions(signedInAs: nil))
        let route = try #require(app.routeTable.routes.first { $0.pattern == "home" })
        #expect(route.feature == "home")
        #expect(route.guard == GuardID.signedIn.rawValue)
        #expect(route.parent == nil)
        #expect(route.presentation == .push)
        #expect(route.summary == "Welcome screen")
        #expect(
            HomePlugin().needs.requirements == [
                DependencyRequirement((any SessionService).self), DependencyRequirement(Language.self),
            ])
    }

    @Test func withoutASessionServiceTheAppRefusesToCompose() {
        #expect {
            try NanoApp(
                homeLink: "home", plugins: [HomePlugin()], dependencies: DependencyContainer(),
                navigationStack: HeadlessNavigationStack(leakDetector: nil))
        } throws: { error in
            (error as? CompositionError)?.description.contains("feature 'home' needs SessionService") ?? false
        }
    }

    @Test func signedInHomeWelcomesByName() throws {
        let app = try makeApp(sessions: makeSessions(signedInAs: ada))
        let driver = FlowDriver(app: app)
        #expect(try app.open("nvc://home") == .opened(link: "nvc://home"))
        #expect(driver.screen is NanoViewController<HomeView>)
        #expect(driver.screen?.title == "Home")
        try driver.expect("welcome", "text", equals: "Welcome, Ada")
        try driver.expect("email", "text", equals: "ada@example.com")
        try driver.expect("settings", "title", equals: "Settings")
        try driver.expect("logout", "title", equals: "Log out")
        #expect(app.entryLinks == ["nvc://home"])
    }

    @Test func signedOutHomeGoesThroughSignUpAndResumes() throws {
        let store = makeSessions(signedInAs: nil)
        let app = try makeApp(sessions: store)
        let driver = FlowDriver(app: app)
        #expect(try app.open("home") == .deferred(pending: "nvc://home", guardID: .signedIn))
        #expect(driver.standIn == "sign-up")
        try store.save(ada)
        try app.completeGuardFlow()
        try driver.expect("welcome", "text", equals: "Welcome, Ada")
    }

    @Test func settingsOpensTheSettingsRouteAboveHome() throws {
        let app = try makeApp(sessions: makeSessions(signedInAs: ada))
        let driver = FlowDriver(app: app)
        try app.open("home")
        try driver.tap("settings")
        #expect(driver.standIn == "settings")
        #expect(app.entryLinks == ["nvc://home", "nvc://settings"])
        #expect(app.navigationStack.scenes.first is NanoViewController<HomeView>, "home stays beneath")
        try driver.back()
        #expect(driver.screen is NanoViewController<HomeView>)
        try driver.expect("welcome", "text", equals: "Welcome, Ada")
    }

    @Test func logOutClearsTheSessionAndReplacesEverythingWithSignUp() throws {
        let store = makeSessions(signedInAs: ada)
        let app = try makeApp(sessions: store)
        let driver = FlowDriver(app: app)
        try app.open("settings")
        try driver.back()
        try driver.tap("logout")
        #expect(store.current == nil)
        #expect(driver.standIn == "sign-up")
        #expect(app.navigationStack.scenes.count == 1, "sign-up replaced every screen")
        #expect(app.entryLinks == ["nvc://signup"])
        try app.open("home")
        #expect(driver.standIn == "sign-up", "home is guarded again")
    }

    @Test func signingInAsSomeoneElseAfterLogOutGreetsThem() throws {
        let store = makeSessions(signedInAs: ada)
        let app = try makeApp(sessions: store)
        let driver = FlowDriver(app: app)
        try app.open("home")
        try driver.tap("logout")
        try store.save(
            Session(name: "Grace", email: "grace@example.com", signedInAt: ada.signedInAt))
        try app.completeGuardFlow()
        try driver.expect("welcome", "text", equals: "Welcome, Grace")
        try driver.expect("email", "text", equals: "grace@example.com")
    }

    @Test func aFailedLogOutKeepsHomeAndShowsTheError() throws {
        let store = makeSessions(signedInAs: ada)
        let app = try makeApp(sessions: store)
        let driver = FlowDriver(app: app)
        try app.open("home")
        store.failure = SessionError("disk full")
        try driver.tap("logout")
        #expect(driver.screen is NanoViewController<HomeView>)
        #expect(driver.screen?.toast?.style == .error)
        #expect(store.isSignedIn)
    }

    @Test func aVanishedSessionStillShowsAWelcome() throws {
        let store = makeSessions(signedInAs: ada)
        let app = try makeApp(sessions: store)
        let driver = FlowDriver(app: app)
        try app.open("settings")
        try store.clear()  // signed out elsewhere while settings shows
        try driver.back()
        try driver.expect("welcome", "text", equals: "Welcome")
        try driver.expect("email", "visible", equals: "false")
        try driver.tap("logout")
        #expect(driver.standIn == "sign-up")
    }

    @Test func withSettingsDisabledTheButtonLeavesHomeShowing() throws {
        let app = try makeApp(sessions: makeSessions(signedInAs: ada), disabled: ["settings"])
        let driver = FlowDriver(app: app)
        try app.open("home")
        try driver.tap("settings")
        #expect(driver.screen is NanoViewController<HomeView>)
        #expect(app.entryLinks == ["nvc://home"])
    }
}
