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
import HomeFeature
import NanoCLI
import SettingsFeature
import SignUpFeature

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
        [
            SignUpPlugin(latency: signUpLatency),
            HomePlugin(),
            SettingsPlugin(versionText: "Nano \(version)"),
        ]
    }
)

NanoCommandLine.main(configuration)
