import Foundation
import NanoReactive
import NanoTesting
import Testing

@testable import SettingsFeature

@MainActor
struct SettingsListViewModelTests {
    typealias Row = SettingsListViewModel.Row

    @MainActor
    final class Harness {
        let selections = PassthroughSubject<SettingsItem, Never>()
        let pulls = PassthroughSubject<Void, Never>()
        let transformed: ViewModelHarness<SettingsListViewModel>
        let rows: PublisherRecorder<[Row], Never>
        let isRefreshing: PublisherRecorder<Bool, Never>

        init(_ world: World) {
            transformed = ViewModelHarness(
                SettingsListViewModel(
                    settings: world.settings, sessions: world.sessions, versionText: "Nano 9.9", text: english),
                fromView: .init(selectedItem: selections.eraseToAnyPublisher(), refresh: pulls.eraseToAnyPublisher()),
                load: false, appear: false)
            rows = transformed.record(\.rows)
            isRefreshing = transformed.record(\.isRefreshing)
            transformed.load()
            transformed.appear()
        }
    }

    @Test func oneRowPerItemWithTheStoredValues() throws {
        let harness = Harness(World(signedInAs: ada))
        #expect(
            harness.rows.values == [
                [
                    Row(item: .notifications, title: "Notifications", detail: "On"),
                    Row(item: .appearance, title: "Appearance", detail: "System"),
                    Row(item: .profile, title: "Profile", detail: "ada@example.com"),
                    Row(item: .about, title: "About", detail: nil),
                ]
            ])
    }

    @Test func detailsFollowTheStore() throws {
        let store = World(signedInAs: nil)
        try store.settings.setNotificationsEnabled(false)
        try store.settings.setAppearance(.light)
        let harness = Harness(store)
        #expect(harness.rows.last?.map(\.detail) == ["Off", "Light", nil, nil], "no session, no email")
    }

    @Test func detailsRefreshWhenTheListReappears() throws {
        let store = World(signedInAs: ada)
        let harness = Harness(store)
        try store.settings.setAppearance(.dark)
        #expect(harness.rows.values.count == 1, "nothing changes while another screen is on top")
        harness.transformed.events.sendViewWillAppear()
        #expect(harness.rows.values.count == 2)
        #expect(harness.rows.last?[1] == Row(item: .appearance, title: "Appearance", detail: "Dark"))
        harness.transformed.events.sendViewWillAppear()
        #expect(harness.rows.values.count == 2, "unchanged rows are not sent again")
    }

    @Test func aPullRereadsTheValuesAndEndsTheRefresh() throws {
        let store = World(signedInAs: ada)
        let harness = Harness(store)
        try store.settings.setNotificationsEnabled(false)
        harness.pulls.send(())
        #expect(harness.rows.last?[0] == Row(item: .notifications, title: "Notifications", detail: "Off"))
        #expect(harness.isRefreshing.values == [false])
        harness.pulls.send(())
        #expect(harness.rows.values.count == 2, "a pull that finds nothing new sends no rows")
        #expect(harness.isRefreshing.values == [false, false], "but it still ends")
    }

    @Test func theFooterIsTheVersion() throws {
        let harness = Harness(World(signedInAs: ada))
        #expect(harness.transformed.record(\.footer).values == ["Nano 9.9"])
    }

    @Test func selectingARowAsksForItsScreen() throws {
        let harness = Harness(World(signedInAs: ada))
        for item in SettingsItem.allCases { harness.selections.send(item) }
        #expect(harness.transformed.steps.values == SettingsItem.allCases.map { .open($0) })
    }
}
