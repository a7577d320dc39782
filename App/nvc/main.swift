// nvc: the Nano demo app on the command line. It lists its features, its scheme and home
// link, and hands over to the NanoCLI runtime, which gives it `open`, `resume`, `routes`,
// scripts, interactive mode, JSON output, exit codes, a state directory, completions, and
// feature plugins loaded at start when built with Tools/plugin-host.
//
//   swift run nvc open 'nvc://signup'
//   swift run nvc open 'nvc://settings/notifications' --ephemeral --script - <<< $'type name Ada\n...'
//
// NVC_SIGNUP_LATENCY_MS sets the sign-up service's simulated request time (default 0: the
// command line waits for it after every command anyway).
//
// A new feature is one line in Package.swift's `features` list and two blocks below, its
// import and its plugin (Tools/new-feature adds all three). Each block is compiled only when
// the feature is built in: Package.swift defines `FEATURE_<Name>` for each, and
// `Tools/plugin-host --without <Name>` leaves a feature out to load it as a plugin instead.
import Foundation
import NanoCLI
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

let version = "0.1.0"

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

let configuration = AppConfiguration(
    name: "nvc",
    scheme: "nvc",
    homeLink: "home",
    version: version,
    abstract: "The Nano demo app, headless: open deep links, drive screens by control id.",
    plugins: { _ in builtInFeatures() }
)

NanoCommandLine.main(configuration)
