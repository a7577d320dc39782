import Foundation
import NanoTesting
import Testing

@testable import SettingsFeature

/// A parent flow with a root screen, to start settings coordinators under.
final class Root: BaseCoordinator<Never>, Coordinating {
    func start() { push(scene: StubScene.self, viewModel: StubViewModel(name: "Root")) { _ in } }
}

/// A root flow on its own stack, and an app for the links the coordinators open.
///
/// Made inside each test, never stored in the suite: the suite value is released off the main
/// actor, and coordinators must be released on it.
@MainActor
final class Fixture {
    let store: FlakyKeyValueStore
    let app: NanoApp
    let stack = HeadlessNavigationStack(leakDetector: nil)
    let root: Root

    init() throws {
        store = try makeStore(signedInAs: ada)
        app = try makeApp(store: store)
        root = Root(navigationStack: stack, leakDetector: nil)
        root.start()
    }

    func start(
        _ screen: SettingsCoordinator.Screen, transition: CoordinatorTransition = .push,
        onStep: @escaping (SettingsCoordinator.Step) -> Void = { _ in }
    ) -> SettingsCoordinator {
        root.start(
            coordinator: { [store, app] in
                SettingsCoordinator(
                    navigationStack: $0, screen: screen, settings: SettingsStore(store: store),
                    sessionStore: SessionStore(store: store), links: app.links, leakDetector: nil)
            }, transition: transition, onStep: onStep)
    }
}

/// The coordinator through its seams: the handlers it registers for its scenes, what it
/// reports to its parent, and that what leaves the screen is freed.
@MainActor
struct SettingsCoordinatorTests {
    @Test(arguments: [
        (SettingsCoordinator.Screen.list, "SettingsListScene"),
        (.notifications, "NotificationsScene"),
        (.appearance(requested: nil), "AppearanceScene"),
        (.profile, "ProfileScene"),
    ])
    func eachScreenIsPushedAboveItsParent(screen: SettingsCoordinator.Screen, sceneName: String) throws {
        let f = try Fixture()
        let coordinator = f.start(screen)
        #expect(f.stack.scenes.map(\.sceneName) == ["StubScene", sceneName])
        #expect(coordinator.ownedScenes.count == 1)
        #expect(coordinator.screen == screen)
    }

    @Test func theListHandlerOpensEachItemsLink() throws {
        let f = try Fixture()
        let coordinator = f.start(.list)
        let scene = try #require(f.stack.topScene as? SettingsListScene)
        let handler = try #require(coordinator.navigationHandler(for: scene))
        handler(.open(.profile))
        #expect(f.app.entryLinks == ["nvc://home", "nvc://settings", "nvc://settings/profile"])
        handler(.open(.about))
        #expect(f.app.entryLinks == ["nvc://home", "nvc://settings", "nvc://settings/about"])
    }

