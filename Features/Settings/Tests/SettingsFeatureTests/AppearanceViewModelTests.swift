import Foundation
import NanoDI
import NanoReactive
import NanoTesting
import Testing

@testable import SettingsFeature

@MainActor
struct AppearanceViewModelTests {
    @MainActor
    final class Harness {
        let selections = PassthroughSubject<Appearance, Never>()
        let transformed: ViewModelHarness<AppearanceViewModel>
        let current: PublisherRecorder<Appearance, Never>

        init(_ store: any KeyValueStore, requested: Appearance? = nil) {
            transformed = ViewModelHarness(
                AppearanceViewModel(settings: SettingsStore(store: store), requested: requested, text: english),
                fromView: .init(selected: selections.eraseToAnyPublisher()), load: false, appear: false)
            current = transformed.record(\.current)
            transformed.load()
            transformed.appear()
        }
    }

    @Test func showsTheStoredAppearance() throws {
        #expect(Harness(InMemoryKeyValueStore()).current.values == [.system])
        let store = InMemoryKeyValueStore()
        try SettingsStore(store: store).setAppearance(.light)
        #expect(Harness(store).current.values == [.light])
    }

    @Test func selectingStoresTheChoice() throws {
        let store = InMemoryKeyValueStore()
        let harness = Harness(store)
        harness.selections.send(.dark)
        #expect(SettingsStore(store: store).appearance == .dark)
        harness.selections.send(.light)
        #expect(SettingsStore(store: store).appearance == .light)
        #expect(harness.current.values == [.system, .dark, .light])
    }

    @Test func aRequestedModeIsStoredWhenTheScreenLoads() throws {
        let store = InMemoryKeyValueStore()
        let harness = Harness(store, requested: .dark)
        #expect(SettingsStore(store: store).appearance == .dark)
        #expect(harness.current.values == [.system, .dark])
        harness.transformed.events.sendViewWillAppear()
        #expect(harness.current.values == [.system, .dark], "appearing again requests nothing")
    }

    @Test func aFailedWriteKeepsTheStoredChoiceAndSaysWhy() throws {
        let store = FailableKeyValueStore(failure: .writeFailed(path: "/state/store.json", reason: "disk full"))
        try SettingsStore(store: store).setAppearance(.light)
        store.failsWrites = true
        let harness = Harness(store, requested: .dark)
        harness.selections.send(.system)
        #expect(SettingsStore(store: store).appearance == .light)
        #expect(harness.current.values == [.light, .light, .light])
        #expect(harness.transformed.toasts.values.count == 2)
        #expect(
            harness.transformed.toasts.values.allSatisfy {
                $0.style == .error && $0.message.hasPrefix("Could not save appearance:")
            })
    }
}
