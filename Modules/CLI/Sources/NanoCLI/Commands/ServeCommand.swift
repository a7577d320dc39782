import ArgumentParser
import Foundation
import NanoRuntime
import NanoWebServer

/// `nvc serve`: the app in a browser (docs/web.md).
struct ServeCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "serve",
            abstract: "Serve the app to browsers: every URL is a deep link, every session its own app.",
            discussion: """
                Prints 'Serving \(CommandIdentity.current.name) on http://HOST:PORT' as its first line, then
                serves until SIGINT or SIGTERM (exit 0). http://HOST:PORT/settings/notifications opens
                \(CommandIdentity.current.scheme)://settings/notifications. Binds 127.0.0.1 unless --host says otherwise.
                """)
    }

    @Option(help: ArgumentHelp("The IPv4 address to listen on.", valueName: "ADDRESS"))
    var host = "127.0.0.1"

    @Option(help: ArgumentHelp("The port; 0 picks a free one.", valueName: "PORT"))
    var port: UInt16 = 8080

    @Option(
        name: .customLong("state"),
        help: ArgumentHelp("Keep each session's state in DIR/sessions/ID.", valueName: "DIR"), completion: .directory)
    var state: String?

    @Flag(help: "Keep every session in memory only (the default without --state).")
    var ephemeral = false

    @Option(help: ArgumentHelp("Close a session no page has used for this long.", valueName: "SECONDS"))
    var sessionTimeout = 1_800

    @Option(help: ArgumentHelp("The most sessions alive at once.", valueName: "N"))
    var maxSessions = 1_000

    @Option(
        name: .customLong("disable-feature"),
        help: ArgumentHelp("Serve with feature ID disabled (repeatable).", valueName: "ID"))
    var disabledFeatures: [String] = []

    @OptionGroup var guards: GuardOptions

    func validate() throws {
        if state != nil && ephemeral { throw ValidationError("--state and --ephemeral cannot be used together") }
        if let state, state.isEmpty { throw ValidationError("--state needs a directory path") }
        if sessionTimeout < 1 || sessionTimeout > 86_400 {
            throw ValidationError("--session-timeout takes 1 to 86400 seconds")
        }
        if maxSessions < 1 || maxSessions > 100_000 { throw ValidationError("--max-sessions takes 1 to 100000") }
    }

    /// The server's options.
    var options: WebServerOptions {
        WebServerOptions(
            host: host, port: port,
            state: state.map { .directory(URL(fileURLWithPath: $0).standardizedFileURL) } ?? .ephemeral,
            maxSessions: maxSessions, idleTimeout: .seconds(sessionTimeout))
    }
}

/// Runs the web server on the main thread until SIGINT or SIGTERM: the main run loop serves
/// the apps (all on the main actor) and their delayed work while FlyingFox's tasks handle the
/// sockets.
@MainActor
struct ServeRun {
    let configuration: AppConfiguration
    let command: ServeCommand
    let plugins: [LoadedPlugin]
    let console: Console

    func run() -> AppStatus {
        let server = WebServer(
            configuration: configuration, plugins: plugins, launch: command.guards.launch,
            disabledFeatures: command.disabledFeatures, options: command.options,
            warn: { [console, configuration] in console.warning($0, program: configuration.name) })
        var status: AppStatus?
        Task {
            do throws(WebServerError) {
                let url = try await server.start()
                console.writeOutput("Serving \(configuration.name) on \(url)\n")
            } catch {
                console.error(error.description, program: configuration.name)
                status = .cannotServe
            }
        }
        let signals = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
            source.setEventHandler {
                Task { @MainActor in
                    await server.stop()
                    status = .ok
                }
            }
            source.resume()
            return source
        }
        while status == nil {
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.05))
        }
        signals.forEach { $0.cancel() }
        return status ?? .ok
    }
}
