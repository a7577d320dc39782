import Foundation
import NanoTesting
import Testing

@testable import HomeFeature

/// Every state of the home screen, rendered as ASCII text and compared with
/// `__Snapshots__/HomeSnapshotTests/everyState.1.txt`.
@MainActor
struct HomeSnapshotTests {
    static let longName = Session(
        name: "Augusta Ada King, Countess of Lovelace",
        email: "augusta.ada.king.countess.of.lovelace@example.com",
        signedInAt: ada.signedInAt)

    /// Home over a store holding `session`; with `nil`, the session vanishes (becomes
    /// unreadable) while a screen above home shows, and home reappears without it.
    func home(_ session: Session?, failingWrites: Bool = false) throws -> AppDriver {
        let store = FlakyKeyValueStore()
        try SessionStore(store: store).save(session ?? ada)
        let app = try makeApp(store: store)
        try app.open("settings")
        if session == nil { try store.set("unreadable", forKey: SessionStore.key) }
        let driver = AppDriver(app: app)
        try driver.back().get()
        store.failsWrites = failingWrites
        return driver
    }

    func capture(_ name: String, _ driver: AppDriver, into snapshots: SceneSnapshots) {
        snapshots.capture(name, driver.screen, showsBackButton: driver.visibleStack.canGoBack)
    }

    @Test func everyState() throws {
        let snapshots = SceneSnapshots()
        capture("signed in", try home(ada), into: snapshots)
        capture("long name and email (cut to fit)", try home(Self.longName), into: snapshots)
        capture("session vanished", try home(nil), into: snapshots)
        let failing = try home(ada, failingWrites: true)
        try failing.tap("logout").get()
        capture("log out failed", failing, into: snapshots)
        #expect(snapshots.count == 4)
        assertSceneSnapshots(snapshots)
    }
}
