import Foundation
import NanoDI
import NanoReactive
import NanoTesting
import Testing

@testable import SettingsFeature

@MainActor
struct NotificationsViewModelTests {
    @MainActor
    final class Harness {
        let setNotifications = PassthroughSubject<Bool, Never>()
        let transformed: ViewModelHarness<NotificationsViewModel>
        let isOn: PublisherRecorder<Bool, Never>

        init(_ store: any KeyValueStore) {
            transformed = ViewModelHarness(
                NotificationsViewModel(settings: SettingsStore(store: store), text: english),
                fromView: .init(setNotifications: setNotifications.eraseToAnyPublisher()), load: false, appear: false)
            isOn = transformed.record(\.isOn)
            transformed.load()
            transformed.appear()
        }
    }

    @Test func showsTheStoredFlagOnByDefault() throws {
        #expect(Harness(InMemoryKeyValueStore()).isOn.values == [true])
        let store = InMemoryKeyValueStore()
        try SettingsStore(store: store).setNotificationsEnabled(false)
        #expect(Harness(store).isOn.values == [false])
    }

    @Test func eachSettingIsStoredAtOnce() throws {
        let store = InMemoryKeyValueStore()
        let harness = Harness(store)
        harness.setNotifications.send(false)
        #expect(SettingsStore(store: store).notificationsEnabled == false)
        harness.setNotifications.send(true)
        #expect(SettingsStore(store: store).notificationsEnabled == true)
        #expect(harness.isOn.values == [true, false, true])
        #expect(harness.transformed.toasts.values.isEmpty)
    }

    @Test func aFailedWriteShowsAnErrorAndTheStoredValueAgain() throws {
        let store = FailableKeyValueStore(failure: .writeFailed(path: "/state/store.json", reason: "disk full"))
        let harness = Harness(store)
        store.failsWrites = true
        harness.setNotifications.send(false)
        #expect(SettingsStore(store: store).notificationsEnabled == true)
        #expect(harness.isOn.values == [true, true], "the switch goes back to the stored value")
        let toast = try #require(harness.transformed.toasts.last)
        #expect(toast.style == .error)
        #expect(toast.message.hasPrefix("Could not save notifications:"))
        #expect(toast.message.contains("disk full"))
    }
}