    @Test func aRowWhoseLinkCannotOpenIsReported() throws {
        let f = try Fixture()
        let signedOut = try makeStore(signedInAs: nil)
        let disabled = try makeApp(store: signedOut, disabled: ["home"])
        var reported: [SettingsCoordinator.Step] = []
        let coordinator = f.root.start(
            coordinator: {
                SettingsCoordinator(
                    navigationStack: $0, screen: .list, settings: SettingsStore(store: signedOut),
                    sessionStore: SessionStore(store: signedOut), links: disabled.links, leakDetector: nil)
            }, onStep: { reported.append($0) })
        let scene = try #require(f.stack.topScene as? SettingsListScene)
        let handler = try #require(coordinator.navigationHandler(for: scene))
        handler(.open(.notifications))
        #expect(
            reported == [
                .couldNotOpen(
                    link: "settings/notifications",
                    error: .featureDisabled(feature: "home", link: "nvc://settings/notifications"))
            ])
        #expect(f.stack.topScene === scene)
    }

    @Test func anAppearanceRequestIsStoredWhenItsScreenShows() throws {
        let f = try Fixture()
        _ = f.start(.appearance(requested: .light))
        #expect(SettingsStore(store: f.store).appearance == .light)
    }

    @Test func aboutStartedOnTheParentsStackPresentsItselfAndDoneDismisses() throws {
        let f = try Fixture()
        var reported: [SettingsCoordinator.Step] = []
        let leaks = LeakTracker()
        do {
            let coordinator = f.start(.about) { reported.append($0) }
            let modal = try #require(f.stack.presentedStack)
            let scene = try #require(modal.topScene as? AboutScene)
            #expect(coordinator.navigationHandler(for: scene) == nil)
            #expect(coordinator.modalNavigationHandler(for: scene) != nil)
            leaks.trackOwnFlow(of: coordinator)
            try #require(scene.rightBarButton?.tap() == .performed)
        }
        #expect(f.stack.presentedStack == nil)
        #expect(reported == [.aboutClosed])
        #expect(f.root.childCoordinators.isEmpty)
        leaks.expectAllFreed()
    }

    @Test func theModalHandlerDismissesThroughItsClosure() throws {
        let f = try Fixture()
        let coordinator = f.start(.about)
        let scene = try #require(f.stack.topScene(as: AboutScene.self))
        let handler = try #require(coordinator.modalNavigationHandler(for: scene))
        var dismissed = 0
        handler(.done) { dismissed += 1 }
        #expect(dismissed == 1)
    }

    @Test func aboutStartedOnItsOwnModalStackFinishesAndTheStackGoes() throws {
        let f = try Fixture()
        var reported: [SettingsCoordinator.Step] = []
        let leaks = LeakTracker()
        do {
            let coordinator = f.start(.about, transition: .present) { reported.append($0) }
            let modal = try #require(f.stack.presentedStack)
            #expect(modal.scenes.count == 1, "no second modal on top of the route's")
            #expect(modal.presentedStack == nil)
            let scene = try #require(modal.topScene as? AboutScene)
            #expect(coordinator.navigationHandler(for: scene) != nil)
            leaks.trackOwnFlow(of: coordinator)
            try #require(scene.rightBarButton?.tap() == .performed)
        }
        #expect(f.stack.presentedStack == nil)
        #expect(reported == [.aboutClosed])
        #expect(f.root.childCoordinators.isEmpty)
        leaks.expectAllFreed()
    }

    @Test(arguments: [SettingsCoordinator.Screen.list, .notifications, .appearance(requested: .dark), .profile])
    func goingBackFreesTheScreenItsViewModelAndCoordinator(screen: SettingsCoordinator.Screen) throws {
        let f = try Fixture()
        let leaks = LeakTracker()
        do {
            let coordinator = f.start(screen)
            leaks.trackOwnFlow(of: coordinator)
            #expect(leaks.survivors.count == 3)
        }
        f.stack.pop()
        #expect(f.root.childCoordinators.isEmpty)
        leaks.expectAllFreed()
    }

    @Test func userDismissalFreesTheAboutFlow() throws {
        let f = try Fixture()
        let leaks = LeakTracker()
        do {
            leaks.trackOwnFlow(of: f.start(.about))
        }
        f.stack.dismissPresented()
        #expect(f.root.childCoordinators.isEmpty)
        leaks.expectAllFreed()
    }
}

/// What leaves the screen in a running app is freed.
@MainActor
struct SettingsAppLeakTests {
    @Test func poppedSettingsScreensAreFreed() throws {
        let app = try makeApp(store: try makeStore(signedInAs: ada))
        let driver = AppDriver(app: app)
        let leaks = LeakTracker()
        try app.open("settings/notifications")
        let beneath = app.navigationStack.scenes.prefix(2).map(ObjectIdentifier.init)
        for scene in app.navigationStack.scenes.dropFirst(2) { leaks.track(scene: scene) }
        try driver.back().get()
        try app.open("settings/appearance/dark")
        leaks.track(scene: try #require(driver.screen))
        try app.open("settings/about")
        leaks.trackScenes(of: try #require(app.navigationStack.presentedStack))
        try driver.dismiss().get()
        try app.open("home")
        #expect(app.navigationStack.scenes.prefix(1).map(ObjectIdentifier.init) == Array(beneath.prefix(1)))
        leaks.expectAllFreed()
    }
}

extension LeakTracker {
    /// Tracks `coordinator`, its children and the scenes they own (not the parent's).
    func trackOwnFlow(of coordinator: CoordinatorNode) {
        for node in coordinator.coordinatorTree {
            track(node)
            for scene in node.ownedScenes { track(scene: scene) }
        }
    }
}
