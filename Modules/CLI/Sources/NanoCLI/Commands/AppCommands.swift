import ArgumentParser
import NanoRuntime

/// `nvc open LINK`, with `Launch`'s options (``LaunchArguments``).
struct OpenCommand<Launch: LaunchArguments>: ParsableCommand, AppRun {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "open",
            abstract: "Open a deep link; print the navigation stack and the top screen.",
            discussion: CommandIdentity.current.openDiscussion
        )
    }

    @Argument(
        help: ArgumentHelp("The deep link (\(CommandIdentity.current.scheme)://home, or home).", valueName: "link"))
    var link: String

    @OptionGroup var options: RunOptions<Launch>

    /// What ``PlainCommandLine`` reads for the same command line.
    var choice: CommandChoice { .open(link: link, options.settings) }

    var json: Bool { options.json }

    @MainActor func run(in context: RunContext) async -> AppStatus {
        await OpenRun(context: context, options: options.settings).run(.open(link))
    }
}

/// `nvc resume`, with `Launch`'s options (``LaunchArguments``).
struct ResumeCommand<Launch: LaunchArguments>: ParsableCommand, AppRun {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "resume",
            abstract: "Reopen the navigation stack the last run in the state directory left.",
            discussion:
                "Opens the home link when nothing was saved. Takes the same options as open (except --ephemeral)."
        )
    }

    @OptionGroup var options: RunOptions<Launch>

    /// What ``PlainCommandLine`` reads for the same command line.
    var choice: CommandChoice { .resume(options.settings) }

    var json: Bool { options.json }

    func validate() throws {
        try options.settings.checkResume()
    }

    @MainActor func run(in context: RunContext) async -> AppStatus {
        await OpenRun(context: context, options: options.settings).run(.resume)
    }
}

/// `nvc routes`.
struct RoutesCommand: ParsableCommand, AppRun {
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

    /// What ``PlainCommandLine`` reads for the same command line.
    var choice: CommandChoice { .routes(settings) }

    func validate() throws {
        try settings.check()
    }

    @MainActor func run(in context: RunContext) -> AppStatus {
        RoutesRun(context: context, command: settings).run()
    }
}
