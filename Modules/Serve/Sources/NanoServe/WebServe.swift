import Foundation
import NanoCLI
import NanoPersistence
import NanoRuntime
import NanoWebServer

/// The web server behind `serve`: hand `WebServe.run` to `NanoCommandLine.main(_:serve:)` and
/// the executable gets the subcommand (`nvc-web`, every feature preview).
///
/// It runs on the main thread until SIGINT or SIGTERM: the main run loop serves the apps (all
/// on the main actor) and their delayed work while FlyingFox's tasks handle the sockets. The
/// first line on standard output is `Serving APP on http://HOST:PORT`.
public enum WebServe {
    /// Serves until SIGINT or SIGTERM (status 0); 71 when it cannot listen; 74 when the
    /// `--record` folder cannot be made.
    @MainActor
    public static func run(_ options: ServeOptions, in context: CommandContext) -> AppStatus {
        let configuration = context.configuration
        let console = context.console
        if let folder = options.recordDirectory {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                let reason = SystemErrorText.describe(error)
                console.error("cannot make the recording folder \(folder.path): \(reason)", program: configuration.name)
                return .stateNotSaved
            }
        }
        let server = WebServer(
            configuration: configuration, plugins: context.plugins, launch: options.launch,
            disabledFeatures: options.disabledFeatures, options: serverOptions(options),
            warn: { console.warning($0, program: configuration.name) })
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
        // No deadline: each call returns once the main queue has run something (the tasks that
        // set `status` run there). A finite deadline would make swift-corelibs-foundation create
        // a timer source per call whose handlers are never freed (128 bytes per call: 10 MB an
        // hour at the 50 ms this loop once used; docs/performance.md, "Web host").
        while status == nil {
            _ = RunLoop.main.run(mode: .default, before: .distantFuture)
        }
        signals.forEach { $0.cancel() }
        return status ?? .ok
    }

    /// The web server's options for what the command line asked.
    static func serverOptions(_ options: ServeOptions) -> WebServerOptions {
        WebServerOptions(
            host: options.host, port: options.port, state: options.state, maxSessions: options.maxSessions,
            idleTimeout: options.sessionTimeout, recordDirectory: options.recordDirectory)
    }
}
