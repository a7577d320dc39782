import ArgumentParser
import Foundation
import NanoNavigation

/// The command-line runtime: parses the arguments with swift-argument-parser, runs `open`,
/// `resume` or `routes` against the configured app, and exits with a documented status.
///
/// ```swift
/// // App/nvc/main.swift
/// NanoCommandLine.main(AppConfiguration(name: "nvc", scheme: "nvc", homeLink: "home",
///                                       plugins: { [SignUpPlugin(), HomePlugin(), SettingsPlugin()] }))
/// ```
public enum NanoCommandLine {
    /// Runs with the process's arguments and standard streams, then exits with the status.
    @MainActor
    public static func main(_ configuration: AppConfiguration) -> Never {
        let status = run(configuration, arguments: Array(CommandLine.arguments.dropFirst()), console: .standard)
        exit(status.rawValue)
    }

    /// Runs once with `arguments` (without the program name) on `console`; returns the exit
    /// status instead of exiting, so tests can run the whole command line in process.
    @MainActor
    public static func run(_ configuration: AppConfiguration, arguments: [String], console: Console)
        -> CommandLineStatus
    {
        CommandIdentity.current.set(
            name: configuration.name, version: configuration.version,
            abstract: configuration.abstract, scheme: configuration.scheme, isPreview: configuration.isPreview)
        let command: any ParsableCommand
        do {
            command = try RootCommand.parseAsRoot(arguments)
        } catch {
            return report(parseError: error, arguments: arguments, configuration: configuration, console: console)
        }
        switch command {
        case let open as OpenCommand:
            return RunCommand(configuration: configuration, options: open.options, console: console).run(
                .open(open.link))
        case let resume as ResumeCommand:
            return RunCommand(configuration: configuration, options: resume.options, console: console).run(.resume)
        case let routes as RoutesCommand:
            return RoutesRun(configuration: configuration, command: routes, console: console).run()
        default:
            do {
                var builtIn = command
                try builtIn.run()
                return .ok
            } catch {
                return report(parseError: error, arguments: arguments, configuration: configuration, console: console)
            }
        }
    }

    /// Help, version and completion scripts go to stdout with status 0; anything else is a
    /// usage error: one line on stderr (and a JSON error object with `--json`), status 64.
    @MainActor
    private static func report(
        parseError error: any Error, arguments: [String], configuration: AppConfiguration,
        console: Console
    ) -> CommandLineStatus {
        if RootCommand.exitCode(for: error) == .success {
            let text = RootCommand.fullMessage(for: error, columns: console.columns)
            console.writeOutput(text.hasSuffix("\n") ? text : text + "\n")
            return .ok
        }
        let subcommand = arguments.first { ["open", "resume", "routes"].contains($0) }
        let hint = " (see '\(configuration.name)\(subcommand.map { " " + $0 } ?? "") --help')"
        let failure = CommandLineError(.usage, RootCommand.message(for: error) + hint)
        let presenter = Presenter(console: console, json: arguments.contains("--json"), program: configuration.name)
        presenter.error(failure)
        if presenter.json { presenter.final(nil, error: failure) }
        return .usage
    }
}
