import Foundation
import NanoComposition
import NanoDI
import NanoNavigation
import NanoPreview
import NanoTesting
@_spi(Testing) import NanoUI
import SessionInterface
import Testing

@testable import SettingsFeature

/// The flow inside a composed app: links continue it, taps and links build the same thing,
/// and resume rebuilds in-flow screens.
@MainActor
struct SettingsAppFlowTests {
    func signedInApp() throws -> (NanoApp, FlowDriver) {
        let app = try World(signedInAs: ada).app()
        return (app, FlowDriver(app: app))
    }

    func treeShape(_ app: NanoApp) -> [String] {
        app.rootCoordinator.coordinatorTree.map { String(describing: type(of: $0)) }
    }

    @Test func tappingThroughAndOpeningTheLinkGiveTheSameStackAndCoordinatorTree() throws {
        let (tapped, tapper) = try signedInApp()
        try tapped.open("home")
        try tapped.open("settings")  // Home's button opens this link; Home is a stand-in here
        try tapper.select(row: 0, in: "settings")
        let (linked, _) = try signedInApp()
        try linked.open("nvc://settings/notifications")
        #expect(tapped.titles == ["Settings", "Notifications"])
        #expect(tapped.titles == linked.titles)
        #expect(tapped.entryLinks == linked.entryLinks)
        #expect(tapped.entryLinks == ["nvc://settings", "nvc://settings/notifications"])
        #expect(treeShape(tapped) == treeShape(linked))
        // The root, the Settings tab's host and its flow: Home (a stand-in outside the tabs) left
        // when the Settings tab was selected.
        #expect(treeShape(linked) == ["RouteHostCoordinator", "RouteHostCoordinator", "SettingsCoordinator"])
    }

    @Test func aLinkIntoTheShowingFlowContinuesIt() throws {
        let (app, _) = try signedInApp()
        try app.open("settings")
        let tab = try #require(app.tabContainer.host(forTab: "settings"))
        let flow = try #require(tab.childCoordinators.last as? SettingsCoordinator)
        try app.open("settings/profile")
        try app.open("settings/about")
        #expect(tab.childCoordinators.last === flow)
        #expect(tab.childCoordinators.count == 1)
    }

    @Test func theEditLinkBuildsProfileThenTheChildFlow() throws {
        let (app, driver) = try signedInApp()
        try app.open("nvc://settings/profile/edit")
        #expect(app.titles == ["Settings", "Profile", "Edit profile"])
        #expect(
            app.entryLinks == [
                "nvc://settings", "nvc://settings/profile", "nvc://settings/profile/edit",
            ])
        #expect(treeShape(app).last == "EditProfileCoordinator")
        try driver.tap("cancel")
        #expect(app.titles == ["Settings", "Profile"])
        #expect(!treeShape(app).contains("EditProfileCoordinator"))
    }

    @Test func resumeRebuildsAScreenPushedInsideTheFlow() throws {
        let (app, driver) = try signedInApp()
        try app.open("settings/profile")
        try driver.tap("edit")  // in the flow: no link opened
        let saved = app.entryLinks
        #expect(saved.last == "nvc://settings/profile/edit")

        let (restored, _) = try signedInApp()
        try restored.restore(saved)
        #expect(restored.titles == app.titles)
        #expect(restored.entryLinks == saved)
        #expect(treeShape(restored) == treeShape(app))
    }

    @Test func resumeRestoresAModalOverAnInFlowScreen() throws {
        let (restored, _) = try signedInApp()
        try restored.restore(["nvc://home", "nvc://settings", "nvc://settings/notifications", "nvc://settings/about"])
        #expect(restored.titles == ["Settings", "Notifications"])
        #expect(restored.navigationStack.presentedStack?.topScene is NanoViewController<AboutView>)
    }

    @Test func poppedScreensAreFreed() throws {
        let (app, driver) = try signedInApp()
        let leaks = LeakTracker()
        try app.open("settings/notifications")
        for scene in app.navigationStack.scenes.dropFirst() { leaks.track(scene: scene) }  // above the tab's root
        try driver.back()
        try app.open("settings/appearance/dark")
        leaks.track(scene: try #require(driver.screen))
        try app.open("settings/about")
        leaks.trackScenes(of: try #require(app.navigationStack.presentedStack))
        try driver.dismiss()
        try app.open("home")
        #expect(app.titles == ["Home"])
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
