import Foundation
import NanoDI
import NanoNavigation
import SessionInterface

/// The probe's entry point. By default it is a well-formed plugin of feature `probe` with one
/// route, `probe`, needing the session service a built-in feature provides. The environment
/// makes it misbehave:
///
/// - `NANO_PROBE_STAMP=LINE`: report LINE as its stamp (a library built for another framework);
/// - `NANO_PROBE_MAKES=object`: make a plain object instead of a plugin export;
/// - `NANO_PROBE_ID=ID`, `NANO_PROBE_ROUTE=PATTERN`: clash with another feature's id or route;
/// - `NANO_PROBE_NEEDS=missing`: need a service nobody provides.
@_cdecl("nano_plugin_entry")
public func nanoPluginEntry(_ export: UnsafeMutablePointer<UnsafeMutableRawPointer?>?) -> UnsafeMutablePointer<CChar>? {
    let environment = ProcessInfo.processInfo.environment
    if let stamp = environment["NANO_PROBE_STAMP"] {
        return strdup(stamp)
    }
    if environment["NANO_PROBE_MAKES"] == "object", let export {
        export.pointee = Unmanaged.passRetained(NotAPlugin()).toOpaque()
        return strdup(PluginStamp.currentLine)
    }
    return PluginExport.entry(export, version: "9.9.9") {
        ProbePlugin(
            id: environment["NANO_PROBE_ID"] ?? "probe", route: environment["NANO_PROBE_ROUTE"] ?? "probe",
            needsMissing: environment["NANO_PROBE_NEEDS"] == "missing")
    }
}

/// What `NANO_PROBE_MAKES=object` hands the app instead of a ``PluginExport``.
final class NotAPlugin {}

/// A service no feature provides.
protocol ProbeMissingService {}

/// The probe feature: one route that refuses to show anything (the tests never open it).
struct ProbePlugin: FeaturePlugin {
    let id: String
    let route: String
    let needsMissing: Bool

    var needs: FeatureNeeds<Void> {
        needsMissing
            ? FeatureNeeds((any ProbeMissingService).self) { _ in }
            : FeatureNeeds((any SessionService).self) { _ in }
    }

    func register(in feature: inout FeatureRegistrar<Void>) {
        feature.route(route, summary: "The plugin test probe") { _ throws(RouteError) in
            throw RouteError.rejected("the probe shows nothing")
        }
    }
}
