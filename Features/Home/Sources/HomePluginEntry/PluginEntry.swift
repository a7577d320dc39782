import HomeFeature
import NanoContract

/// The home feature as a plugin library: the one C symbol an app built with Tools/plugin-host
/// looks up after loading `libHomePluginEntry.so` (built by `Tools/build-plugin
/// Features/Home`). See ``PluginExport`` for the protocol.
@c(nano_plugin_entry)
public func nanoPluginEntry(_ export: UnsafeMutablePointer<UnsafeMutableRawPointer?>?) -> UnsafeMutablePointer<CChar>? {
    PluginExport.entry(export, version: "0.1.0") { HomePlugin() }
}
