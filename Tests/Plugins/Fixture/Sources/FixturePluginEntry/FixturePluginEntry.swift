import Foundation
import NanoContract
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
/// - `NANO_FIXTURE_NEEDS=missing`: need a service nobody provides;
/// - `NANO_FIXTURE_LEAK=1`: opening `fixture` hands an object that never goes away to
///   `LeakDetector.shared`, so the app's leak report shows whether the two share the detector.
@c(nano_plugin_entry)
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
            needsMissing: environment["NANO_FIXTURE_NEEDS"] == "missing", leaks: environment["NANO_FIXTURE_LEAK"] == "1"
        )
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
    let leaks: Bool

    var needs: FeatureNeeds<Void> {
        needsMissing
            ? FeatureNeeds((any FixtureMissingService).self) { _ in }
            : FeatureNeeds((any SessionService).self) { _ in }
    }

    func register(in feature: inout FeatureRegistrar<Void>) {
        let leaks = leaks
        feature.route(route, summary: "The plugin test fixture") { _ throws(RouteError) in
            if leaks { LeakDetector.shared.expectRelease(of: Immortal.instance, named: "FixtureLeak") }
            throw RouteError.rejected("the fixture shows nothing")
        }
    }
}

/// The object `NANO_FIXTURE_LEAK=1` reports as leaked: it lives as long as the process.
@MainActor final class Immortal {
    static let instance = Immortal()
}
