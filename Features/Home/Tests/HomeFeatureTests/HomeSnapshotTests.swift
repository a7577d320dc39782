import Foundation
import NanoTesting
import SessionInterface
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

    /// Home over a session service holding `session`; with `nil`, the session vanishes while a
    /// screen above home shows, and home reappears without it.
    func home(_ session: Session?, failingWrites: Bool = false) throws -> FlowDriver {
        let store = makeSessions(signedInAs: session ?? ada)
        let app = try makeApp(sessions: store)
        try app.open("settings")
        if session == nil { try store.clear() }
        let driver = FlowDriver(app: app)
        try driver.back()
        if failingWrites {
            // The message the app's stored session service gives when its file cannot be written.
            store.failure = SessionError("could not write key-value store file /state/store.json: disk full")
        }
        return driver
    }

    func capture(_ name: String, _ driver: FlowDriver, into snapshots: SceneSnapshots) {
        snapshots.capture(name, driver.screen, showsBackButton: driver.app.navigationStack.topmostStack.canGoBack)
    }

    @Test func everyState() throws {
        let snapshots = SceneSnapshots()
        capture("signed in", try home(ada), into: snapshots)
        capture("long name and email (cut to fit)", try home(Self.longName), into: snapshots)
        capture("session vanished", try home(nil), into: snapshots)
        let failing = try home(ada, failingWrites: true)
        try failing.tap("logout")
        capture("log out failed", failing, into: snapshots)
        #expect(snapshots.count == 4)
        assertSceneSnapshots(snapshots)
    }
}
