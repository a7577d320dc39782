import Foundation
import NanoContract
import NanoDI
import NanoTesting
import NanoUI
import Testing

@testable import SettingsFeature

@MainActor
struct SettingsStoreTests {
    @Test func defaultsWhenNothingIsStored() {
        let settings = SettingsStore(store: InMemoryKeyValueStore())
        #expect(settings.notificationsEnabled == true)
        #expect(settings.appearance == .system)
    }

    @Test func storesUnderTheDocumentedKeysAndTypes() throws {
        let store = InMemoryKeyValueStore()
        let settings = SettingsStore(store: store)
        try settings.setNotificationsEnabled(false)
        try settings.setAppearance(.dark)
        #expect(store.keys == ["settings.appearance", "settings.notifications"])
        #expect(try store.value(Bool.self, forKey: "settings.notifications") == false)
        #expect(try store.value(String.self, forKey: "settings.appearance") == "dark")
        #expect(settings.notificationsEnabled == false)
        #expect(settings.appearance == .dark)
    }

    @Test func anotherStoreValueOverTheSameStoreSeesTheValues() throws {
        let store = InMemoryKeyValueStore()
        try SettingsStore(store: store).setAppearance(.light)
        #expect(SettingsStore(store: store).appearance == .light)
    }

    @Test func unreadableOrUnknownValuesReadAsTheDefaults() throws {
        let store = InMemoryKeyValueStore()
        try store.set("yes please", forKey: SettingsStore.notificationsKey)
        try store.set("sepia", forKey: SettingsStore.appearanceKey)
        let settings = SettingsStore(store: store)
        #expect(settings.notificationsEnabled == true)
        #expect(settings.appearance == .system)
        try store.set(3, forKey: SettingsStore.appearanceKey)
        #expect(settings.appearance == .system)
    }

    /// The scheme the feature provides to hosts (the web page's palette) is the stored
    /// appearance, read again each time: a choice shows with the next screen.
    @Test func theProvidedColorSchemeIsTheStoredAppearance() throws {
        let store = InMemoryKeyValueStore()
        let source: any ColorSchemeSource = StoredColorScheme(settings: SettingsStore(store: store))
        #expect(source.colorScheme == .system)
        for appearance in Appearance.allCases {
            try SettingsStore(store: store).setAppearance(appearance)
            #expect(source.colorScheme.rawValue == appearance.rawValue)
        }
    }

    @Test func aFailedWriteThrowsAndChangesNothing() throws {
        let store = FailableKeyValueStore(failure: .writeFailed(path: "/state/store.json", reason: "disk full"))
        let settings = SettingsStore(store: store)
        try settings.setAppearance(.light)
        store.failsWrites = true
        #expect(throws: KeyValueStoreError.self) { try settings.setAppearance(.dark) }
        #expect(throws: KeyValueStoreError.self) { try settings.setNotificationsEnabled(false) }
        #expect(settings.appearance == .light)
        #expect(settings.notificationsEnabled == true)
    }

    @Test func appearanceNamesAndTheRoutesChoices() {
        #expect(Appearance.allCases.map { english[$0.title] } == ["System", "Light", "Dark"])
        #expect(
            FeatureOutline(SettingsPlugin()).routes.map(\.pattern).contains(
                "settings/appearance/:mode(enum: system|light|dark)"))
        #expect(
            SettingsItem.allCases.map { SettingsCoordinator.Screen($0).link } == [
                "settings/notifications", "settings/appearance", "settings/profile", "settings/about",
            ])
    }
}
