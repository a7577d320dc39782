import ArgumentParser
import NanoRuntime

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `serve`: the app in a browser, with `Launch`'s options (``LaunchArguments``). Parsed with the
/// other subcommands, offered only by an executable that hands
/// ``NanoCommandLine/main(_:serve:)`` a server (NanoServe's `WebServe.run`: `nvc-web`, every
/// feature preview), so `nvc` links no server library.
struct ServeCommand<Launch: LaunchArguments>: ParsableCommand, AppRun {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "serve",
            abstract: "Serve the app to browsers: every URL is a deep link, every session its own app.",
            discussion: CommandIdentity.current.serveDiscussion)
    }

    @Option(help: ArgumentHelp("The IPv4 address to listen on.", valueName: "ADDRESS"))
    var host = "127.0.0.1"

    @Option(help: ArgumentHelp("The port; 0 picks a free one.", valueName: "PORT"))
    var port: UInt16 = 8080

    @Option(
        name: .customLong("allow-host"),
        help: ArgumentHelp(
            "Also answer requests for this host name, or NAME:PORT (repeatable); others get 421.",
            valueName: "NAME"))
    var allowedHosts: [String] = []

    @Option(
        name: .customLong("state"),
        help: ArgumentHelp("Keep each session's state in DIR/sessions/ID.", valueName: "DIR"), completion: .directory)
    var state: String?

    @Flag(help: "Keep every session in memory only (the default without --state).")
    var ephemeral = false

    @Option(help: ArgumentHelp("Close a session no page has used for this long.", valueName: "SECONDS"))
    var sessionTimeout = 1_800

    @Option(help: ArgumentHelp("The most browsers with a live tab at once.", valueName: "N"))
    var maxSessions = 1_000

    @Option(
        name: .customLong("disable-feature"),
        help: ArgumentHelp("Serve with feature ID disabled (repeatable).", valueName: "ID"))
    var disabledFeatures: [String] = []

    @Option(
        name: .customLong("record"),
        help: ArgumentHelp(
            "Keep each browser session as a script in DIR/ID.nvc (replay: open LINK --script FILE).",
            valueName: "DIR"), completion: .directory)
    var record: String?

    @OptionGroup var data: DataArguments

    @OptionGroup var launchArguments: Launch

    func validate() throws {
        if let record, record.isEmpty { throw ValidationError("--record needs a directory path") }
        if state != nil && ephemeral { throw ValidationError("--state and --ephemeral cannot be used together") }
        if let state, state.isEmpty { throw ValidationError("--state needs a directory path") }
        if sessionTimeout < 1 || sessionTimeout > 86_400 {
            throw ValidationError("--session-timeout takes 1 to 86400 seconds")
        }
        if maxSessions < 1 || maxSessions > 100_000 { throw ValidationError("--max-sessions takes 1 to 100000") }
        for name in allowedHosts where !Self.isHostName(name) {
            throw ValidationError("--allow-host takes a host name or NAME:PORT as a browser sends it, not '\(name)'")
        }
        try ApiFaultsOption.check(api: data.api, faultsFile: data.apiFaults)
    }

    /// Whether `name` can be a `Host` header's value: letters, digits, `.`, `-`, `_`, `:`, and
    /// `[` `]` around an IPv6 address; 1 to 255 bytes.
    static func isHostName(_ name: String) -> Bool {
        (1...255).contains(name.utf8.count)
            && name.utf8.allSatisfy { byte in
                (48...57).contains(byte) || (65...90).contains(byte) || (97...122).contains(byte)
                    || Array(".-_:[]".utf8).contains(byte)
            }
    }

    /// What the server is asked for (before `--api-faults`' file is read).
    var options: ServeOptions {
        var launch = launchArguments.launch
        launch.api = data.api
        return ServeOptions(
            host: host, port: port, allowedHosts: allowedHosts,
            state: state.map { .directory(URL(fileURLWithPath: $0).standardizedFileURL) } ?? .ephemeral,
            sessionTimeout: .seconds(sessionTimeout), maxSessions: maxSessions, disabledFeatures: disabledFeatures,
            launch: launch, recordDirectory: record.map { URL(fileURLWithPath: $0).standardizedFileURL }
        )
    }

    /// Errors before the server starts are text.
    var json: Bool { false }

    /// Reads `--api-faults`' plan, then hands the options to the executable's server (it has
    /// one: without one `serve` is not a subcommand). A plan that cannot be used is one error
    /// line and its status, before anything listens.
    @MainActor func run(in context: RunContext) async -> AppStatus {
        guard let serve = context.serve else { return .usage }
        var options = options
        do {
            options.launch = try ApiFaultsOption.launch(
                options.launch, faultsFile: data.apiFaults, configuration: context.configuration)
        } catch {
            Presenter(console: context.console, json: false, program: context.configuration.name).error(error)
            return error.status
        }
        return await serve(options, context.server)
    }
}

/// What `serve`'s command line asks the server for.
public struct ServeOptions: Sendable, Equatable {
    /// The IPv4 address to listen on (`--host`, default 127.0.0.1).
    public var host: String
    /// The port (`--port`, default 8080; 0 picks a free one).
    public var port: UInt16
    /// Host names the server answers besides its loopback names and address (`--allow-host`).
    public var allowedHosts: [String]
    /// Where each session keeps its state: `DIR/sessions/<id>` with `--state DIR`, else memory.
    public var state: StateLocation
    /// How long a session may go unused before it is closed (`--session-timeout`).
    public var sessionTimeout: Duration
    /// The most browsers with a live tab at once (`--max-sessions`).
    public var maxSessions: Int
    /// Features each session's app composes as disabled (`--disable-feature`).
    public var disabledFeatures: [String]
    /// A preview's failing stand-in guards (`--guard`).
    public var launch: LaunchOptions
    /// Where each browser session is kept as a replayable script (`--record DIR`), if anywhere.
    public var recordDirectory: URL?

    /// Options; each parameter is the property of the same name (no recording and no extra
    /// host names by default).
    public init(
        host: String, port: UInt16, allowedHosts: [String] = [], state: StateLocation, sessionTimeout: Duration,
        maxSessions: Int, disabledFeatures: [String], launch: LaunchOptions, recordDirectory: URL? = nil
    ) {
        self.host = host
        self.port = port
        self.allowedHosts = allowedHosts
        self.state = state
        self.sessionTimeout = sessionTimeout
        self.maxSessions = maxSessions
        self.disabledFeatures = disabledFeatures
        self.launch = launch
        self.recordDirectory = recordDirectory
    }
}

/// What a server runs with besides its options: the app, the plugins loaded for this run, the
/// streams.
public struct CommandContext {
    /// The app's configuration.
    public let configuration: AppConfiguration
    /// The features loaded from plugin libraries (`--plugin`, `--plugins`, `$<APP>_PLUGINS`).
    public let plugins: [LoadedPlugin]
    /// Standard output, error and input, the terminal and the environment.
    public let console: Console
}

/// Serves the app until it is told to stop; the status is the process's exit status.
public typealias ServeHandler = @MainActor (ServeOptions, CommandContext) async -> AppStatus
