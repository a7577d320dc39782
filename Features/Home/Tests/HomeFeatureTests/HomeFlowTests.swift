import Foundation
import NanoTesting
import Testing

@testable import HomeFeature

/// Home inside a composed app (the real plugin, stand-ins for sign-up and settings), driven
/// the way a person or an `nvc` script drives it.
@MainActor
struct HomeFlowTests {
    @Test func theRouteIsGuardedAndDescribed() throws {
        let app = try makeApp(store: InMemoryKeyValueStore())
        let route = try #require(app.routeTable.routes.first { $0.pattern == "home" })
        #expect(route.feature == "home")
        #expect(route.guard == "signedIn")
        #expect(route.parent == nil)
        #expect(route.presentation == .push)
        #expect(route.summary == "Welcome screen")
        #expect(HomePlugin().requirements == [DependencyRequirement((any KeyValueStore).self)])
    }

    @Test func withoutItsStoreTheAppRefusesToCompose() {
        #expect(throws: CompositionError.self) {
            try NanoApp(
                homeLink: "home", plugins: [fakeSignUp, HomePlugin()], dependencies: DependencyContainer(),
                navigationStack: HeadlessNavigationStack(leakDetector: nil))
        }
    }

    @Test func signedInHomeWelcomesByName() throws {
        let app = try makeApp(store: try makeStore(signedInAs: ada))
        let driver = AppDriver(app: app)
        #expect(try app.open("nvc://home") == .opened(link: "nvc://home"))
        #expect(driver.screen is HomeScene)
        #expect(driver.screen?.title == "Home")
        try driver.expect("welcome", "text", equals: "Welcome, Ada").get()
        try driver.expect("email", "text", equals: "ada@example.com").get()
        try driver.expect("settings", "title", equals: "Settings").get()
        try driver.expect("logout", "title", equals: "Log out").get()
        #expect(app.entryLinks == ["nvc://home"])
    }

    @Test func signedOutHomeGoesThroughSignUpAndResumes() throws {
        let store = InMemoryKeyValueStore()
        let app = try makeApp(store: store)
        let driver = AppDriver(app: app)
        #expect(try app.open("home") == .deferred(pending: "nvc://home", guardID: "signedIn"))
        #expect(driver.stubName == "Sign up")
        try SessionStore(store: store).save(ada)
        try app.completeGuardFlow()
        try driver.expect("welcome", "text", equals: "Welcome, Ada").get()
    }

    @Test func settingsOpensTheSettingsRouteAboveHome() throws {
        let app = try makeApp(store: try makeStore(signedInAs: ada))
        let driver = AppDriver(app: app)
        try app.open("home")
        try driver.tap("settings").get()
        #expect(driver.stubName == "Settings")
        #expect(app.entryLinks == ["nvc://home", "nvc://settings"])
        #expect(app.navigationStack.scenes.first is HomeScene, "home stays beneath")
        try driver.back().get()
        #expect(driver.screen is HomeScene)
        try driver.expect("welcome", "text", equals: "Welcome, Ada").get()
    }

    @Test func logOutClearsTheSessionAndReplacesEverythingWithSignUp() throws {
        let store = try makeStore(signedInAs: ada)
        let app = try makeApp(store: store)
        let driver = AppDriver(app: app)
        try app.open("settings")
        try driver.back().get()
        try driver.tap("logout").get()
        #expect(SessionStore(store: store).current == nil)
        #expect(driver.stubName == "Sign up")
        #expect(app.navigationStack.scenes.count == 1, "sign-up replaced every screen")
        #expect(app.entryLinks == ["nvc://signup"])
        try app.open("home")
        #expect(driver.stubName == "Sign up", "home is guarded again")
    }

    @Test func signingInAsSomeoneElseAfterLogOutGreetsThem() throws {
        let store = try makeStore(signedInAs: ada)
        let app = try makeApp(store: store)
        let driver = AppDriver(app: app)
        try app.open("home")
        try driver.tap("logout").get()
        try SessionStore(store: store).save(
            Session(name: "Grace", email: "grace@example.com", signedInAt: ada.signedInAt))
        try app.completeGuardFlow()
        try driver.expect("welcome", "text", equals: "Welcome, Grace").get()
        try driver.expect("email", "text", equals: "grace@example.com").get()
    }

    @Test func aFailedLogOutKeepsHomeAndShowsTheError() throws {
        let store = FlakyKeyValueStore()
        try SessionStore(store: store).save(ada)
        let app = try makeApp(store: store)
        let driver = AppDriver(app: app)
        try app.open("home")
        store.failsWrites = true
        try driver.tap("logout").get()
        #expect(driver.screen is HomeScene)
        #expect(driver.screen?.toast?.style == .error)
        #expect(SessionStore(store: store).isSignedIn)
    }

    @Test func aVanishedSessionStillShowsAWelcome() throws {
        let store = try makeStore(signedInAs: ada)
        let app = try makeApp(store: store)
        let driver = AppDriver(app: app)
        try app.open("settings")
        try store.set(42, forKey: SessionStore.key)  // unreadable from now on
        try driver.back().get()
        try driver.expect("welcome", "text", equals: "Welcome").get()
        try driver.expect("email", "visible", equals: "false").get()
        try driver.tap("logout").get()
        #expect(driver.stubName == "Sign up")
    }

    @Test func withSettingsDisabledTheButtonLeavesHomeShowing() throws {
        let app = try makeApp(store: try makeStore(signedInAs: ada), disabled: ["settings"])
        let driver = AppDriver(app: app)
        try app.open("home")
        try driver.tap("settings").get()
        #expect(driver.screen is HomeScene)
        #expect(app.entryLinks == ["nvc://home"])
    }
}
