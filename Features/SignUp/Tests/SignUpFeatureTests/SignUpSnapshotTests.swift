import NanoTesting
import Testing

@testable import SignUpFeature

/// What a person sees on the sign-up screen in every state, as text (ASCII, 48 columns),
/// compared with the references in `__Snapshots__/SignUpSnapshotTests/`.
@MainActor
struct SignUpSnapshotTests {
    /// Every form state: untouched, then name (empty, filled) × email (empty, invalid, valid).
    @Test func formStates() throws {
        let test = try TestApp(settles: false)
        try test.driver.open("nvc://signup")
        let snapshots = SceneSnapshots(width: 48)
        snapshots.capture("untouched", test.screen)
        for (name, email) in permutations(["", "Ada Lovelace"], ["", "ada@example", "ada@example.com"]) {
            try test.driver.type(name, into: "name")
            try test.driver.type(email, into: "email")
            snapshots.capture("name '\(name)', email '\(email)'", test.screen)
        }
        #expect(snapshots.count == 7)
        assertSceneSnapshots(snapshots)
    }

    /// The request's states: prefilled from a link, in flight, failed with a toast, and
    /// failed then edited.
    @Test func requestStates() throws {
        let test = try TestApp(settles: false)
        let snapshots = SceneSnapshots(width: 48)
        try test.driver.open("nvc://signup?name=Ada%20Lovelace&email=taken%40example.com")
        snapshots.capture("prefilled from nvc://signup?name=Ada%20Lovelace&email=taken%40example.com", test.screen)

        try test.driver.tap("submit")
        snapshots.capture("submitting (request in flight)", test.screen)

        test.doubles.clock.advance(by: .seconds(1))
        snapshots.capture("failed: email taken (error toast)", test.screen)

        try test.driver.type("ada@", into: "email")
        snapshots.capture("failed, then the email edited to an invalid one", test.screen)
        #expect(snapshots.count == 4)
        assertSceneSnapshots(snapshots)
    }
}
