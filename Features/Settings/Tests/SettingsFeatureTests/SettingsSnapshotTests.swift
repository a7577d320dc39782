import Foundation
import NanoTesting
import SessionInterface
import Testing

@testable import SettingsFeature

/// Every state of every settings screen, rendered as ASCII text and compared with the files
/// under `__Snapshots__/SettingsSnapshotTests/`.
@MainActor
struct SettingsSnapshotTests {
    static let longName = Session(
        name: "Augusta Ada King, Countess of Lovelace",
        email: "augusta.ada.king.countess.of.lovelace@example.com",
        signedInAt: ada.signedInAt)

    /// An app over a store holding `session`, `notifications` and `appearance`, showing `link`.
    func show(
        _ link: String, session: Session? = ada, notifications: Bool? = nil,
        appearance: Appearance? = nil
    ) throws -> (FlowDriver, World) {
        let store = World(signedInAs: session ?? ada)
        let settings = store.settings
        if let notifications { try settings.setNotificationsEnabled(notifications) }
        if let appearance { try settings.setAppearance(appearance) }
        let app = try store.app()
        try app.open(link)
        if session == nil {
            // The session vanishes (signed out elsewhere) and the screen appears again.
            try store.sessions.clear()
            app.navigationStack.topmostStack.topScene?.viewWillAppear()
        }
        return (FlowDriver(app: app), store)
    }

    func capture(_ name: String, _ driver: FlowDriver, into snapshots: SceneSnapshots) {
        snapshots.capture(name, driver.screen, showsBackButton: driver.app.navigationStack.topmostStack.canGoBack)
    }

    @Test func settingsList() throws {
        let snapshots = SceneSnapshots()
        for (notifications, appearance) in permutations([true, false], Appearance.allCases) {
            let (driver, _) = try show("settings", notifications: notifications, appearance: appearance)
            capture(
                "notifications \(notifications ? "on" : "off"), appearance \(appearance.rawValue)", driver,
                into: snapshots)
        }
        capture("long email (cut to fit)", try show("settings", session: Self.longName).0, into: snapshots)
        capture("session vanished: no email", try show("settings", session: nil).0, into: snapshots)
        #expect(snapshots.count == 8)
        assertSceneSnapshots(snapshots)
    }

    @Test func notifications() throws {
        let snapshots = SceneSnapshots()
        capture("on (default)", try show("settings/notifications").0, into: snapshots)
        capture("off", try show("settings/notifications", notifications: false).0, into: snapshots)
        let (failing, store) = try show("settings/notifications")
        store.failable?.failsWrites = true
        try failing.toggle("notifications")
        capture("turning off failed", failing, into: snapshots)
        #expect(snapshots.count == 3)
        assertSceneSnapshots(snapshots)
    }

    @Test func appearance() throws {
        let snapshots = SceneSnapshots()
        for appearance in Appearance.allCases {
            capture(appearance.rawValue, try show("settings/appearance", appearance: appearance).0, into: snapshots)
        }
        let (failing, store) = try show("settings/appearance")
        store.failable?.failsWrites = true
        try failing.select(row: 2, in: "appearance")
        capture("choosing dark failed", failing, into: snapshots)
        #expect(snapshots.count == 4)
        assertSceneSnapshots(snapshots)
    }

    @Test func profile() throws {
        let snapshots = SceneSnapshots()
        capture("signed in", try show("settings/profile").0, into: snapshots)
        capture(
            "long name and email (cut to fit)", try show("settings/profile", session: Self.longName).0, into: snapshots)
        capture("session vanished", try show("settings/profile", session: nil).0, into: snapshots)
        #expect(snapshots.count == 3)
        assertSceneSnapshots(snapshots)
    }

    @Test func about() throws {
        let snapshots = SceneSnapshots()
        capture("modal, with Done", try show("settings/about").0, into: snapshots)
        #expect(snapshots.count == 1)
        assertSceneSnapshots(snapshots)
    }
}

extension SettingsSnapshotTests {
    /// The profile edit: as it opens (Save disabled), edited (enabled), invalid, and after a
    /// save that failed.
    @Test func editProfile() throws {
        let snapshots = SceneSnapshots()
        let (driver, world) = try show("settings/profile/edit")
        capture("opened: the session's values, nothing to save", driver, into: snapshots)
        try driver.type("Ada King", into: "name")
        capture("name edited: save enabled", driver, into: snapshots)
        try driver.type("ada@", into: "email")
        capture("email invalid: save disabled", driver, into: snapshots)
        try driver.type("ada@king.org", into: "email")
        world.sessions.failure = SessionError("disk full")
        try driver.tap("save")
        capture("save failed (error toast)", driver, into: snapshots)
        #expect(snapshots.count == 4)
        assertSceneSnapshots(snapshots)
    }
}
