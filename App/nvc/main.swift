// nvc: the Nano demo app on the command line. It lists its features, its scheme and home
// link, and hands over to the NanoCLI runtime, which gives it `open`, `resume`, `routes`,
// scripts, interactive mode, JSON output, exit codes, a state directory and completions.
//
//   swift run nvc open 'nvc://signup'
//   swift run nvc open 'nvc://settings/notifications' --ephemeral --script - <<< $'type name Ada\n...'
//
// NVC_SIGNUP_LATENCY_MS sets the sign-up service's simulated request time (default 0: the
// command line waits for it after every command anyway).
//
// A new feature is one line in Package.swift's `features` list, its import and its plugin below
// (Tools/new-feature adds all three).
import Foundation
import NanoCLI
import NanoNavigation

#if FEATURE_SignUp
    import SignUpFeature
#endif
#if FEATURE_Home
    import HomeFeature
#endif
#if FEATURE_Settings
    import SettingsFeature
#endif

let version = "0.1.0"

let signUpLatency =
    ProcessInfo.processInfo.environment["NVC_SIGNUP_LATENCY_MS"]
    .flatMap { Int($0) }
    .map { Duration.milliseconds(max(0, min($0, 10_000))) } ?? .zero

let configuration = AppConfiguration(
    name: "nvc",
    scheme: "nvc",
    homeLink: "home",
    version: version,
    abstract: "The Nano demo app, headless: open deep links, drive screens by control id.",
    plugins: { _ in
        var plugins: [any FeaturePlugin] = []
        #if FEATURE_SignUp
            plugins.append(SignUpPlugin(latency: signUpLatency))
        #endif
        #if FEATURE_Home
            plugins.append(HomePlugin())
        #endif
        #if FEATURE_Settings
            plugins.append(SettingsPlugin(versionText: "Nano \(version)"))
        #endif
        return plugins
    }
)

NanoCommandLine.main(configuration)
