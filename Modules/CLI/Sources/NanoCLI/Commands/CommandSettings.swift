import ArgumentParser
import NanoRuntime

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What `open` and `resume` were asked for, as plain values: read from ``RunOptions`` after
/// ArgumentParser has parsed them, or directly by ``PlainCommandLine`` for a plain command
/// line. The checks live here, once, so both readers refuse the same command lines.
struct RunSettings: Equatable, Sendable {
    /// `--state DIR`.
    var state: String?
    /// `--ephemeral`.
    var ephemeral = false
    /// `--json`.
    var json = false
    /// Each `--script FILE`, in order (more than one is refused by ``check()``).
    var scripts: [String] = []
    /// `--interactive`.
    var interactive = false
    /// `--record FILE`.
    var record: String?
    /// Each `--disable-feature ID`, in order.
    var disabledFeatures: [String] = []
    /// Each `--guard ID=pass|fail`, in order.
    var guards: [String] = []
    /// `--locale LANGUAGE` (checked against the app's languages when the run starts: ``LocaleChoice``).
    var locale: String?
    /// `--api URL`: the web API the app's data features use instead of their built-in one.
    var api: String?
    /// `--api-faults FILE`: the fault plan the built-in API plays (read when the run starts:
    /// ``ApiFaultsOption``).
    var apiFaults: String?

    /// The one `--script` (given twice is a usage error: it used to run only the last).
    var script: String? { scripts.first }

    /// The launch options `--guard` and `--api` ask for: the guards given `=fail`, the API.
    var launch: LaunchOptions {
        var launch = GuardOptions.launch(guards)
        launch.api = api
        return launch
    }

    /// Refuses what `open` and `resume` cannot run (`RunOptions.validate()`; the `--guard`
    /// settings are checked by ``GuardOptions/check(_:)``).
    func check() throws(ValidationError) {
        if state != nil && ephemeral {
            throw ValidationError("--state and --ephemeral cannot be used together")
        }
        if scripts.count > 1 {
            throw ValidationError(
                "--script is given \(scripts.count) times; give one script (join files with: cat a.nvc b.nvc | nvc ... --script -)"
            )
        }
        if script == "-" && interactive {
            throw ValidationError("--script - and --interactive both read standard input; use a script file")
        }
        if let state, state.isEmpty {
            throw ValidationError("--state needs a directory path")
        }
        if let locale, locale.isEmpty {
            throw ValidationError("--locale needs a language (en, de, de_DE.UTF-8)")
        }
        try ApiFaultsOption.check(api: api, faultsFile: apiFaults)
        if let script, script.isEmpty {
            throw ValidationError("--script needs a file path or '-'")
        }
        if let record {
            guard interactive else {
                throw ValidationError("--record records an interactive session; add --interactive")
            }
            guard !record.isEmpty, record != "-" else { throw ValidationError("--record needs a file path") }
        }
    }

    /// Refuses what `resume` cannot run besides ``check()`` (`ResumeCommand.validate()`).
    func checkResume() throws(ValidationError) {
        if ephemeral { throw ValidationError("resume reads the saved stack; it cannot be --ephemeral") }
    }

    /// Whether `text` is an absolute `http` or `https` URL with a host (`http://127.0.0.1:8000/api/`).
    static func isWebAddress(_ text: String) -> Bool {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), let host = url.host(),
            !host.isEmpty
        else { return false }
        return scheme == "http" || scheme == "https"
    }
}

/// What `routes` was asked for, as plain values (see ``RunSettings``).
struct RoutesSettings: Equatable, Sendable {
    /// `--json`.
    var json = false
    /// `--dot`.
    var dot = false
    /// Each `--disable-feature ID`, in order.
    var disabledFeatures: [String] = []

    /// Refuses what `routes` cannot print (`RoutesCommand.validate()`).
    func check() throws(ValidationError) {
        if json && dot { throw ValidationError("--json and --dot cannot be used together") }
    }
}

/// A command line ``PlainCommandLine`` read: the values ArgumentParser's `open`, `resume` and
/// `routes` would hold for it (their `choice`), or its `--version`. It runs as they do: with
/// the same runners (``OpenRun``, ``RoutesRun``) in the same ``RunContext``.
enum CommandChoice: Equatable, Sendable {
    /// `open LINK`.
    case open(link: String, RunSettings)
    /// `resume`.
    case resume(RunSettings)
    /// `routes`.
    case routes(RoutesSettings)
    /// `--version`.
    case version

    var json: Bool {
        switch self {
        case .open(_, let settings), .resume(let settings): settings.json
        case .routes(let settings): settings.json
        case .version: false
        }
    }
}

extension CommandChoice: AppRun {
    @MainActor func run(in context: RunContext) async -> AppStatus {
        switch self {
        case .open(let link, let settings): await OpenRun(context: context, options: settings).run(.open(link))
        case .resume(let settings): await OpenRun(context: context, options: settings).run(.resume)
        case .routes(let settings): RoutesRun(context: context, command: settings).run()
        case .version:
            NanoCommandLine.printVersion(
                context.plugins, configuration: context.configuration, console: context.console)
        }
    }
}
