import ArgumentParser
import Foundation
import NanoNavigation
import NanoRuntime

/// The command-line runtime: parses the arguments with swift-argument-parser, runs `open`,
/// `resume` or `routes` against the configured app, and exits with a documented status.
///
/// ```swift
/// // App/NvcApp/NvcApp.swift
/// NanoCommandLine.main(AppConfiguration(name: "nvc", scheme: "nvc", homeLink: "home",
///                                       plugins: { [SignUpPlugin(), HomePlugin(), SettingsPlugin()] }))
/// ```
public enum NanoCommandLine {
    /// Runs with the process's arguments and standard streams, then exits with the status.
    /// - Parameters:
    ///   - configuration: The app.
    ///   - serve: The web server behind `serve` (NanoServe's `WebServe.run`); without one the
    ///     executable has no `serve` and links no server library (`nvc`; `nvc-web` has it).
    @MainActor
    public static func main(_ configuration: AppConfiguration, serve: ServeHandler? = nil) -> Never {
        let status = run(
            configuration, arguments: Array(CommandLine.arguments.dropFirst()), console: .standard, serve: serve)
        exit(status.rawValue)
    }

    /// Runs once with `arguments` (without the program name) on `console`; returns the exit
    /// status instead of exiting, so tests can run the whole command line in process.
    /// `serve` is the web server, as for ``main(_:serve:)``.
    @MainActor
    public static func run(
        _ configuration: AppConfiguration, arguments: [String], console: Console, serve: ServeHandler? = nil
    ) -> AppStatus {
        CommandIdentity.current.set(
            name: configuration.name, version: configuration.version,
            abstract: configuration.abstract, scheme: configuration.scheme, isPreview: configuration.isPreview,
            commands: serve == nil ? [] : [ServeCommand.self])
        let variable = PluginRequest.environmentVariable(forApp: configuration.name)
        let request: PluginRequest
        let remaining: [String]
        do {
            (request, remaining) = try PluginRequest.extract(
                from: arguments, environment: console.environment, variable: variable)
        } catch {
            return fail(error, json: arguments.contains("--json"), configuration: configuration, console: console)
        }
        let choice: CommandChoice
        if let plain = PlainCommandLine.parse(remaining) {
            choice = plain
        } else {
            let command: any ParsableCommand
            do {
                command = try RootCommand.parseAsRoot(remaining)
            } catch {
                return report(
                    parseError: error, arguments: remaining, plugins: request, configuration: configuration,
                    console: console)
            }
            switch command {
            case let open as OpenCommand: choice = open.choice
            case let resume as ResumeCommand: choice = resume.choice
            case let routes as RoutesCommand: choice = routes.choice
            default:
                return runOther(
                    command, arguments: remaining, plugins: request, configuration: configuration,
                    console: console, serve: serve)
            }
        }
        let plugins: [LoadedPlugin]
        do {
            plugins = try loadPlugins(request, configuration: configuration, console: console)
        } catch {
            return fail(error, json: choice.json, configuration: configuration, console: console)
        }
        switch choice {
        case .open(let link, let settings):
            return RunCommand(configuration: configuration, options: settings, plugins: plugins, console: console)
                .run(.open(link))
        case .resume(let settings):
            return RunCommand(configuration: configuration, options: settings, plugins: plugins, console: console)
                .run(.resume)
        case .routes(let settings):
            return RoutesRun(configuration: configuration, command: settings, plugins: plugins, console: console).run()
        case .version:
            let text = versionText(plugins, configuration: configuration)
            console.writeOutput(text.hasSuffix("\n") ? text : text + "\n")
            return .ok
        }
    }

    /// Runs a command ArgumentParser parsed other than `open`, `resume` and `routes`: `serve`,
    /// or its own (help, completion scripts). The plugins are loaded first for these too, so a
    /// plugin that fails to load fails them.
    @MainActor
    private static func runOther(
        _ command: any ParsableCommand, arguments: [String], plugins request: PluginRequest,
        configuration: AppConfiguration, console: Console, serve: ServeHandler?
    ) -> AppStatus {
        let plugins: [LoadedPlugin]
        do {
            plugins = try loadPlugins(request, configuration: configuration, console: console)
        } catch {
            return fail(error, json: false, configuration: configuration, console: console)
        }
        if let command = command as? ServeCommand {
            guard let serve else { return .usage }  // not offered without a server: never parsed
            return serve(
                command.options, CommandContext(configuration: configuration, plugins: plugins, console: console))
        }
        do {
            var builtIn = command
            try builtIn.run()
            return .ok
        } catch {
            return report(
                parseError: error, arguments: arguments, plugins: request, configuration: configuration,
                console: console)
        }
    }

    /// Loads the plugins `request` asks for (docs/cli.md, "Plugins").
    @MainActor
    private static func loadPlugins(_ request: PluginRequest, configuration: AppConfiguration, console: Console)
        throws(AppError) -> [LoadedPlugin]
    {
        do {
            return try PluginLoader(note: { console.warning($0, program: configuration.name) }).load(request)
        } catch {
            throw AppError(error)
        }
    }

    /// Prints `error` (and its JSON object with `--json`); returns its status.
    @MainActor
    private static func fail(_ error: AppError, json: Bool, configuration: AppConfiguration, console: Console)
        -> AppStatus
    {
        let presenter = Presenter(console: console, json: json, program: configuration.name)
        presenter.error(error)
        if presenter.json { presenter.final(nil, error: error) }
        return error.status
    }

    /// `--version`: the app's version; for a plugin-capable build, the framework it offers
    /// plugins and each plugin loaded, with its version and file.
    @MainActor
    private static func versionText(_ plugins: [LoadedPlugin], configuration: AppConfiguration) -> String {
        guard PluginLoader.frameworkIsShared() else { return configuration.version }
        let lines =
            ["\(configuration.version)", "plugin host: \(PluginStamp.framework)"]
            + plugins.map { "plugin \($0.plugin.id) \($0.version): \($0.path)" }
        return lines.joined(separator: "\n")
    }

    /// Help, version and completion scripts go to stdout with status 0; anything else is a
    /// usage error: one line on stderr (and a JSON error object with `--json`), status 64.
    @MainActor
    private static func report(
        parseError error: any Error, arguments: [String], plugins request: PluginRequest,
        configuration: AppConfiguration, console: Console
    ) -> AppStatus {
        if RootCommand.exitCode(for: error) == .success {
            var text = RootCommand.fullMessage(for: error, columns: console.columns)
            if arguments.contains("--version") {
                do {
                    let plugins = try loadPlugins(request, configuration: configuration, console: console)
                    text = versionText(plugins, configuration: configuration)
                } catch {
                    return fail(error, json: false, configuration: configuration, console: console)
                }
            }
            console.writeOutput(text.hasSuffix("\n") ? text : text + "\n")
            return .ok
        }
        let names =
            ["open", "resume", "routes"] + CommandIdentity.current.commands.compactMap { $0.configuration.commandName }
        let subcommand = arguments.first { names.contains($0) }
        let hint = " (see '\(configuration.name)\(subcommand.map { " " + $0 } ?? "") --help')"
        let failure = AppError(.usage, RootCommand.message(for: error) + hint)
        return fail(failure, json: arguments.contains("--json"), configuration: configuration, console: console)
    }
}
