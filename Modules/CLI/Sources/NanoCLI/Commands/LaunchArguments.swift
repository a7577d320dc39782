import ArgumentParser
import NanoContract
import NanoRuntime

/// The options a runtime adds to `open`, `resume` and `serve` for how the app composes at
/// launch: none for an app (``NoLaunchArguments``), `--guard` for a feature preview
/// (``GuardOptions``). The commands are generic over it, so an app's commands do not have the
/// option at all: its help does not list it and ArgumentParser refuses it as unknown.
protocol LaunchArguments: ParsableArguments {
    /// Each `--guard` as given (`signedIn=fail`), in order; empty for an app.
    var guards: [String] { get }
}

extension LaunchArguments {
    /// The launch options the arguments ask for: the guards given `=fail`.
    var launch: LaunchOptions { GuardOptions.launch(guards) }
}

/// An app's launch arguments: none (it composes real guards).
struct NoLaunchArguments: LaunchArguments {
    /// No guard is overridden in an app.
    var guards: [String] { [] }
}

/// `--guard ID=pass|fail`: a feature preview's stand-in guards, for `open`, `resume` and
/// `serve`.
struct GuardOptions: LaunchArguments {
    /// Each `--guard` as given (`signedIn=fail`), in order.
    @Option(
        name: .customLong("guard"),
        help: ArgumentHelp(
            "Feature previews only: make the stand-in guard ID pass or fail (repeatable).", valueName: "ID=pass|fail"))
    var guards: [String] = []

    /// Refuses any setting that is not `ID=pass` or `ID=fail`.
    func validate() throws {
        try Self.check(guards)
    }

    /// The launch options the `--guard` settings `guards` ask for: the guards given `=fail`.
    static func launch(_ guards: [String]) -> LaunchOptions {
        LaunchOptions(
            failingGuards: Set(
                guards.compactMap { setting in
                    let parts = setting.split(separator: "=", maxSplits: 1).map(String.init)
                    return parts.count == 2 && parts[1] == "fail" ? GuardID(parts[0]) : nil
                }))
    }

    /// What ``validate()`` checks, for the `--guard` settings `guards` however they were read.
    static func check(_ guards: [String]) throws(ValidationError) {
        for setting in guards {
            let parts = setting.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, ["pass", "fail"].contains(parts[1]) else {
                throw ValidationError("--guard takes ID=pass or ID=fail, not '\(setting)'")
            }
        }
    }

    /// What an app says to `--guard`, which it does not have (ArgumentParser's "unknown
    /// option" in the words it always used): `name` composes real guards.
    static func refusal(app name: String) -> String {
        "--guard is for feature previews; \(name) composes real guards"
    }
}
