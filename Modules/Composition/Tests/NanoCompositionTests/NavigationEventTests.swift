import NanoComposition
import NanoNavigation
import NanoReactive
import NanoUI
import Testing

/// The app-wide will/did-navigate stream: one pair per cause, with the link and the screens.
@MainActor
struct NavigationEventTests {
    let session = FakeSession()

    private func recording(_ app: NanoApp) -> (events: () -> [NavigationEvent], subscription: AnyCancellable) {
        var events: [NavigationEvent] = []
        let subscription = app.navigationEvents.sink { events.append($0) }
        return ({ events }, subscription)
    }

    private func screens(_ stack: [[NavigationEvent.Screen]]) -> [[String]] {
        stack.map { $0.map { "\($0.scene) \($0.link ?? "-")" } }
    }

    @Test func openingALinkIsOneWillAndOneDidWithTheLinkAndTheStack() throws {
        session.isSignedIn = true
        let app = try makeApp(session: session)
        let (events, subscription) = recording(app)
        try app.open("settings/notifications")
        #expect(events().count == 2)
        let will = try #require(events().first)
        #expect(will.phase == .will)
        #expect(will.cause == .link("settings/notifications"))
        #expect(will.link == "nvc://settings/notifications", "the link being opened, canonical")
        #expect(will.stack == [[]], "nothing was showing before")
        let did = try #require(events().last)
        #expect(did.phase == .did)
        #expect(did.link == "nvc://settings/notifications")
        #expect(
            screens(did.stack) == [
                [
                    "PageScene nvc://home", "PageScene nvc://settings",
                    "PageScene nvc://settings/notifications",
                ]
            ])
        #expect(did.changes == [.replaceAll, .push, .push], "the root replaces, the rest push")
        #expect(did.screen == "PageScene")
        subscription.cancel()
    }

    @Test func aStepTheCoordinatorHandlesCarriesTheLinkItRecordedAfterPushing() throws {
        session.isSignedIn = true
        let app = try makeApp(session: session)
        try app.open("settings")
        let (events, subscription) = recording(app)
        app.navigationStack.visibleScene?.tap(.next)
        #expect(events().map(\.phase) == [.will, .did])
        #expect(events().map(\.cause) == [.step, .step])
        #expect(events().first?.link == "nvc://settings", "where the person was")
        #expect(events().last?.link == "nvc://settings/notifications", "recorded by setLink inside the step")
        #expect(events().last?.changes == [.push])
        subscription.cancel()
    }

    @Test func aLinkAStepOpensNamesTheTransition() throws {
        session.isSignedIn = true
        let app = try makeApp(session: session)
        try app.open("home")
        let (events, subscription) = recording(app)
        app.navigationStack.visibleScene?.tap(.next)  // Home's coordinator opens settings/notifications
        #expect(events().map(\.phase) == [.will, .did], "one transition, not one per pushed screen")
        #expect(events().first?.cause == .link("settings/notifications"))
        #expect(events().last?.link == "nvc://settings/notifications")
        subscription.cancel()
    }

    @Test func backAndDismissAreTransitionsOfTheirOwn() throws {
        session.isSignedIn = true
        let app = try makeApp(session: session)
        try app.open("settings/about")
        let (events, subscription) = recording(app)
        try app.navigationStack.dismissTopmost()
        try app.navigationStack.goBack()
        #expect(events().map(\.phase) == [.will, .did, .will, .did])
        #expect(
            events().map(\.cause) == [.stack(.dismissPresented), .stack(.dismissPresented), .stack(.pop), .stack(.pop)])
        #expect(screens(events()[0].stack).count == 2, "the modal was showing before the dismissal")
        #expect(events()[1].stack.count == 1)
        #expect(events()[3].link == "nvc://home")
        subscription.cancel()
    }

    @Test func whatChangesNothingSendsNothing() throws {
        session.isSignedIn = true
        let app = try makeApp(session: session)
        try app.open("home")
        let (events, subscription) = recording(app)
        try app.open("home")
        #expect(throws: UserActionError.self) { try app.navigationStack.goBack() }
        #expect(events().isEmpty)
        subscription.cancel()
    }

    @Test func restoringIsOneTransition() throws {
        session.isSignedIn = true
        let app = try makeApp(session: session)
        let (events, subscription) = recording(app)
        try app.restore(["nvc://home", "nvc://settings", "nvc://settings/notifications"])
        #expect(events().map(\.phase) == [.will, .did])
        #expect(events().last?.cause == .restore(["nvc://home", "nvc://settings", "nvc://settings/notifications"]))
        #expect(events().last?.link == "nvc://settings/notifications")
        subscription.cancel()
    }

    @Test func willAndDidNavigateSplitTheStream() throws {
        session.isSignedIn = true
        let app = try makeApp(session: session)
        var will: [String?] = []
        var did: [String?] = []
        let subscriptions = [
            app.willNavigate.sink { will.append($0.link) }, app.didNavigate.sink { did.append($0.link) },
        ]
        try app.open("settings")
        #expect(will == ["nvc://settings"])
        #expect(did == ["nvc://settings"])
        subscriptions.forEach { $0.cancel() }
    }
}
