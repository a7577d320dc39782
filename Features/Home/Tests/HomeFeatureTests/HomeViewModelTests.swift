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
        let harness = HomeHarness(HomeViewModel(sessions: makeSessions(signedInAs: ada), text: english))
        #expect(harness.welcome == ["Welcome, Ada"])
        #expect(harness.email == ["ada@example.com"])
        #expect(harness.isEmailVisible == [true])
        #expect(harness.steps.isEmpty)
        #expect(harness.toasts.isEmpty)
    }

    @Test func withoutASessionItSaysWelcomeAndHidesTheEmail() throws {
        let harness = HomeHarness(HomeViewModel(sessions: makeSessions(signedInAs: nil), text: english))
        #expect(harness.welcome == ["Welcome"])
        #expect(harness.email == [""])
        #expect(harness.isEmailVisible == [false])
    }

    @Test func aBlankNameIsNotGreeted() throws {
        let blank = Session(name: "  ", email: "x@example.com", signedInAt: ada.signedInAt)
        let harness = HomeHarness(HomeViewModel(sessions: makeSessions(signedInAs: blank), text: english))
        #expect(harness.welcome == ["Welcome"])
        #expect(harness.email == ["x@example.com"])
    }

    @Test func rereadsTheSessionEachTimeTheScreenReappears() throws {
        let store = makeSessions(signedInAs: ada)
        let harness = HomeHarness(HomeViewModel(sessions: store, text: english))
        try store.save(Session(name: "Grace", email: "grace@example.com", signedInAt: ada.signedInAt))
        #expect(harness.welcome == ["Welcome, Ada"], "nothing changes until the screen reappears")
        harness.events.sendViewWillAppear()
        #expect(harness.welcome == ["Welcome, Ada", "Welcome, Grace"])
        #expect(harness.email == ["ada@example.com", "grace@example.com"])
        harness.events.sendViewWillAppear()
        #expect(harness.welcome.count == 2, "an unchanged session is not shown again")
    }

    @Test func settingsAsksForTheSettings() throws {
        let harness = HomeHarness(HomeViewModel(sessions: makeSessions(signedInAs: ada), text: english))
        harness.openSettings.send(())
        #expect(harness.steps == [.openSettings])
        harness.openSettings.send(())
        #expect(harness.steps == [.openSettings, .openSettings])
    }

    @Test func logOutClearsTheSessionThenAsksToLeave() throws {
        let store = makeSessions(signedInAs: ada)
        let harness = HomeHarness(HomeViewModel(sessions: store, text: english))
        harness.logOut.send(())
        #expect(harness.steps == [.logOut])
        #expect(store.current == nil)
        #expect(harness.toasts.isEmpty)
    }

    @Test func aFailedLogOutStaysAndSaysWhy() throws {
        let store = makeSessions(signedInAs: ada)
        store.failure = SessionError("disk full")
        let harness = HomeHarness(HomeViewModel(sessions: store, text: english))
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
        #expect(HomeViewModel.welcome(for: ada, text: english) == "Welcome, Ada")
        #expect(HomeViewModel.welcome(for: nil, text: english) == "Welcome")
        #expect(
            HomeViewModel.welcome(for: Session(name: " Ada ", email: "", signedInAt: ada.signedInAt), text: english)
                == "Welcome, Ada")
    }

    /// The welcome trims what Foundation's `whitespacesAndNewlines` trim dropped (NanoCore's
    /// `trimmingWhitespace`, whose tests compare every scalar with Foundation's set).
    @Test(arguments: ["\r\nAda Lovelace\u{85}", "\u{200B}Ada\u{3000}", " \u{301}Ada"])
    func theWelcomeTrimsWhatFoundationTrims(name: String) {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        let session = Session(name: name, email: "", signedInAt: ada.signedInAt)
        #expect(HomeViewModel.welcome(for: session, text: english) == "Welcome, \(trimmed)")
    }
}
