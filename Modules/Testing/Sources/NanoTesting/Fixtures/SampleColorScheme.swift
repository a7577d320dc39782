import NanoContract
import NanoDI
import NanoUI

/// A feature with no routes that provides the app's `(any ColorSchemeSource)`, read from the
/// store's ``key`` (`"light"`, `"dark"`; anything else is `.system`): add it to
/// ``samplePlugins()`` to test how a host draws the scheme a setting chose.
///
/// ```swift
/// plugins: { _ in samplePlugins() + [SampleColorSchemePlugin()] }
/// try store.set("dark", forKey: SampleColorSchemePlugin.key)   // the next screen is dark
/// ```
public struct SampleColorSchemePlugin: FeaturePlugin {
    /// The store key the scheme is read from.
    public static let key = "scheme"
    /// `scheme`.
    public let id = "scheme"

    /// A plugin reading ``key``.
    public init() {}

    /// The app's key-value store.
    public var needs: FeatureNeeds<any KeyValueStore> {
        FeatureNeeds((any KeyValueStore).self) { $0 }
    }

    /// Provides `(any ColorSchemeSource)` over the store.
    public func register(in feature: inout FeatureRegistrar<any KeyValueStore>) {
        feature.provide((any ColorSchemeSource).self) { StoredSampleScheme(store: $0) }
    }
}

/// The scheme stored under ``SampleColorSchemePlugin/key``, read on every screen.
private struct StoredSampleScheme: ColorSchemeSource {
    let store: any KeyValueStore

    @MainActor var colorScheme: ColorScheme {
        let raw = (try? store.value(String.self, forKey: SampleColorSchemePlugin.key)) ?? nil
        return raw.flatMap(ColorScheme.init(rawValue:)) ?? .system
    }
}
