import Foundation
import NanoTesting
import Testing

@testable import HomeFeature

/// Drives a ``HomeViewModel`` the way its scene does, and records what it produces.
@MainActor
final class HomeHarness {
    let events = ControllerEvents()
    let settingsTaps = PassthroughSubject<Void, Never>()
    let logOutTaps = PassthroughSubject<Void, Never>()
    let output: HomeViewModel.Output
    private(set) var welcome: [String] = []
    private(set) var email: [String] = []
    private(set) var isEmailVisible: [Bool] = []
    private(set) var steps: [HomeViewModel.Step] = []
    private(set) var toasts: [Toast] = []
    private var subscriptions: [AnyCancellable] = []

    init(_ viewModel: HomeViewModel) {
        output = viewModel.transform(
            input: .init(
                fromView: .init(
                    settingsTapped: settingsTaps.eraseToAnyPublisher(),
                    logOutTapped: logOutTaps.eraseToAnyPublisher()),
                fromController: events.input))
        subscriptions = [
            output.publishers.welcome.sink { [unowned self] in welcome.append($0) },
            output.publishers.email.sink { [unowned self] in email.append($0) },
            output.publishers.isEmailVisible.sink { [unowned self] in isEmailVisible.append($0) },
            output.navigation.sink { [unowned self] in steps.append($0) },
            events.toasts.sink { [unowned self] in toasts.append($0) },
        ]
        events.sendViewDidLoad()
        events.sendViewWillAppear()
    }
}

@MainActor
struct HomeViewModelTests {
    @Test func greetsTheSignedInPersonByNameAndShowsTheirEmail() throws {
        let harness = HomeHarness(HomeViewModel(sessionStore: SessionStore(store: try makeStore(signedInAs: ada))))
        #expect(harness.welcome == ["Welcome, Ada"])
        #expect(harness.email == ["ada@example.com"])
        #expect(harness.isEmailVisible == [true])
        #expect(harness.steps.isEmpty)
        #expect(harness.toasts.isEmpty)
    }

    @Test func withoutASessionItSaysWelcomeAndHidesTheEmail() throws {
        let harness = HomeHarness(HomeViewModel(sessionStore: SessionStore(store: try makeStore(signedInAs: nil))))
        #expect(harness.welcome == ["Welcome"])
        #expect(harness.email == [""])
        #expect(harness.isEmailVisible == [false])
    }

    @Test func anUnreadableSessionCountsAsNoSession() throws {
        let store = InMemoryKeyValueStore()
        try store.set("not a session", forKey: SessionStore.key)
        let harness = HomeHarness(HomeViewModel(sessionStore: SessionStore(store: store)))
        #expect(harness.welcome == ["Welcome"])
        #expect(harness.isEmailVisible == [false])
    }

    @Test func aBlankNameIsNotGreeted() throws {
        let blank = Session(name: "  ", email: "x@example.com", signedInAt: ada.signedInAt)
        let harness = HomeHarness(HomeViewModel(sessionStore: SessionStore(store: try makeStore(signedInAs: blank))))
        #expect(harness.welcome == ["Welcome"])
        #expect(harness.email == ["x@example.com"])
    }

    @Test func rereadsTheSessionEachTimeTheScreenReappears() throws {
        let store = try makeStore(signedInAs: ada)
        let harness = HomeHarness(HomeViewModel(sessionStore: SessionStore(store: store)))
        try SessionStore(store: store).save(
            Session(name: "Grace", email: "grace@example.com", signedInAt: ada.signedInAt))
        #expect(harness.welcome == ["Welcome, Ada"], "nothing changes until the screen reappears")
        harness.events.sendViewWillAppear()
        #expect(harness.welcome == ["Welcome, Ada", "Welcome, Grace"])
        #expect(harness.email == ["ada@example.com", "grace@example.com"])
        harness.events.sendViewWillAppear()
        #expect(harness.welcome.count == 2, "an unchanged session is not shown again")
    }

    @Test func settingsAsksForTheSettings() throws {
        let harness = HomeHarness(HomeViewModel(sessionStore: SessionStore(store: try makeStore(signedInAs: ada))))
        harness.settingsTaps.send(())
        #expect(harness.steps == [.openSettings])
        harness.settingsTaps.send(())
        #expect(harness.steps == [.openSettings, .openSettings])
    }

    @Test func logOutClearsTheSessionThenAsksToLeave() throws {
        let store = try makeStore(signedInAs: ada)
        let harness = HomeHarness(HomeViewModel(sessionStore: SessionStore(store: store)))
        harness.logOutTaps.send(())
        #expect(harness.steps == [.logOut])
        #expect(SessionStore(store: store).current == nil)
        #expect(harness.toasts.isEmpty)
    }

    @Test func aFailedLogOutStaysAndSaysWhy() throws {
        let store = FlakyKeyValueStore()
        try SessionStore(store: store).save(ada)
        store.failsWrites = true
        let harness = HomeHarness(HomeViewModel(sessionStore: SessionStore(store: store)))
        harness.logOutTaps.send(())
        #expect(harness.steps.isEmpty, "the person stays signed in, so they stay here")
        #expect(SessionStore(store: store).current == ada)
        #expect(harness.toasts.map(\.style) == [.error])
        #expect(harness.toasts.first?.message.hasPrefix("Could not log out:") == true)
        #expect(harness.toasts.first?.message.contains("disk full") == true)
        store.failsWrites = false
        harness.logOutTaps.send(())
        #expect(harness.steps == [.logOut], "trying again once the store works logs out")
    }

    @Test func welcomeText() {
        #expect(HomeViewModel.welcome(for: ada) == "Welcome, Ada")
        #expect(HomeViewModel.welcome(for: nil) == "Welcome")
        #expect(
            HomeViewModel.welcome(for: Session(name: " Ada ", email: "", signedInAt: ada.signedInAt)) == "Welcome, Ada")
    }
}
