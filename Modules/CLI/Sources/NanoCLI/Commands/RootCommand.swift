import ArgumentParser
import NanoRuntime

/// `nvc`: the root command. It only parses: ``NanoCommandLine`` builds a ``RunContext`` for
/// the subcommand it parsed, and the subcommand runs itself (``AppRun``). What it describes
/// (name, version, the texts, which subcommands) is the ``CommandIdentity`` bound while
/// ArgumentParser parses; a preview's `open`, `resume` and `serve` take `--guard`, an app's do
/// not (``LaunchArguments``).
struct RootCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        let identity = CommandIdentity.current
        return CommandConfiguration(
            commandName: identity.name,
            abstract: identity.abstract,
            discussion: identity.rootDiscussion,
            version: identity.version,
            subcommands: identity.isPreview
                ? subcommands(GuardOptions.self, serves: identity.serves)
                : subcommands(NoLaunchArguments.self, serves: identity.serves)
        )
    }

    /// The subcommands, with `Launch`'s options on those that launch the app.
    private static func subcommands<Launch: LaunchArguments>(_: Launch.Type, serves: Bool)
        -> [any ParsableCommand.Type]
    {
        [OpenCommand<Launch>.self, ResumeCommand<Launch>.self, RoutesCommand.self]
            + (serves ? [ServeCommand<Launch>.self] : [])
    }
}

/// Something the command line asked to run against the app: a subcommand ArgumentParser parsed,
/// or the same command read by ``PlainCommandLine`` (``CommandChoice``).
protocol AppRun {
    /// Whether the output is JSON, so an error before it runs (a plugin that does not load) is
    /// printed as JSON too.
    var json: Bool { get }

    /// Runs it in `context`; the exit status.
    @MainActor func run(in context: RunContext) async -> AppStatus
}

/// What a subcommand runs with: built by ``NanoCommandLine`` once the command line is read and
/// the plugins are loaded, and handed to the subcommand as a value.
struct RunContext {
    /// The app's configuration.
    let configuration: AppConfiguration
    /// The features loaded from plugin libraries.
    let plugins: [LoadedPlugin]
    /// The streams, the terminal and the environment.
    let console: Console
    /// The web server behind `serve`, when the executable has one.
    let serve: ServeHandler?

    /// What a server runs with.
    var server: CommandContext { CommandContext(configuration: configuration, plugins: plugins, console: console) }
}

/// Options shared by `open` and `resume`, with `Launch`'s (``LaunchArguments``). Their long
/// names are ``PlainCommandLine``'s too.
struct RunOptions<Launch: LaunchArguments>: ParsableArguments {
    @Option(
        name: .customLong("state"), help: ArgumentHelp("Keep state in DIR.", valueName: "DIR"),
        completion: .directory)
    var state: String?

    @Flag(
        name: .customLong("ephemeral"),
        help: "Read and write no state: start signed out, forget everything at exit.")
    var ephemeral = false

    @Flag(
        name: .customLong("json"), help: "Print one JSON object on stdout instead of text (schema: docs/cli.md).")
    var json = false

    @Option(
        name: .customLong("script"),
        help: ArgumentHelp("Run the commands in FILE ('-' reads stdin) after opening.", valueName: "FILE"),
        completion: .file())
    var scripts: [String] = []

    @Flag(name: .customLong("interactive"), help: "Read commands from the terminal, redrawing the screen after each.")
    var interactive = false

    @Option(
        name: .customLong("record"),
        help: ArgumentHelp(
            "With --interactive: write what you did to FILE as a script, with expect lines for the last screen.",
            valueName: "FILE"),
        completion: .file())
    var record: String?

    @Option(
        name: .customLong("disable-feature"),
        help: ArgumentHelp("Start with feature ID disabled (repeatable).", valueName: "ID"))
    var disabledFeatures: [String] = []

    @Option(
        name: .customLong("locale"),
        help: ArgumentHelp(
            "Show the app in LANGUAGE (en, de, de_DE.UTF-8); default: LC_ALL, LC_MESSAGES or LANG, else the app's first.",
            valueName: "LANGUAGE"))
    var locale: String?

    @OptionGroup var data: DataArguments

    @OptionGroup var launch: Launch

    /// The options as plain values.
    var settings: RunSettings {
        RunSettings(
            state: state, ephemeral: ephemeral, json: json, scripts: scripts, interactive: interactive,
            record: record, disabledFeatures: disabledFeatures, guards: launch.guards, locale: locale,
            api: data.api, apiFaults: data.apiFaults)
    }

    func validate() throws {
        try settings.check()
    }
}
