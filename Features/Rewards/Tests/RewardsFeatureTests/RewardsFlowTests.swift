import NanoComposition
import NanoContract
import NanoPreview
import NanoTesting
import SessionInterface
import Testing

@testable import RewardsFeature

/// The feature in an app, driven by control id as a person or a script drives it.
@MainActor
struct RewardsFlowTests {
    @Test func theRoutesAreRegisteredAboveHomeBehindSignIn() throws {
        let app = try makeApp()
        for pattern in ["rewards", "rewards/card/:status(enum: active|blocked)"] {
            let route = try #require(app.routeTable.routes.first { $0.pattern == pattern })
            #expect(route.feature == "rewards")
            #expect(route.parent == "home")
            #expect(route.guard == GuardID.signedIn.rawValue)
        }
    }

    @Test func anActiveCardJoinsAndStaysAMember() throws {
        let store = makeStore()
        let driver = FlowDriver(app: try makeApp(store: store))
        #expect(try driver.open("nvc://rewards") == .opened(link: "nvc://rewards"))
        #expect(driver.app.entryLinks == ["nvc://home", "nvc://rewards"])
        try driver.expect("confirm", "title", equals: "Join rewards")
        try driver.tap("confirm")
        try driver.expect("headline", "text", equals: "You are a member")
        try driver.expect("confirm", "visible", equals: "false")

        let again = FlowDriver(app: try makeApp(store: store))
        try again.open("rewards")
        try again.expect("headline", "text", equals: "You are a member")
    }

    @Test func aBlockedCardIsUnblockedBeforeJoining() throws {
        let driver = FlowDriver(app: try makeApp())
        try driver.open("nvc://rewards/card/blocked")
        #expect(driver.screen is RewardsScene)
        try driver.expect("headline", "text", equals: "Your card is blocked")
        try driver.expect("message", "text", equals: "Unblock your card first, then join Nano Rewards.")
        try driver.tap("confirm")
        try driver.expect("confirm", "title", equals: "Join rewards")
        try driver.tap("confirm")
        try driver.expect("headline", "text", equals: "You are a member")
    }

    @Test func aFailedSaveShowsAnErrorToastAndTheSameState() throws {
        let store = makeStore()
        let driver = FlowDriver(app: try makeApp(store: store))
        try driver.open("rewards")
        store.failsWrites = true
        try driver.tap("confirm")
        #expect(driver.screen?.toast?.style == .error)
        try driver.expect("confirm", "title", equals: "Join rewards")
    }

    @Test func aCardLinkThatCannotSaveIsRejected() throws {
        let store = makeStore()
        store.failsWrites = true
        let driver = FlowDriver(app: try makeApp(store: store))
        #expect(throws: OpenLinkError.self) { try driver.open("rewards/card/blocked") }
    }

    @Test func signedOutTheLinkGoesThroughSignInAndComesBack() throws {
        let signedIn = StandInGuard(passes: false)
        let driver = FlowDriver(app: try makeApp(signedIn: signedIn))
        #expect(try driver.open("rewards") == .deferred(pending: "nvc://rewards", guardID: .signedIn))
        try driver.tap("pass")
        #expect(driver.screen is RewardsScene)
        #expect(driver.app.entryLinks == ["nvc://home", "nvc://rewards"])
    }

    @Test func goingBackLeavesNothingBehind() throws {
        let driver = FlowDriver(app: try makeApp())
        let leaks = LeakTracker()
        try driver.open("rewards")
        leaks.track(scene: try #require(driver.screen))
        try driver.back()
        try driver.expect("stand-in", "text", equals: "Stand-in for home")
        leaks.expectAllFreed()
    }
}
