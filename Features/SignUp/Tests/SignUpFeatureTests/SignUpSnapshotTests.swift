import NanoTesting
import Testing

@testable import SignUpFeature

/// What a person sees on the sign-up screen in every state, as text (ASCII), compared with the
/// references in `__Snapshots__/SignUpSnapshotTests/`.
@MainActor
struct SignUpSnapshotTests {
    /// Every form state — untouched, then name (empty, filled) × email (empty, invalid, valid) —
    /// at every permutation width and content size (seed 004's permutation test).
    @Test func formStatesAtEveryWidthAndContentSize() throws {
        let test = try TestApp(settles: false)
        try test.driver.open("nvc://signup")
        let forms =
            [(name: "", email: "", untouched: true)]
            + permutations(["", "Ada Lovelace"], ["", "ada@example", "ada@example.com"]).map {
                (name: $0, email: $1, untouched: false)
            }
        let states = forms.map { form in
            (form.untouched ? "untouched" : "name '\(form.name)', email '\(form.email)'", form)
        }
        #expect(states.count == 7)
        try assertPermutations(states, showsBackButton: false) { form in
            if !form.untouched {
                try test.driver.type(form.name, into: "name")
                try test.driver.type(form.email, into: "email")
            }
            return test.screen
        }
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
