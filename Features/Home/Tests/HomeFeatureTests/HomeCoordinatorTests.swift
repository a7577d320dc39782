import Foundation
import NanoComposition
import NanoNavigation
import NanoPreview
import NanoTesting
@_spi(Testing) import NanoUI
import SessionInterface
import Testing

@testable import HomeFeature

/// The coordinator through its seams: the step handler it registers for its scene, what it
/// reports to its parent, and what it leaves behind.
@MainActor
struct HomeCoordinatorTests {
    /// A home coordinator on its own stack, linking into `app`.
    func makeCoordinator(app: NanoApp, store: InMemorySessionService) -> (HomeCoordinator, HeadlessNavigationStack) {
        let stack = HeadlessNavigationStack(leakDetector: nil)
        let coordinator = HomeCoordinator(
            navigationStack: stack, sessions: store,
            links: app.links, text: english, leakDetector: nil)
        coordinator.start()
        return (coordinator, stack)
    }

    @Test func startShowsTheHomeScene() throws {
        let store = makeSessions(signedInAs: ada)
        let app = try makeApp(sessions: store)
        let (coordinator, stack) = makeCoordinator(app: app, store: store)
        let scene = try #require(stack.topScene as? NanoViewController<HomeView>)
        #expect(stack.scenes.count == 1)
        #expect(coordinator.ownedScenes.count == 1)
        #expect(scene.rootView?.welcomeLabel.text == "Welcome, Ada")
    }

    @Test func openSettingsOpensTheSettingsLink() throws {
        let store = makeSessions(signedInAs: ada)
        let app = try makeApp(sessions: store)
        let (coordinator, stack) = makeCoordinator(app: app, store: store)
        let scene = try #require(stack.topScene as? NanoViewController<HomeView>)
        let handler = try #require(scene.navigationHandler)
        handler(.openSettings)
        #expect(app.entryLinks == ["nvc://home", "nvc://settings"])
        withExtendedLifetime(coordinator) {}
    }

    @Test func logOutOpensSignUp() throws {
        let store = makeSessions(signedInAs: nil)
        let app = try makeApp(sessions: store)
        let (coordinator, stack) = makeCoordinator(app: app, store: store)
        let scene = try #require(stack.topScene as? NanoViewController<HomeView>)
        let handler = try #require(scene.navigationHandler)
        handler(.logOut)
        #expect(app.entryLinks == ["nvc://signup"])
        #expect(FlowDriver(app: app).standIn == "sign-up")
        withExtendedLifetime(coordinator) {}
    }

    @Test func aLinkThatCannotOpenIsReportedAndHomeStays() throws {
        let store = makeSessions(signedInAs: ada)
        let app = try makeApp(sessions: store, disabled: ["settings"])
        let (coordinator, stack) = makeCoordinator(app: app, store: store)
        var reported: [HomeCoordinator.Step] = []
        let subscription = coordinator.navigator.navigation.sink { reported.append($0) }
        defer { subscription.cancel() }
        let scene = try #require(stack.topScene as? NanoViewController<HomeView>)
        try #require(scene.rootView?.settingsButton.tap() == .performed)
        #expect(
            reported == [
                .couldNotOpen(
                    link: "settings",
                    error: .featureDisabled(feature: "settings", link: "nvc://settings"))
            ])
        #expect(stack.topScene === scene)
    }

    @Test func theButtonsReachTheHandlerThroughTheViewModel() throws {
        let store = makeSessions(signedInAs: ada)
        let app = try makeApp(sessions: store)
        let (coordinator, stack) = makeCoordinator(app: app, store: store)
        let scene = try #require(stack.topScene as? NanoViewController<HomeView>)
        try #require(scene.rootView?.logOutButton.tap() == .performed)
        withExtendedLifetime(coordinator) {}
        #expect(store.current == nil)
        #expect(app.entryLinks == ["nvc://signup"])
    }
}

/// What log out and back leave behind in a running app: nothing.
@MainActor
struct HomeLeakTests {
    /// A parent flow on a stack with a root scene, to start Home's coordinator under.
    final class Root: BaseCoordinator<Never>, Coordinating {
        func start() {
            push(scene: StandInScene.self, viewModel: StandInViewModel(name: "root", isGuardFlow: false)) { _ in }
        }
    }

    @Test func logOutFreesTheHomeSceneItsViewModelAndCoordinator() throws {
        let store = makeSessions(signedInAs: ada)
        let app = try makeApp(sessions: store)
        let driver = FlowDriver(app: app)
        let leaks = LeakTracker()
        try app.open("home")
        leaks.trackScenes(of: app.navigationStack)
        #expect(leaks.survivors == ["HomeScene", "HomeScene.viewModel"])
        try driver.tap("logout")
        leaks.expectAllFreed()
    }

    @Test func leavingTheStackFreesTheWholeFlow() throws {
        let store = makeSessions(signedInAs: ada)
        let app = try makeApp(sessions: store)
        let leaks = LeakTracker()
        let stack = HeadlessNavigationStack(leakDetector: nil)
        let root = Root(navigationStack: stack, leakDetector: nil)
        root.start()
        do {
            let home = root.start(
                coordinator: {
                    HomeCoordinator(
                        navigationStack: $0, sessions: store, links: app.links, text: english,
                        leakDetector: nil)
                }, onStep: { _ in })
            leaks.track(home)
            for scene in home.ownedScenes { leaks.track(scene: scene) }
            #expect(leaks.survivors == ["HomeCoordinator", "HomeScene", "HomeScene.viewModel"])
            #expect(stack.scenes.count == 2)
        }
        #expect(root.childCoordinators.count == 1)
        stack.pop()
        #expect(root.childCoordinators.isEmpty, "the framework released the finished flow")
        leaks.expectAllFreed()
    }
}
