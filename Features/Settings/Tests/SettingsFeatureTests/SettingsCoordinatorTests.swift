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

/// A parent flow with a root screen, to start the settings flow under.
final class Root: BaseCoordinator<Never>, Coordinating {
    func start() {
        push(scene: StandInScene.self, viewModel: StandInViewModel(name: "root", isGuardFlow: false)) { _ in }
    }
}

/// The settings flow on its own stack under a root flow.
///
/// Made inside each test, never stored in the suite: the suite value is released off the main
/// actor, and coordinators must be released on it.
@MainActor
final class Fixture {
    let world = World(signedInAs: ada)
    let stack = HeadlessNavigationStack(leakDetector: nil)
    let root: Root

    init() {
        root = Root(navigationStack: stack, leakDetector: nil)
        root.start()
    }

    func start(onStep: @escaping (SettingsCoordinator.Step) -> Void = { _ in }) -> SettingsCoordinator {
        root.start(
            coordinator: { [world] in
                SettingsCoordinator(
                    navigationStack: $0, settings: world.settings, sessions: world.sessions, versionText: "Nano 0.1.0",
                    text: english, leakDetector: nil)
            }, onStep: onStep)
    }

    var sceneNames: [String] { stack.stackChain.flatMap(\.scenes).map(\.sceneName) }
}

/// The coordinator through its seams: one flow, the screens it shows by itself, the child
/// flow it starts, and what it reports.
@MainActor
struct SettingsCoordinatorTests {
    @Test func startShowsTheListAboveItsParent() {
        let f = Fixture()
        let coordinator = f.start()
        #expect(f.sceneNames == ["StandInScene", "SettingsListScene"])
        #expect(coordinator.ownedScenes.count == 1)
    }

    @Test(arguments: [
        (SettingsItem.notifications, "NotificationsScene"), (.appearance, "AppearanceScene"),
        (.profile, "ProfileScene"),
    ])
    func eachRowIsShownByTheSameFlow(item: SettingsItem, sceneName: String) throws {
        let f = Fixture()
        let coordinator = f.start()
        let list = try #require(f.stack.topScene as? NanoViewController<SettingsListView>)
        let handler = try #require(list.navigationHandler)
        handler(.open(item))
        #expect(f.sceneNames == ["StandInScene", "SettingsListScene", sceneName])
        #expect(coordinator.ownedScenes.count == 2, "the detail screen belongs to the same flow")
        #expect(f.root.childCoordinators.count == 1)
    }

    @Test func anAppearanceRequestIsStoredWhenItsScreenShows() {
        let f = Fixture()
        f.start().show(.appearance(requested: .light))
        #expect(f.world.settings.appearance == .light)
    }

    @Test func aboutIsPresentedAndDoneDismissesIt() throws {
        let f = Fixture()
        var reported: [SettingsCoordinator.Step] = []
        let coordinator = f.start { reported.append($0) }
        coordinator.show(.about)
        let modal = try #require(f.stack.presentedStack)
        let scene = try #require(modal.topScene as? NanoViewController<AboutView>)
        #expect(scene.navigationHandler == nil)
        let handler = try #require(scene.modalNavigationHandler)
        var dismissed = 0
        handler(.done) { _, _ in dismissed += 1 }
        #expect(dismissed == 1, "the handler dismisses through the closure it is given")
        try #require(scene.rightBarButton?.tap() == .performed)
        #expect(f.stack.presentedStack == nil)
        #expect(reported == [.aboutClosed, .aboutClosed])
        #expect(f.root.childCoordinators.count == 1, "the flow goes on with its list")
    }

    @Test func goingBackPastTheListFreesTheWholeFlow() {
        let f = Fixture()
        let leaks = LeakTracker()
        do {
            let coordinator = f.start()
            coordinator.show(.notifications)
            leaks.trackOwnFlow(of: coordinator)
            #expect(leaks.survivors.count == 5, "the coordinator, two scenes, two view models")
        }
        f.stack.pop()
        #expect(f.root.childCoordinators.count == 1, "the list is still showing")
        f.stack.pop()
        #expect(f.root.childCoordinators.isEmpty)
        leaks.expectAllFreed()
    }

    @Test func userDismissalOfAboutKeepsTheFlow() {
        let f = Fixture()
        let coordinator = f.start()
        coordinator.show(.about)
        f.stack.dismissPresented()
        #expect(f.root.childCoordinators.first === coordinator)
        #expect(coordinator.ownedScenes.count == 1)
    }
}

/// Editing the profile: a child flow of the settings flow.
@MainActor
struct EditProfileFlowTests {
    func editing() throws -> (Fixture, SettingsCoordinator, [SettingsCoordinator.Step]) {
        let f = Fixture()
        let coordinator = f.start()
        coordinator.show(.profile)
        let profile = try #require(f.stack.topScene as? NanoViewController<ProfileView>)
        try #require(profile.rootView?.editButton.tap() == .performed)
        return (f, coordinator, [])
    }

