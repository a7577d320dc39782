import NanoDI
import NanoNavigation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Android)
    import Android
#endif

/// What a feature built as a shared library hands the app that loads it: the feature's plugin,
/// its version, and the framework's shared objects as the library's own code sees them.
///
/// A plugin library exports one C function, `nano_plugin_entry` (``PluginExport/EntryPoint``),
/// written with ``entry(_:version:_:)``; its package's `<Name>PluginEntry` target holds just
/// that (Tools/build-plugin builds it):
///
/// ```swift
/// @c(nano_plugin_entry)
/// public func nanoPluginEntry(_ export: UnsafeMutablePointer<UnsafeMutableRawPointer?>?) -> UnsafeMutablePointer<CChar>? {
///     PluginExport.entry(export, version: "1.0.0") { SettingsPlugin() }
/// }
/// ```
///
/// The app calls the entry twice. With a null argument it only returns the library's
/// ``PluginStamp`` line (a `malloc`ed C string the app frees), computed by code compiled into
/// the library, so nothing of the framework or the feature runs before the app has checked it.
/// Then, with a pointer, the entry also stores a retained `PluginExport` there, made on the
/// main actor. The app checks it is a `PluginExport` of the app's own framework (a library
/// that carries its own copy of the framework makes a different type) and that
/// ``framework`` names the app's own leak detector and container type.
@MainActor
public final class PluginExport {
    /// The C type of `nano_plugin_entry`: `char *nano_plugin_entry(void **export)`.
    public typealias EntryPoint =
        @convention(c) (UnsafeMutablePointer<UnsafeMutableRawPointer?>?) -> UnsafeMutablePointer<CChar>?

    /// The C symbol every plugin library exports.
    public nonisolated static let entrySymbol = "nano_plugin_entry"

    /// The feature the library provides, composed by the host like a built-in one.
    public let plugin: any FeaturePlugin
    /// The feature's own version (`nvc --version` lists it beside the file it came from).
    public let version: String
    /// The framework singletons and types as the plugin library's code resolved them.
    public let framework: FrameworkIdentity

    /// Creates an export; ``entry(_:version:_:)`` is the usual way.
    public init(plugin: any FeaturePlugin, version: String, framework: FrameworkIdentity) {
        self.plugin = plugin
        self.version = version
        self.framework = framework
    }

    /// The body of a plugin library's `nano_plugin_entry`: returns the library's stamp line and,
    /// when `export` is not null, stores a retained export of `make()`'s plugin in it.
    ///
    /// Emitted into the library, not called in the framework, so the stamp and the framework
    /// identity are the library's own. Runs `make` on the main actor: the app calls the entry
    /// from the main thread.
    @_alwaysEmitIntoClient
    public nonisolated static func entry(
        _ export: UnsafeMutablePointer<UnsafeMutableRawPointer?>?, version: String,
        _ make: @MainActor () -> any FeaturePlugin
    ) -> UnsafeMutablePointer<CChar>? {
        if let export {
            let made = MainActor.assumeIsolated {
                Unmanaged.passRetained(PluginExport(plugin: make(), version: version, framework: .seenHere))
            }
            export.pointee = made.toOpaque()
        }
        return strdup(PluginStamp.currentLine)
    }
}

/// Which copy of the framework a piece of code uses: the identity of its leak detector and of
/// its dependency container type. Equal on both sides of the app–plugin boundary when the two
/// share one copy of the framework, as they must.
public struct FrameworkIdentity: Sendable, Equatable {
    /// The identity of `LeakDetector.shared` in this copy of the framework.
    public let leakDetector: ObjectIdentifier
    /// The identity of the `DependencyContainer` type in this copy of the framework.
    public let container: ObjectIdentifier

    /// An identity from the two objects; ``seenHere`` is this copy's.
    public init(leakDetector: ObjectIdentifier, container: ObjectIdentifier) {
        self.leakDetector = leakDetector
        self.container = container
    }

    /// The identity as seen by the code this is compiled into (a plugin library's entry, or the app).
    @_alwaysEmitIntoClient @MainActor
    public static var seenHere: FrameworkIdentity {
        FrameworkIdentity(
            leakDetector: ObjectIdentifier(LeakDetector.shared), container: ObjectIdentifier(DependencyContainer.self))
    }
}
