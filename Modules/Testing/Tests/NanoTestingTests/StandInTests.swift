import NanoComposition
import NanoContract
import NanoDI
import NanoNavigation
import NanoPreview
import NanoTesting
import NanoUI
import Testing

/// A feature like Settings: its first route sits on another feature's `home` and every route
/// needs another feature's guard.
struct DetailPlugin: FeaturePlugin {
    let id = "detail"
    func register(in feature: inout FeatureRegistrar<Void>) {
        feature.route("detail", parent: "home", guard: GuardID("member")) { context throws(RouteError) in
            try context.start { ButtonCoordinator(navigationStack: $0, disabled: true) }
        }
    }
}

@MainActor
struct StandInTests {
    func preview(failing: Set<GuardID> = []) throws -> FlowDriver {
        let app = try NanoApp(
            homeLink: "detail", plugins: FeaturePreview.plugins(for: DetailPlugin(), failingGuards: failing),
            dependencies: DependencyContainer(), navigationStack: HeadlessNavigationStack(leakDetector: nil))
        return FlowDriver(app: app)
    }

    @Test func aPreviewStandsInForTheParentAndTheGuardItDoesNotOwn() throws {
        let driver = try preview()
        #expect(try driver.open("detail") == .opened(link: "nvc://detail"))
        #expect(driver.sceneNames == ["StandInScene", "DisabledButtonScene"])
        try driver.back()
        try driver.expect("stand-in", "text", equals: "Stand-in for home")
        try driver.expect("pass", "visible", equals: "false")
    }

    @Test func aFailingStandInGuardShowsItsFlowAndPassingItOpensThePendingLink() throws {
        let driver = try preview(failing: [GuardID("member")])
        #expect(try driver.open("detail") == .deferred(pending: "nvc://detail", guardID: GuardID("member")))
        try driver.expect("stand-in", "text", equals: "Stand-in for the member guard's flow")
        try driver.tap("pass")
        #expect(driver.sceneNames == ["StandInScene", "DisabledButtonScene"])
        #expect(driver.app.pendingLink == nil)
    }

    @Test func aFeatureThatNeedsNoStandInsRunsAlone() {
        let plugins = FeaturePreview.plugins(for: InlinePlugin(id: "alone") { _ in })
        #expect(plugins.map(\.id) == ["alone"])
    }

    @Test func aStandInGuardCanFollowATestsOwnState() throws {
        final class Membership { var active = false }
        let membership = Membership()
        let gate = StandInGuard { membership.active }
        let others = StandInPlugin(id: "others")
            .route("home", shows: "home")
            .providing(GuardID("member"), flow: "join", gate)
        let app = try NanoApp(
            homeLink: "home", plugins: [others, DetailPlugin()], dependencies: DependencyContainer(),
            navigationStack: HeadlessNavigationStack(leakDetector: nil))
        #expect(try app.open("detail") == .deferred(pending: "nvc://detail", guardID: GuardID("member")))
        membership.active = true
        #expect(try app.completeGuardFlow() == .opened(link: "nvc://detail"))
    }
}
