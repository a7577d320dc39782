import Foundation
import NanoTesting
import Testing

@testable import SettingsFeature

@MainActor
struct ProfileViewModelTests {
    @MainActor
    final class Harness {
        let transformed: Transformed<ProfileViewModel.Publishers, Never>
        let name: Recorded<String>
        let email: Recorded<String>
        let isEmailVisible: Recorded<Bool>

        init(_ store: any KeyValueStore) {
            let viewModel = ProfileViewModel(sessionStore: SessionStore(store: store))
            let events = ControllerEvents()
            let output = viewModel.transform(input: .init(fromView: .init(), fromController: events.input))
            var recorded: (Recorded<String>, Recorded<String>, Recorded<Bool>)?
            transformed = Transformed(events: events, output: output) {
                recorded = (Recorded($0.name), Recorded($0.email), Recorded($0.isEmailVisible))
            }
            name = recorded?.0 ?? Recorded(Empty())
            email = recorded?.1 ?? Recorded(Empty())
            isEmailVisible = recorded?.2 ?? Recorded(Empty())
        }
    }

    @Test func showsTheSignedInNameAndEmail() throws {
        let harness = Harness(try makeStore(signedInAs: ada))
        #expect(harness.name.values == ["Ada"])
        #expect(harness.email.values == ["ada@example.com"])
        #expect(harness.isEmailVisible.values == [true])
    }

    @Test func withoutASessionItSaysSoAndHidesTheEmail() throws {
        let store = InMemoryKeyValueStore()
        try store.set(["not": "a session"], forKey: SessionStore.key)
        let harness = Harness(store)
        #expect(harness.name.values == ["Not signed in"])
        #expect(harness.email.values == [""])
        #expect(harness.isEmailVisible.values == [false])
    }

    @Test func rereadsTheSessionWhenItReappears() throws {
        let store = try makeStore(signedInAs: ada)
        let harness = Harness(store)
        try SessionStore(store: store).clear()
        harness.transformed.events.sendViewWillAppear()
        #expect(harness.name.values == ["Ada", "Not signed in"])
        #expect(harness.isEmailVisible.values == [true, false])
    }
}
