// NvcApp: the Nano demo app — its features, scheme and home link — which both executables run:
// `nvc` (the command line: open, resume, routes, scripts, interactive mode, JSON, plugins) and
// `nvc-web` (the same, plus `serve`: the app in a browser). Keeping the app here, once, is
// what lets `nvc` link no server library.
//
//   swift run nvc open 'nvc://signup'
//   swift run nvc-web serve --port 0
//
// NVC_SIGNUP_LATENCY_MS sets the sign-up service's simulated request time (default 0: the
// command line waits for it after every command anyway).
//
// A new feature is one line in Package.swift's `features` list and two blocks below, its
// import and its plugin (Tools/new-feature adds all three). Each block is compiled only when
// the feature is built in: Package.swift defines `FEATURE_<Name>` for each, and
// `Tools/plugin-host --without <Name>` leaves a feature out to load it as a plugin instead.
import Foundation
import NanoNavigation
import NanoRuntime

#if FEATURE_SignUp
    import SignUpFeature
#endif
#if FEATURE_Home
    import HomeFeature
#endif
#if FEATURE_Settings
    import SettingsFeature
#endif
#if FEATURE_Rewards
    import RewardsFeature
#endif

/// The version `--version` prints and Settings' About shows.
public let version = "0.1.0"

/// The features built into this executable, in composition order.
@MainActor func builtInFeatures() -> [any FeaturePlugin] {
    var features: [any FeaturePlugin] = []
    #if FEATURE_SignUp
        let latency = SignUpPlugin.latency(environment: ProcessInfo.processInfo.environment) {
            FileHandle.standardError.write(Data("nvc: warning: \($0)\n".utf8))
        }
        features.append(SignUpPlugin(latency: latency))
    #endif
    #if FEATURE_Home
        features.append(HomePlugin())
    #endif
    #if FEATURE_Settings
        features.append(SettingsPlugin(versionText: "Nano \(version)"))
    #endif
    #if FEATURE_Rewards
        features.append(RewardsPlugin())
    #endif
    return features
}

/// The app both executables run: name `nvc`, scheme `nvc`, home `nvc://home`, the built-in
/// features in composition order.
public let nvcConfiguration = AppConfiguration(
    name: "nvc",
    scheme: "nvc",
    homeLink: "home",
    version: version,
    abstract: "The Nano demo app, headless: open deep links, drive screens by control id.",
    plugins: { _ in builtInFeatures() }
)
