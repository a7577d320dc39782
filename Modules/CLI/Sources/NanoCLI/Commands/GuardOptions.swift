import ArgumentParser
import NanoNavigation
import NanoRuntime

/// `--guard ID=pass|fail`: a feature preview's stand-in guards, for `open`, `resume` and any
/// subcommand an executable adds (`serve`). An app composes real guards and refuses the option.
public struct GuardOptions: ParsableArguments {
    /// Each `--guard` as given (`signedIn=fail`), in order.
    @Option(
        name: .customLong("guard"),
        help: ArgumentHelp(
            "Feature previews only: make the stand-in guard ID pass or fail (repeatable).", valueName: "ID=pass|fail"))
    public var guards: [String] = []

    /// No guard overridden (what ArgumentParser starts from).
    public init() {}

    /// The launch options `--guard` asks for: the guards given `=fail`.
    public var launch: LaunchOptions { Self.launch(guards) }

    /// Refuses `--guard` outside a preview, and any setting that is not `ID=pass` or `ID=fail`.
    public func validate() throws {
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
        if !guards.isEmpty && !CommandIdentity.current.isPreview {
            throw ValidationError(
                "--guard is for feature previews; \(CommandIdentity.current.name) composes real guards")
        }
        for setting in guards {
            let parts = setting.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, ["pass", "fail"].contains(parts[1]) else {
                throw ValidationError("--guard takes ID=pass or ID=fail, not '\(setting)'")
            }
        }
    }
}
