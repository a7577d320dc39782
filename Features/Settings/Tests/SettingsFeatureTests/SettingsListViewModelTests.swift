import Foundation
import NanoTesting
import Testing

@testable import SettingsFeature

@MainActor
struct SettingsListViewModelTests {
    typealias Row = SettingsListViewModel.Row

    @MainActor
    final class Harness {
        let selections = PassthroughSubject<SettingsItem, Never>()
        let transformed: Transformed<SettingsListViewModel.Publishers, SettingsListViewModel.Step>
        let rows: Recorded<[Row]>

        init(_ store: any KeyValueStore) {
            let viewModel = SettingsListViewModel(
                settings: SettingsStore(store: store), sessionStore: SessionStore(store: store))
            let events = ControllerEvents()
            let output = viewModel.transform(
                input: .init(
                    fromView: .init(selectedItem: selections.eraseToAnyPublisher()),
                    fromController: events.input))
            var rows: Recorded<[Row]>?
            transformed = Transformed(events: events, output: output) { rows = Recorded($0.rows) }
            self.rows = rows ?? Recorded(Empty())
        }
    }

    @Test func oneRowPerItemWithTheStoredValues() throws {
        let harness = Harness(try makeStore(signedInAs: ada))
        #expect(
            harness.rows.values == [
                [
                    Row(item: .notifications, detail: "On"),
                    Row(item: .appearance, detail: "System"),
                    Row(item: .profile, detail: "ada@example.com"),
                    Row(item: .about, detail: nil),
                ]
            ])
    }

    @Test func detailsFollowTheStore() throws {
        let store = try makeStore(signedInAs: nil)
        try SettingsStore(store: store).setNotificationsEnabled(false)
        try SettingsStore(store: store).setAppearance(.light)
        let harness = Harness(store)
        #expect(harness.rows.last?.map(\.detail) == ["Off", "Light", nil, nil], "no session, no email")
    }

    @Test func detailsRefreshWhenTheListReappears() throws {
        let store = try makeStore(signedInAs: ada)
        let harness = Harness(store)
        try SettingsStore(store: store).setAppearance(.dark)
        #expect(harness.rows.values.count == 1, "nothing changes while another screen is on top")
        harness.transformed.events.sendViewWillAppear()
        #expect(harness.rows.values.count == 2)
        #expect(harness.rows.last?[1] == Row(item: .appearance, detail: "Dark"))
        harness.transformed.events.sendViewWillAppear()
        #expect(harness.rows.values.count == 2, "unchanged rows are not sent again")
    }

    @Test func selectingARowAsksForItsScreen() throws {
        let harness = Harness(try makeStore(signedInAs: ada))
        for item in SettingsItem.allCases { harness.selections.send(item) }
        #expect(harness.transformed.steps.values == SettingsItem.allCases.map { .open($0) })
    }
}
