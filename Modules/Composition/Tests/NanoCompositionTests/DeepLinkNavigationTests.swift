import NanoComposition
import NanoContract
import NanoDI
import NanoNavigation
import NanoUI
import Testing

@MainActor
struct DeepLinkNavigationTests {
    let session = FakeSession()

    func signedInApp() throws -> NanoApp {
        session.isSignedIn = true
        return try makeApp(session: session)
    }

    @Test func aLinkBuildsItsWholeStackThroughTheFeatures() throws {
        let app = try signedInApp()
        #expect(try app.open("nvc://settings/notifications") == .opened(link: "nvc://settings/notifications"))
        #expect(app.titles == ["Home", "Settings", "Notifications"])
        #expect(app.entryLinks == ["nvc://home", "nvc://settings", "nvc://settings/notifications"])
        #expect(app.navigationStack.scenes.allSatisfy { $0.isLoaded && $0.isOnStack })
    }

    @Test func openingReusesTheScreensTheChainShares() throws {
        let app = try signedInApp()
        try app.open("nvc://settings/notifications")
        let home = app.navigationStack.scenes[0]
        try app.open("settings/appearance/dark")
        #expect(app.titles == ["Home", "Settings", "Appearance"])
        #expect(app.navigationStack.scenes[0] === home)
        try app.open("home")
        #expect(app.titles == ["Home"])
        #expect(app.navigationStack.scenes[0] === home)
    }

    @Test func userBackKeepsTheEntriesInStep() throws {
        let app = try signedInApp()
        try app.open("settings/notifications")
        app.navigationStack.pop()
        #expect(app.entryLinks == ["nvc://home", "nvc://settings"])
        try app.open("settings/notifications")
        #expect(app.titles == ["Home", "Settings", "Notifications"])
    }

    @Test func aModalRouteIsPresentedOverItsParent() throws {
        let app = try signedInApp()
        try app.open("settings/about")
        #expect(app.titles == ["Home", "Settings"])
        #expect(app.presentedTitles == ["About"])
        try app.open("settings/notifications")
        #expect(app.presentedTitles.isEmpty)
        #expect(app.titles == ["Home", "Settings", "Notifications"])
    }

    @Test func coordinatorsOpenLinksAcrossFeatures() throws {
        let app = try signedInApp()
        try app.open("home")
        app.navigationStack.topScene?.tap(.next)
        #expect(app.titles == ["Home", "Settings", "Notifications"])
    }

    @Test func aGuardedLinkShowsTheGuardFlowAndResumesAfterIt() throws {
        let app = try makeApp(session: session)
        let outcome = try app.open("nvc://settings/notifications")
        #expect(outcome == .deferred(pending: "nvc://settings/notifications", guardID: .signedIn))
        #expect(app.titles == ["Sign up"])
        #expect(app.pendingLink == "nvc://settings/notifications")
        session.isSignedIn = true
        #expect(try app.completeGuardFlow() == .opened(link: "nvc://settings/notifications"))
        #expect(app.titles == ["Home", "Settings", "Notifications"])
        #expect(app.pendingLink == nil)
    }

    @Test func aGuardsFlowIsKnownForALinkOnlyWhileTheGuardPasses() throws {
        let app = try makeApp(session: session)
        #expect(!app.opensFlowOfPassingGuard("nvc://signup"), "signed out: the flow has work to do")
        session.isSignedIn = true
        #expect(app.opensFlowOfPassingGuard("nvc://signup"))
        #expect(app.opensFlowOfPassingGuard("signup?name=Ada"), "any link to the flow's route")
        #expect(!app.opensFlowOfPassingGuard("nvc://home"), "not a guard's flow")
        #expect(!app.opensFlowOfPassingGuard("nvc://no/such/route"))
    }

    @Test func cancellingTheGuardFlowDropsTheLink() throws {
        let app = try makeApp(session: session)
        try app.open("settings")
        app.cancelGuardFlow()
        #expect(app.pendingLink == nil)
        #expect(app.titles == ["Sign up"])
        session.isSignedIn = true
        try app.completeGuardFlow()
        #expect(app.titles == ["Home"], "with nothing pending the flow ends at home")
    }

    @Test func completingWhileTheGuardStillFailsShowsTheFlowAgain() throws {
        let app = try makeApp(session: session)
        try app.open("settings")
        #expect(try app.completeGuardFlow() == .deferred(pending: "nvc://settings", guardID: .signedIn))
        #expect(app.titles == ["Sign up"])
    }

