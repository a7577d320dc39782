// NvcApp: the Nano demo app — its features, scheme and home link — which both executables run:
// `nvc` (the command line: open, resume, routes, scripts, interactive mode, JSON, plugins) and
// `nvc-web` (the same, plus `serve`: the app in a browser). Keeping the app here, once, is
// what lets `nvc` link no server library.
//
//   swift run nvc open 'nvc://signup'
//   swift run nvc-web serve --port 0
//
// NVC_SIGNUP_LATENCY_MS sets the sign-up service's simulated request time (default 0: the
// command line waits for it after every command anyway). Reading it is the app's job, here:
// the feature only takes the duration (signUpLatency(environment:warn:)).
//
// A new feature is one line in Package.swift's `features` list (Tools/new-feature adds it): the
// FeatureList build plugin (App/FeatureList) generates `listedFeatures()` from that list, and
// this file changes only for a feature the app configures. The plugin host, `nvc-host`, is
// this app with no feature built in: it loads them as plugins (docs/architecture.md, "Feature
// plugins").
import CatalogFeature
import NanoContract
import NanoNavigation
import NanoRuntime
import NanoStrings
import SessionInterface
import SettingsFeature
import SignUpFeature
import SwapiInterface

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The version `--version` prints and Settings' About shows.
public let version = "0.1.0"

/// The features built into this executable, in composition order: every feature of the root
/// Package.swift's `features` list as `listedFeatures()` builds it, with the app's settings for
/// the two that take any (the sign-up service's latency, the version About shows). Each
/// feature's type is compared, not cast with `is`, in a loop rather than a main-actor closure:
/// with 100 features the casts and the closure's executor checks cost about 900 instructions a
/// feature at every start (docs/performance.md, "Scale: 100 features").
@MainActor func builtInFeatures(_ launch: LaunchOptions = LaunchOptions()) -> [any FeaturePlugin] {
    var features = listedFeatures()
    for index in features.indices {
        switch ObjectIdentifier(type(of: features[index])) {
        case ObjectIdentifier(SignUpPlugin.self):
            features[index] = SignUpPlugin(
                latency: signUpLatency(environment: ProcessInfo.processInfo.environment) {
                    StandardError.write("nvc: warning: \($0)\n")
                })
        case ObjectIdentifier(SettingsPlugin.self): features[index] = SettingsPlugin(versionText: "Nano \(version)")
        case ObjectIdentifier(CatalogPlugin.self):
            features[index] = CatalogPlugin(source: catalogSource(launch: launch))
        default: break
        }
    }
    return features
}

/// The sign-up service's simulated request time that `NVC_SIGNUP_LATENCY_MS` in `environment`
/// asks for (``SignUpPlugin/latency(milliseconds:)``: whole milliseconds, clamped to 0...10 000);
/// zero when unset. A value that is not a whole number is reported to `warn` as one line,
/// `NVC_SIGNUP_LATENCY_MS="abc" is not a whole number of milliseconds; using 0`, and counts as zero.
public func signUpLatency(environment: [String: String], warn: (String) -> Void) -> Duration {
    guard let text = environment["NVC_SIGNUP_LATENCY_MS"] else { return .zero }
    do {
        return try SignUpPlugin.latency(milliseconds: text)
    } catch {
        warn("NVC_SIGNUP_LATENCY_MS=\(error); using 0")
        return .zero
    }
}

/// The catalogue's data: the SWAPI-compatible API `--api URL` names, or else the project's own
/// Star Wars API, started in this process by the first request the catalogue makes (none when
/// nobody opens it), so `nvc open nvc://catalog/people` works with no network; it plays the
/// fault plan of `--api-faults FILE`, if any.
@MainActor func catalogSource(launch: LaunchOptions) -> any CatalogSource {
    SwapiCatalogSource(swapiEndpoint(launch))
}

/// Where the launch's Star Wars data comes from (`--api`, `--api-faults`). The command line has
/// checked both before the app composes (a malformed plan never gets here: `checkApiFaults`
/// refused it with 64), so a plan that still does not read plays no fault rather than stopping
/// the app.
public func swapiEndpoint(_ launch: LaunchOptions) -> SwapiEndpoint {
    do {
        return try SwapiEndpoint(api: launch.api, faults: launch.apiFaults)
    } catch {
        return .builtInWithoutFaults
    }
}

/// The app both executables run: name `nvc`, scheme `nvc`, home `nvc://home`, the built-in
/// features in composition order.
public let nvcConfiguration = AppConfiguration(
    name: "nvc",
    scheme: "nvc",
    homeLink: Route.home.link,
    version: version,
    abstract: "The Nano demo app, headless: open deep links, drive screens by control id.",
    plugins: { launch in builtInFeatures(launch) },
    languages: [.english, .german],
    checkApiFaults: { SwapiEndpoint.problem(faults: $0) }
)
