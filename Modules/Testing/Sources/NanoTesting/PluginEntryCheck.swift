import Foundation
import NanoContract

/// Calls a feature's plugin entry point (`nano_plugin_entry`, from its `<Name>PluginEntry`
/// target) in the test process, as an app would after loading the library, and returns what it
/// exported: a feature's tests check its library exports the right plugin without building one.
///
/// ```swift
/// // A closure, not `nanoPluginEntry` itself: naming a @c function as a C pointer
/// // in another module emits a second `nano_plugin_entry` there.
/// let export = try PluginEntryCheck.export(from: { nanoPluginEntry($0) })
/// #expect(export.plugin.id == "settings")
/// ```
public enum PluginEntryCheck {
    /// What an entry point did wrong.
    public struct Failure: Error, CustomStringConvertible {
        /// One line saying which check failed: a missing or foreign stamp, or no `PluginExport`.
        public let description: String
    }

    /// Asks `entry` for its stamp (which must be this build's), then for its export.
    /// - Throws: ``Failure`` when the stamp is missing or not this build's, or no
    ///   `PluginExport` is made.
    @MainActor
    public static func export(from entry: PluginExport.EntryPoint) throws(Failure) -> PluginExport {
        guard let line = entry(nil) else { throw Failure(description: "the entry returned no stamp") }
        let stamp = String(cString: line)
        free(line)
        guard stamp == PluginStamp.currentLine else {
            throw Failure(description: "the entry's stamp is '\(stamp)', not '\(PluginStamp.currentLine)'")
        }
        var made: UnsafeMutableRawPointer?
        free(entry(&made))
        guard let made, let export = Unmanaged<AnyObject>.fromOpaque(made).takeRetainedValue() as? PluginExport else {
            throw Failure(description: "the entry made no PluginExport")
        }
        return export
    }
}
