import NanoContract
import NanoNavigation
import SignUpFeature

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The sign-up feature as a plugin library: the one C symbol an app built with
/// Tools/plugin-host looks up after loading `libSignUpPluginEntry.so` (built by
/// `Tools/build-plugin Features/SignUp`). See ``PluginExport`` for the protocol.
///
/// The entry is where the library meets the process, so it reads the app's setting the feature
/// does not: `NVC_SIGNUP_LATENCY_MS`, zero when unset, a bad value a warning on stderr and zero.
@c(nano_plugin_entry)
public func nanoPluginEntry(_ export: UnsafeMutablePointer<UnsafeMutableRawPointer?>?) -> UnsafeMutablePointer<CChar>? {
    PluginExport.entry(export, version: "0.1.0") {
        let setting = ProcessInfo.processInfo.environment["NVC_SIGNUP_LATENCY_MS"] ?? "0"
        do throws(SignUpPlugin.InvalidLatency) {
            return SignUpPlugin(latency: try SignUpPlugin.latency(milliseconds: setting))
        } catch {
            StandardError.write("nano: warning: NVC_SIGNUP_LATENCY_MS=\(error); using 0\n")
            return SignUpPlugin(latency: .zero)
        }
    }
}
