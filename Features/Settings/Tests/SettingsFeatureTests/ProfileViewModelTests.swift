import Foundation
import NanoReactive
import NanoTesting
import SessionInterface
import Testing

@testable import SettingsFeature

@MainActor
struct ProfileViewModelTests {
    @MainActor
    final class Harness {
        let edits = PassthroughSubject<Void, Never>()
        let transformed: ViewModelHarness<ProfileViewModel>
        let name: PublisherRecorder<String, Never>
        let email: PublisherRecorder<String, Never>
        let isEmailVisible: PublisherRecorder<Bool, Never>

        init(_ sessions: InMemorySessionService) {
            transformed = ViewModelHarness(
                ProfileViewModel(sessions: sessions, text: english), fromView: .init(edit: edits.eraseToAnyPublisher()),
                load: false,
                appear: false)
            name = transformed.record(\.name)
            email = transformed.record(\.email)
            isEmailVisible = transformed.record(\.isEmailVisible)
            transformed.load()
            transformed.appear()
        }
    }

    @Test func showsTheSignedInNameAndEmail() throws {
        let harness = Harness(InMemorySessionService(ada))
        #expect(harness.name.values == ["Ada"])
        #expect(harness.email.values == ["ada@example.com"])
        #expect(harness.isEmailVisible.values == [true])
    }

    @Test func withoutASessionItSaysSoAndHidesTheEmail() throws {
        let harness = Harness(InMemorySessionService())
        #expect(harness.name.values == ["Not signed in"])
        #expect(harness.email.values == [""])
        #expect(harness.isEmailVisible.values == [false])
    }

    @Test func rereadsTheSessionWhenItReappears() throws {
        let sessions = InMemorySessionService(ada)
        let harness = Harness(sessions)
        try sessions.clear()
        harness.transformed.events.sendViewWillAppear()
        #expect(harness.name.values == ["Ada", "Not signed in"])
        #expect(harness.isEmailVisible.values == [true, false])
    }
}

extension ProfileViewModelTests {
    @Test func editAsksForTheEdit() {
        let harness = Harness(InMemorySessionService(ada))
        harness.edits.send(())
        #expect(harness.transformed.steps.values == [.edit])
    }
}
