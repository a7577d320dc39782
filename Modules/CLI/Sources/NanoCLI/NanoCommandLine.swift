import ArgumentParser
import Dispatch
import NanoContract
import NanoRuntime

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

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
    ///
    /// The command runs in a task on the main actor, started at once on the main thread
    /// (`Task.immediate`): a command that never waits (`--version`, `routes`, a screen with no
    /// delayed work) runs and exits there. When it waits for the app's delayed work (the
    /// runtime's `settle()`), the main thread parks in `dispatchMain()`, which serves the main
    /// queue, so main-actor work the app started (an effect delivering its answer) runs
    /// meanwhile, and the command goes on once the wait ends. (`dispatchMain()` ends the main
    /// thread with `pthread_exit`, whose unwinding costs about 50 ms in a `-static-executable`
    /// build: a command that does not wait never pays it.)
    /// - Parameters:
    ///   - configuration: The app.
    ///   - serve: The web server behind `serve` (NanoServe's `WebServe.run`); without one the
    ///     executable has no `serve` and links no server library (`nvc`; `nvc-web` has it).
    @MainActor
    public static func main(_ configuration: AppConfiguration, serve: ServeHandler? = nil) -> Never {
        let arguments = Array(CommandLine.arguments.dropFirst())
        Task.immediate { @MainActor in
            let status = await run(configuration, arguments: arguments, console: .standard, serve: serve)
            exit(status.rawValue)
        }
        dispatchMain()
    }

    /// The subcommand `arguments` (without the program name) run: the first argument once the
    /// plugin options (`--plugin`, `--plugins`, `--allow-unsafe-plugin-permissions`, before or
    /// after it) are taken out, unless that is an option (`--version`, `--help`). `nil` also
    /// when the plugin options are malformed, which the run itself reports. A host uses it to
    /// act on a subcommand before anything loads (the plugin host hands `serve` to its web copy).
    public static func subcommand(of arguments: [String]) -> String? {
        guard let remaining = try? PluginRequest.extract(from: arguments, environment: [:], variable: "").remaining,
            let first = remaining.first, !first.hasPrefix("-")
        else { return nil }
        return first
    }

    /// Runs once with `arguments` (without the program name) on `console`; returns the exit
    /// status instead of exiting, so tests can run the whole command line in process.
    /// `serve` is the web server, as for ``main(_:serve:)``.
    ///
    /// A plain `open`, `resume` or `routes` line is read without ArgumentParser (docs/cli.md
    /// says which); anything else is parsed by ArgumentParser with the app's identity bound
    /// for its help texts. Either way the plugins are loaded next, and the command runs itself
    /// in the context built from them.
    @MainActor
    public static func run(
        _ configuration: AppConfiguration, arguments: [String], console: Console, serve: ServeHandler? = nil
    ) async -> AppStatus {
        let variable = PluginRequest.environmentVariable(forApp: configuration.name)
        let request: PluginRequest
        let remaining: [String]
        do {
            (request, remaining) = try PluginRequest.extract(
                from: arguments, environment: console.environment, variable: variable)
        } catch {
            return fail(error, json: arguments.contains("--json"), configuration: configuration, console: console)
        }
        let invocation = Invocation(
            arguments: remaining, plugins: request, configuration: configuration, console: console, serve: serve)
        if let plain = PlainCommandLine.parse(remaining, preview: configuration.isPreview) {
            return await invocation.start(plain)
        }
        return await CommandIdentity.$current.withValue(CommandIdentity(configuration, serves: serve != nil)) {
            await invocation.parseAndRun()
        }
    }

    /// One command line being run: what ``run(_:arguments:console:serve:)`` was given.
    private struct Invocation {
        let arguments: [String]
        let plugins: PluginRequest
        let configuration: AppConfiguration
        let console: Console
        let serve: ServeHandler?

        /// Loads the plugins, then runs `command` in the context made of them.
        @MainActor
        func start(_ command: any AppRun) async -> AppStatus {
            let loaded: [LoadedPlugin]
            do {
                loaded = try loadPlugins(plugins, configuration: configuration, console: console)
            } catch {
                return fail(error, json: command.json, configuration: configuration, console: console)
            }
            return await command.run(
                in: RunContext(configuration: configuration, plugins: loaded, console: console, serve: serve))
        }

        /// Parses with ArgumentParser (the identity bound) and runs what it parsed: a subcommand
        /// of the app runs itself; ArgumentParser's own (help, completion scripts) run as it
        /// runs them, after the plugins are loaded, so a plugin that fails to load fails them too.
        @MainActor
        func parseAndRun() async -> AppStatus {
            let command: any ParsableCommand
            do {
                command = try RootCommand.parseAsRoot(arguments)
            } catch {
                return report(parseError: error)
            }
            if let app = command as? any AppRun { return await start(app) }
            do {
                _ = try loadPlugins(plugins, configuration: configuration, console: console)
            } catch {
                return fail(error, json: false, configuration: configuration, console: console)
            }
            do {
                var builtIn = command
                try builtIn.run()
                return .ok
            } catch {
                return report(parseError: error)
            }
        }

        /// Help, version and completion scripts go to stdout with status 0; anything else is a
        /// usage error: one line on stderr (and a JSON error object with `--json`), status 64.
        @MainActor
        private func report(parseError error: any Error) -> AppStatus {
            if RootCommand.exitCode(for: error) == .success {
                if arguments.contains("--version") {
                    do {
                        let loaded = try loadPlugins(plugins, configuration: configuration, console: console)
                        return printVersion(loaded, configuration: configuration, console: console)
                    } catch {
                        return fail(error, json: false, configuration: configuration, console: console)
                    }
                }
                let text = RootCommand.fullMessage(for: error, columns: console.columns)
                console.writeOutput(text.hasSuffix("\n") ? text : text + "\n")
                return .ok
            }
            let names = ["open", "resume", "routes"] + (serve == nil ? [] : ["serve"])
            let subcommand = arguments.first { names.contains($0) }
            let hint = " (see '\(configuration.name)\(subcommand.map { " " + $0 } ?? "") --help')"
            let failure = AppError(.usage, message(for: error) + hint)
            return fail(failure, json: arguments.contains("--json"), configuration: configuration, console: console)
        }

        /// ArgumentParser's one line for `error`; `--guard` given to an app is refused in the
        /// words it always was (an app's commands do not have the option).
        private func message(for error: any Error) -> String {
            let message = RootCommand.message(for: error)
            if !configuration.isPreview && message.hasPrefix("Unknown option '--guard'") {
                return GuardOptions.refusal(app: configuration.name)
            }
            return message
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

    /// `--version`: prints the app's version; for a plugin-capable build, also the framework it
    /// offers plugins and each plugin loaded, with its version and file. Status 0.
    @MainActor
    static func printVersion(_ plugins: [LoadedPlugin], configuration: AppConfiguration, console: Console)
        -> AppStatus
    {
        var text = configuration.version
        if PluginLoader.frameworkIsShared() {
            let lines =
                ["\(configuration.version)", "plugin host: \(PluginStamp.framework)"]
                + plugins.map { "plugin \($0.plugin.id) \($0.version): \($0.path)" }
            text = lines.joined(separator: "\n")
        }
        console.writeOutput(text.hasSuffix("\n") ? text : text + "\n")
        return .ok
    }
}
