import ArgumentParser
import NanoRuntime

/// `--api-faults FILE`: a fault plan (JSON; NanoFixtureServer's `FaultPlan` format) that the
/// app's built-in API plays, for `open`, `resume` and `serve`. The file is read and handed to
/// the app's ``AppConfiguration/checkApiFaults`` once, before any state is opened, any feature
/// composes or a server listens; each way it cannot be used is a usage error (64) naming the
/// file: `apiFaultsUnreadable` (missing, a directory, unreadable, not UTF-8, over
/// ``maxBytes``) or `apiFaultsInvalid` (the app objects to the plan, or has no built-in API).
enum ApiFaultsOption {
    /// The largest plan file accepted: 64 KiB (a plan is a few rules).
    static let maxBytes = 64 * 1024

    /// What `--api` and `--api-faults` given together are refused with: the faults are played
    /// by the built-in server, which `--api` replaces.
    static let notWithApi =
        "--api-faults plays faults on the built-in API, which --api URL replaces; give one of them"

    /// Refuses an `api` that is no web address and the option combinations no run can honour
    /// (the file itself is read later, by ``launch(_:faultsFile:configuration:)``).
    static func check(api: String?, faultsFile: String?) throws(ValidationError) {
        if let api, !RunSettings.isWebAddress(api) {
            throw ValidationError("--api takes an http:// or https:// address with a host, not '\(api)'")
        }
        guard let faultsFile else { return }
        if faultsFile.isEmpty { throw ValidationError("--api-faults needs a file path") }
        if api != nil { throw ValidationError(notWithApi) }
    }

    /// `launch` with the plan of `faultsFile` (when given) read and checked by the app.
    static func launch(_ launch: LaunchOptions, faultsFile: String?, configuration: AppConfiguration)
        throws(AppError) -> LaunchOptions
    {
        guard let faultsFile else { return launch }
        guard let check = configuration.checkApiFaults else {
            throw AppError(
                .usage, kind: "apiFaultsInvalid",
                "--api-faults: \(configuration.name) has no built-in API to play a fault plan on")
        }
        let text = try TextFile.load(faultsFile, maxBytes: maxBytes, noun: "fault plan", kind: "apiFaultsUnreadable")
        if let problem = check(text) {
            throw AppError(.usage, kind: "apiFaultsInvalid", "--api-faults '\(faultsFile)': \(problem)")
        }
        var launch = launch
        launch.apiFaults = text
        return launch
    }
}

/// Where `open`, `resume` and `serve` take the app's data from: `--api URL` and `--api-faults
/// FILE` (checked by ``ApiFaultsOption/check(api:faultsFile:)``).
struct DataArguments: ParsableArguments {
    @Option(
        name: .customLong("api"),
        help: ArgumentHelp(
            "Take the app's data from the web API at URL (http:// or https://) instead of the built-in one.",
            valueName: "URL"))
    var api: String?

    @Option(
        name: .customLong("api-faults"),
        help: ArgumentHelp(
            "Make the built-in API play the fault plan in FILE (JSON: latency, status, timeout, malformed, drop).",
            valueName: "FILE"),
        completion: .file())
    var apiFaults: String?
}
