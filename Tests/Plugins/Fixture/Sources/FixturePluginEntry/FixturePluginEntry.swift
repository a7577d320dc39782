import Foundation
import NanoDI
import NanoNavigation
import SessionInterface

/// The fixture's entry point. By default it is a well-formed plugin of feature `fixture` with one
/// route, `fixture`, needing the session service a built-in feature provides. The environment
/// makes it misbehave:
///
/// - `NANO_FIXTURE_STAMP=LINE`: report LINE as its stamp (a library built for another framework);
/// - `NANO_FIXTURE_MAKES=object`: make a plain object instead of a plugin export;
/// - `NANO_FIXTURE_ID=ID`, `NANO_FIXTURE_ROUTE=PATTERN`: clash with another feature's id or route;
/// - `NANO_FIXTURE_NEEDS=missing`: need a service nobody provides.
@_cdecl("nano_plugin_entry")
public func nanoPluginEntry(_ export: UnsafeMutablePointer<UnsafeMutableRawPointer?>?) -> UnsafeMutablePointer<CChar>? {
    let environment = ProcessInfo.processInfo.environment
    if let stamp = environment["NANO_FIXTURE_STAMP"] {
        return strdup(stamp)
    }
    if environment["NANO_FIXTURE_MAKES"] == "object", let export {
        export.pointee = Unmanaged.passRetained(NotAPlugin()).toOpaque()
        return strdup(PluginStamp.currentLine)
    }
    return PluginExport.entry(export, version: "9.9.9") {
        FixturePlugin(
            id: environment["NANO_FIXTURE_ID"] ?? "fixture", route: environment["NANO_FIXTURE_ROUTE"] ?? "fixture",
            needsMissing: environment["NANO_FIXTURE_NEEDS"] == "missing")
    }
}

/// What `NANO_FIXTURE_MAKES=object` hands the app instead of a ``PluginExport``.
final class NotAPlugin {}

/// A service no feature provides.
protocol FixtureMissingService {}

/// The fixture feature: one route that refuses to show anything (the tests never open it).
struct FixturePlugin: FeaturePlugin {
    let id: String
    let route: String
    let needsMissing: Bool

    var needs: FeatureNeeds<Void> {
        needsMissing
            ? FeatureNeeds((any FixtureMissingService).self) { _ in }
            : FeatureNeeds((any SessionService).self) { _ in }
    }

    func register(in feature: inout FeatureRegistrar<Void>) {
        feature.route(route, summary: "The plugin test fixture") { _ throws(RouteError) in
            throw RouteError.rejected("the fixture shows nothing")
        }
    }
}
