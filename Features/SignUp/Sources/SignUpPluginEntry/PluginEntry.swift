import Foundation
import NanoNavigation
import SignUpFeature

/// The sign-up feature as a plugin library: the one C symbol an app built with
/// Tools/plugin-host looks up after loading `libSignUpPluginEntry.so` (built by
/// `Tools/build-plugin Features/SignUp`). See ``PluginExport`` for the protocol.
@_cdecl("nano_plugin_entry")
public func nanoPluginEntry(_ export: UnsafeMutablePointer<UnsafeMutableRawPointer?>?) -> UnsafeMutablePointer<CChar>? {
    PluginExport.entry(export, version: "0.1.0") {
        let latency = SignUpPlugin.latency(environment: ProcessInfo.processInfo.environment) {
            FileHandle.standardError.write(Data("nano: warning: \($0)\n".utf8))
        }
        return SignUpPlugin(latency: latency)
    }
}