    @Test func theGuardOfEveryRouteOnTheChainIsChecked() throws {
        let app = try makeApp(session: session)
        // settings/notifications has no guard itself; its parents do.
        #expect(
            try app.open("settings/notifications")
                == .deferred(pending: "nvc://settings/notifications", guardID: .signedIn))
    }

    @Test(arguments: [
        "nvc://s%65ttings/notifications", "NVC://settings/notifications", "nvc://settings/notifications/",
        "nvc://settings/%6Eotifications", "nvc://%73%65%74%74%69%6E%67%73", "nvc://settings/notifications#x",
        "nvc://settings/notifications?next=home", "settings/about", "nvc://settings/appearance/dark",
    ])
    func noEncodingOfAGuardedLinkSkipsTheGuard(link: String) throws {
        let app = try makeApp(session: session)
        let outcome = try app.open(link)
        guard case .deferred = outcome else {
            Issue.record("\(link) reached \(app.titles) without passing the guard")
            return
        }
        #expect(app.titles == ["Sign up"])
        #expect(app.presentedTitles.isEmpty)
    }

    @Test(arguments: [
        "nvc://SETTINGS/notifications", "nvc://settings%2Fnotifications", "nvc://settings//notifications",
        "nvc://home/../settings", "nvc://settings/./notifications", "nvc://settings/%2E%2E/home",
        "other://settings", "nvc://settings/appearance/DARK", "nvc://settings/notifications%00",
    ])
    func trickLinksAreRejectedWithoutShowingAnything(link: String) throws {
        let app = try makeApp(session: session)
        #expect(throws: OpenLinkError.self) { try app.open(link) }
        #expect(app.navigationStack.scenes.isEmpty)
        #expect(app.pendingLink == nil)
    }

    @Test func aDisabledFeatureAnswersDistinctlyFromAnUnknownRoute() throws {
        session.isSignedIn = true
        let app = try makeApp(session: session, disabled: ["settings"])
        #expect(throws: OpenLinkError.featureDisabled(feature: "settings", link: "nvc://settings/notifications")) {
            try app.open("settings/notifications")
        }
        #expect {
            try app.open("nvc://nowhere")
        } throws: { error in
            if case .noRoute = error as? OpenLinkError { return true }
            return false
        }
        #expect(try app.open("home") == .opened(link: "nvc://home"))
    }

    @Test func badInputClassesMapToTheirErrors() throws {
        let app = try signedInApp()
        func kind(_ link: String) -> String {
            do {
                try app.open(link)
                return "opened"
            } catch {
                switch error {
                case .invalidLink: return "invalid"
                case .noRoute: return "noRoute"
                case .featureDisabled: return "disabled"
                case .routeFailed, .internalError, .appGone: return "internal"
                }
            }
        }
        #expect(kind("nvc://settings/appearance/neon") == "invalid", "bad enum value")
        #expect(kind("nvc://") == "invalid")
        #expect(kind("http://home") == "invalid")
        #expect(kind("nvc://home%ZZ") == "invalid")
        #expect(kind("nvc://unknown/route") == "noRoute")
        #expect(kind("nvc://" + String(repeating: "a/", count: 40) + "a") == "invalid")
    }
}

/// A coordinator that keeps its whole route context, as a feature may.
final class ContextKeepingCoordinator: BaseCoordinator<Never>, Coordinating {
    let context: RouteContext<Void>
    init(navigationStack: any NavigationStack, context: RouteContext<Void>) {
        self.context = context
        super.init(navigationStack: navigationStack, leakDetector: nil)
    }
    func start() { push(scene: PageScene.self, viewModel: PageViewModel()) { _ in } }
}

@MainActor
struct RouteEntryLifetimeTests {
    @Test func anEntryThatKeepsItsContextIsFreedWhenItsScreenLeaves() throws {
        weak var created: ContextKeepingCoordinator?
        let plugin = TestPlugin(id: "x") { feature in
            feature.route("a") { context throws(RouteError) in
                try context.start { ContextKeepingCoordinator(navigationStack: $0, context: context) }
            }
            feature.route("a/b", parent: "a") { context throws(RouteError) in
                try context.start { stack in
                    let coordinator = ContextKeepingCoordinator(navigationStack: stack, context: context)
                    created = coordinator
                    return coordinator
                }
            }
        }
        let app = try NanoApp(
            homeLink: "a", plugins: [plugin], dependencies: DependencyContainer(),
            navigationStack: HeadlessNavigationStack(leakDetector: nil))
        try app.open("a/b")
        weak var top: (any SceneHosting)?
        top = app.navigationStack.topScene
        app.navigationStack.pop()
        #expect(app.entryLinks == ["nvc://a"])
        #expect(top == nil, "the popped entry's scene is freed")
        #expect(created == nil, "the popped entry's coordinator is freed")
    }

    @Test func aContextKeptAfterItsAppIsGoneShowsNothingAndSaysWhy() throws {
        var kept: RouteContext<Void>?
        let plugin = TestPlugin(id: "x") { feature in
            feature.route("a") { context throws(RouteError) in
                kept = context
                return try context.start { ContextKeepingCoordinator(navigationStack: $0, context: context) }
            }
        }
        weak var released: NanoApp?
        do {
            let app = try NanoApp(
                homeLink: "a", plugins: [plugin], dependencies: DependencyContainer(),
                navigationStack: HeadlessNavigationStack(leakDetector: nil))
            try app.open("a")
            released = app
            app.navigationStack.removeAll()
        }
        #expect(released == nil, "a context does not keep its app alive")
        let context = try #require(kept)
        #expect(throws: RouteError.rejected("the app that composed the feature is gone")) {
            try context.start { ContextKeepingCoordinator(navigationStack: $0, context: context) }
        }
        #expect(context.runningFlow(ContextKeepingCoordinator.self) == nil)
    }
}
