import NanoDI

/// Typed access to the settings in the app's ``KeyValueStore``:
/// `settings.notifications` (a `Bool`, default `true`) and `settings.appearance` (an
/// ``Appearance`` raw value, default ``Appearance/system``).
///
/// Reading never fails: a missing or unreadable value reads as the default. Writing throws the
/// store's ``KeyValueStoreError``, and the stored value is then unchanged — the screens show
/// it as an error toast.
///
/// ```swift
/// let settings = SettingsStore(store: store)
/// try settings.setAppearance(.dark)
/// settings.appearance            // .dark, here and in the next launch over the same store
/// ```
struct SettingsStore: Sendable {
    /// The key of the notifications flag.
    static let notificationsKey = "settings.notifications"
    /// The key of the appearance.
    static let appearanceKey = "settings.appearance"

    /// Notifications are on until someone turns them off.
    static let defaultNotificationsEnabled = true
    /// The appearance follows the system until someone picks another.
    static let defaultAppearance = Appearance.system

    private let store: any KeyValueStore

    /// Settings kept in `store`.
    init(store: any KeyValueStore) {
        self.store = store
    }

    /// Whether notifications are on (the default when unset or unreadable).
    var notificationsEnabled: Bool {
        ((try? store.value(Bool.self, forKey: Self.notificationsKey)) ?? nil) ?? Self.defaultNotificationsEnabled
    }

    /// Turns notifications on or off.
    /// - Throws: the store's error when the value cannot be persisted.
    func setNotificationsEnabled(_ isEnabled: Bool) throws(KeyValueStoreError) {
        try store.set(isEnabled, forKey: Self.notificationsKey)
    }

    /// The appearance (the default when unset, unreadable or an unknown value).
    var appearance: Appearance {
        let raw = (try? store.value(String.self, forKey: Self.appearanceKey)) ?? nil
        return raw.flatMap(Appearance.init(rawValue:)) ?? Self.defaultAppearance
    }

    /// Stores the appearance.
    /// - Throws: the store's error when the value cannot be persisted.
    func setAppearance(_ appearance: Appearance) throws(KeyValueStoreError) {
        try store.set(appearance.rawValue, forKey: Self.appearanceKey)
    }
}
