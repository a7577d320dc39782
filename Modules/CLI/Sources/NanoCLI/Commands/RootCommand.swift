import ArgumentParser
import NanoNavigation
import NanoRuntime

/// `nvc`: the root command. Its subcommands are parsed here and run by ``NanoCommandLine``
/// on the main actor.
struct RootCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        let identity = CommandIdentity.current
        return CommandConfiguration(
            commandName: identity.name,
            abstract: identity.abstract,
            discussion: identity.text("root") {
                """
                A link is \(identity.scheme)://PATH?QUERY, or PATH alone: \(identity.name) open settings/notifications

                EXIT CODES
                \(AppStatus.table)

                Errors are one line on stderr ("\(identity.name): error: ..."); with --json
                the same error is also the "error" object of the JSON on stdout.

                STATE
                  --state DIR, else $XDG_STATE_HOME/\(identity.name), else ~/.local/state/\(identity.name)
                  state.json       session and settings
                  navigation.json  the last navigation stack, which resume reopens
                  .lock            taken by every write, so parallel runs lose nothing
                  --ephemeral reads and writes nothing. A state file may be a symbolic link:
                  the file it points to is replaced, the link kept.

                PLUGINS (a plugin-capable build; see docs/cli.md, "Plugins")
                  --plugin FILE, --plugins DIR, $\(PluginRequest.environmentVariable(forApp: identity.name)) (directories, colon-separated)
                  A library is refused (78) if it, or a folder above it, is owned by another
                  user than you or root, or is writable by its group or others (a sticky
                  folder such as /tmp excepted). \(PluginRequest.allowUnsafeOption)
                  loads it anyway. The file checked is the file loaded.

                SHELL COMPLETION
                  \(identity.name) --generate-completion-script bash|zsh|fish
                """
            },
            version: identity.version,
            subcommands: [OpenCommand.self, ResumeCommand.self, RoutesCommand.self] + identity.commands
        )
    }
}

/// Options shared by `open` and `resume`. Their long names are ``PlainCommandLine``'s too.
struct RunOptions: ParsableArguments {
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

    @OptionGroup var guards: GuardOptions

    /// The options as plain values.
    var settings: RunSettings {
        RunSettings(
            state: state, ephemeral: ephemeral, json: json, scripts: scripts, interactive: interactive,
            record: record, disabledFeatures: disabledFeatures, guards: guards.guards)
    }

    func validate() throws {
        try settings.check()
    }
}

/// `nvc open LINK`.
struct OpenCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "open",
            abstract: "Open a deep link; print the navigation stack and the top screen.",
            discussion: CommandIdentity.current.text("open") {
                """
                Script and interactive commands (one per line):
                \(ScriptCommand.helpText)

                Exit codes: 0 ok, 1 expectation failed or command refused, 64 usage,
                65 invalid link, 66 no route, 69 feature disabled, 70 internal error,
                74 state not saved, 75 state locked (details: \(CommandIdentity.current.name) --help).
                """
            }
        )
    }

    @Argument(
        help: ArgumentHelp("The deep link (\(CommandIdentity.current.scheme)://home, or home).", valueName: "link"))
    var link: String

    @OptionGroup var options: RunOptions

    /// What to run.
    var choice: CommandChoice { .open(link: link, options.settings) }
}

/// `nvc resume`.
struct ResumeCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "resume",
            abstract: "Reopen the navigation stack the last run in the state directory left.",
            discussion:
                "Opens the home link when nothing was saved. Takes the same options as open (except --ephemeral)."
        )
    }

    @OptionGroup var options: RunOptions

    /// What to run.
    var choice: CommandChoice { .resume(options.settings) }

    func validate() throws {
        try options.settings.checkResume()
    }
}

/// `nvc routes`.
struct RoutesCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "routes", abstract: "List every route of the app.")
    }

    @Flag(name: .customLong("json"), help: "Print the route table as JSON.")
    var json = false

    @Flag(name: .customLong("dot"), help: "Print the route graph in Graphviz DOT.")
    var dot = false

    @Option(
        name: .customLong("disable-feature"),
        help: ArgumentHelp("Show feature ID as disabled (repeatable).", valueName: "ID"))
    var disabledFeatures: [String] = []

    /// The options as plain values.
    var settings: RoutesSettings { RoutesSettings(json: json, dot: dot, disabledFeatures: disabledFeatures) }

    /// What to run.
    var choice: CommandChoice { .routes(settings) }

    func validate() throws {
        try settings.check()
    }
}