    @Test func editStartsAChildFlowOverTheProfile() throws {
        let (f, coordinator, _) = try editing()
        #expect(f.sceneNames.suffix(2) == ["ProfileScene", "EditProfileScene"])
        #expect(coordinator.childCoordinators.map { String(describing: type(of: $0)) } == ["EditProfileCoordinator"])
    }

    @Test func savingStoresTheNewValuesFinishesAndFreesTheChild() throws {
        let f = Fixture()
        var reported: [SettingsCoordinator.Step] = []
        let coordinator = f.start { reported.append($0) }
        coordinator.show(.profile)
        let leaks = LeakTracker()
        do {
            let profile = try #require(f.stack.topScene as? NanoViewController<ProfileView>)
            try #require(profile.rootView?.editButton.tap() == .performed)
            let child = try #require(coordinator.childCoordinators.first)
            leaks.trackOwnFlow(of: child)
            let edit = try #require(f.stack.topScene as? NanoViewController<EditProfileView>)
            #expect(edit.rootView?.saveButton.isEnabled == false, "nothing changed yet")
            try #require(edit.rootView?.nameField.type("Ada King") == .performed)
            try #require(edit.rootView?.saveButton.tap() == .performed)
        }
        #expect(reported == [.profileEdited(saved: true)])
        #expect(f.world.sessions.current?.name == "Ada King")
        #expect(f.world.sessions.current?.signedInAt == ada.signedInAt, "the sign-in date is kept")
        #expect(f.sceneNames.last == "ProfileScene")
        #expect(coordinator.childCoordinators.isEmpty, "the framework removed the finished child")
        leaks.expectAllFreed()
    }

    @Test func goingBackFreesTheChildAndStoresNothing() throws {
        let f = Fixture()
        let coordinator = f.start()
        coordinator.show(.profile)
        let leaks = LeakTracker()
        do {
            let profile = try #require(f.stack.topScene as? NanoViewController<ProfileView>)
            try #require(profile.rootView?.editButton.tap() == .performed)
            leaks.trackOwnFlow(of: try #require(coordinator.childCoordinators.first))
            let edit = try #require(f.stack.topScene as? NanoViewController<EditProfileView>)
            try #require(edit.rootView?.nameField.type("Someone Else") == .performed)
        }
        f.stack.pop()
        #expect(coordinator.childCoordinators.isEmpty)
        #expect(f.world.sessions.current == ada)
        leaks.expectAllFreed()
    }

    @Test func cancelFinishesWithoutStoring() throws {
        let f = Fixture()
        var reported: [SettingsCoordinator.Step] = []
        let coordinator = f.start { reported.append($0) }
        coordinator.show(.editProfile)
        let edit = try #require(f.stack.topScene as? NanoViewController<EditProfileView>)
        try #require(edit.rootView?.cancelButton.tap() == .performed)
        #expect(reported == [.profileEdited(saved: false)])
        #expect(f.world.sessions.current == ada)
        #expect(coordinator.childCoordinators.isEmpty)
    }

    @Test func aSaveThatFailsStaysAndSaysWhy() throws {
        let f = Fixture()
        let coordinator = f.start()
        coordinator.show(.editProfile)
        f.world.sessions.failure = SessionError("disk full")
        let edit = try #require(f.stack.topScene as? NanoViewController<EditProfileView>)
        try #require(edit.rootView?.emailField.type("ada@lovelace.org") == .performed)
        try #require(edit.rootView?.saveButton.tap() == .performed)
        #expect(edit.toast?.style == .error)
        #expect(edit.toast?.message == "Could not save the profile: disk full")
        #expect(f.stack.topScene === edit)
        #expect(coordinator.childCoordinators.count == 1)
    }
}

/// Save is the edit's primary action and says why it is disabled: nothing changed, or the
/// values are not valid; Cancel is a cancel, whatever their order.
@MainActor
struct EditProfileFormTests {
    @Test func saveSaysWhyItIsDisabledUntilAValidChange() throws {
        let f = Fixture()
        let coordinator = f.start()
        coordinator.show(.editProfile)
        let edit = try #require(f.stack.topScene as? NanoViewController<EditProfileView>)
        let view = try #require(edit.rootView)
        #expect(view.saveButton.role == .primary && view.cancelButton.role == .cancel)
        #expect(view.nameField.contentType == .name && view.emailField.contentType == .email)
        #expect(view.saveButton.shownReason == "Change the name or email to save.")
        try #require(view.emailField.type("ada@") == .performed)
        #expect(view.saveButton.shownReason == "Enter a name and a valid email address to save.")
        try #require(view.emailField.type("ada@lovelace.org") == .performed)
        #expect(view.saveButton.isEnabled && view.saveButton.shownReason == nil)
    }
}
