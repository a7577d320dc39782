import Foundation
import NanoCore
import NanoReactive
import NanoTesting
import SessionInterface
import Testing

@testable import HomeFeature

/// A ``HomeViewModel`` transformed the way its scene does it (NanoTesting's harness), with
/// subjects for the person's two intents and the publishers it shows recorded.
@MainActor
final class HomeHarness {
    let openSettings = PassthroughSubject<Void, Never>()
    let logOut = PassthroughSubject<Void, Never>()
    let harness: ViewModelHarness<HomeViewModel>
    private let welcomes: PublisherRecorder<String, Never>
    private let emails: PublisherRecorder<String, Never>
    private let emailVisibility: PublisherRecorder<Bool, Never>

    init(_ viewModel: HomeViewModel) {
        harness = ViewModelHarness(
            viewModel,
            fromView: .init(openSettings: openSettings.eraseToAnyPublisher(), logOut: logOut.eraseToAnyPublisher()))
        welcomes = harness.record(\.welcome)
        emails = harness.record(\.email)
        emailVisibility = harness.record(\.isEmailVisible)
    }

    var events: ControllerEvents { harness.events }
    var welcome: [String] { welcomes.values }
    var email: [String] { emails.values }
    var isEmailVisible: [Bool] { emailVisibility.values }
    var steps: [HomeViewModel.Step] { harness.steps.values }
    var toasts: [Toast] { harness.toasts.values }
}

@MainActor
struct HomeViewModelTests {
    @Test func greetsTheSignedInPersonByNameAndShowsTheirEmail() throws {
        let harness = HomeHarness(HomeViewModel(sessions: makeSessions(signedInAs: ada)))
        #expect(harness.welcome == ["Welcome, Ada"])
        #expect(harness.email == ["ada@example.com"])
        #expect(harness.isEmailVisible == [true])
        #expect(harness.steps.isEmpty)
        #expect(harness.toasts.isEmpty)
    }

    @Test func withoutASessionItSaysWelcomeAndHidesTheEmail() throws {
        let harness = HomeHarness(HomeViewModel(sessions: makeSessions(signedInAs: nil)))
        #expect(harness.welcome == ["Welcome"])
        #expect(harness.email == [""])
        #expect(harness.isEmailVisible == [false])
    }

    @Test func aBlankNameIsNotGreeted() throws {
        let blank = Session(name: "  ", email: "x@example.com", signedInAt: ada.signedInAt)
        let harness = HomeHarness(HomeViewModel(sessions: makeSessions(signedInAs: blank)))
        #expect(harness.welcome == ["Welcome"])
        #expect(harness.email == ["x@example.com"])
    }

    @Test func rereadsTheSessionEachTimeTheScreenReappears() throws {
        let store = makeSessions(signedInAs: ada)
        let harness = HomeHarness(HomeViewModel(sessions: store))
        try store.save(Session(name: "Grace", email: "grace@example.com", signedInAt: ada.signedInAt))
        #expect(harness.welcome == ["Welcome, Ada"], "nothing changes until the screen reappears")
        harness.events.sendViewWillAppear()
        #expect(harness.welcome == ["Welcome, Ada", "Welcome, Grace"])
        #expect(harness.email == ["ada@example.com", "grace@example.com"])
        harness.events.sendViewWillAppear()
        #expect(harness.welcome.count == 2, "an unchanged session is not shown again")
    }

    @Test func settingsAsksForTheSettings() throws {
        let harness = HomeHarness(HomeViewModel(sessions: makeSessions(signedInAs: ada)))
        harness.openSettings.send(())
        #expect(harness.steps == [.openSettings])
        harness.openSettings.send(())
        #expect(harness.steps == [.openSettings, .openSettings])
    }

    @Test func logOutClearsTheSessionThenAsksToLeave() throws {
        let store = makeSessions(signedInAs: ada)
        let harness = HomeHarness(HomeViewModel(sessions: store))
        harness.logOut.send(())
        #expect(harness.steps == [.logOut])
        #expect(store.current == nil)
        #expect(harness.toasts.isEmpty)
    }

    @Test func aFailedLogOutStaysAndSaysWhy() throws {
        let store = makeSessions(signedInAs: ada)
        store.failure = SessionError("disk full")
        let harness = HomeHarness(HomeViewModel(sessions: store))
        harness.logOut.send(())
        #expect(harness.steps.isEmpty, "the person stays signed in, so they stay here")
        #expect(store.current == ada)
        #expect(harness.toasts.map(\.style) == [.error])
        #expect(harness.toasts.first?.message.hasPrefix("Could not log out:") == true)
        #expect(harness.toasts.first?.message.contains("disk full") == true)
        store.failure = nil
        harness.logOut.send(())
        #expect(harness.steps == [.logOut], "trying again once the store works logs out")
    }

    @Test func welcomeText() {
        #expect(HomeViewModel.welcome(for: ada) == "Welcome, Ada")
        #expect(HomeViewModel.welcome(for: nil) == "Welcome")
        #expect(
            HomeViewModel.welcome(for: Session(name: " Ada ", email: "", signedInAt: ada.signedInAt)) == "Welcome, Ada")
    }

    /// The welcome's trim keeps exactly what Foundation's `whitespacesAndNewlines` trim keeps.
    @Test(arguments: [
        "", " ", "Ada", " Ada ", "\tAda\n", "\r\nAda Lovelace\u{85}", "\u{A0}Ada\u{3000}",
        "\u{2028}Ada\u{2029}", "\u{200B}Ada\u{200B}", " \u{301}Ada", "Ada\u{1F600} ", "\u{2003}\u{2003}", "A d a",
        "\u{FEFF}Ada", "\u{1680}Ada\u{202F}", "\u{B}\u{C}Ada\u{205F}", "\u{180E}Ada\u{200C}",
    ])
    func theWelcomeTrimsWhatFoundationTrims(name: String) {
        #expect(HomeViewModel.trimmed(name) == name.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// The scalar test behind the trim: for every Unicode scalar (surrogate code points are not
    /// scalars), `trims` answers what `CharacterSet.whitespacesAndNewlines` answers.
    @Test func theTrimmedScalarsAreExactlyFoundationsWhitespacesAndNewlines() {
        let foundation = CharacterSet.whitespacesAndNewlines
        var differing: [String] = []
        var checked = 0
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            checked += 1
            if HomeViewModel.trims(scalar) != foundation.contains(scalar) {
                differing.append("U+" + String(value, radix: 16, uppercase: true))
            }
        }
        #expect(checked == 0x110000 - 0x800)
        #expect(differing.isEmpty)
    }
}
