import Foundation
import NanoCLI
import NanoPersistence
import NanoRuntime
import NanoWebServer

/// The web server behind `serve`: hand `WebServe.run` to `NanoCommandLine.main(_:serve:)` and
/// the executable gets the subcommand (`nvc-web`, every feature preview).
///
/// It runs until SIGINT or SIGTERM: it awaits the end on the main actor, which serves the apps
/// and their delayed work meanwhile (the command line parks the main thread in
/// `dispatchMain()`), while FlyingFox's tasks handle the sockets. The first line on standard
/// output is `Serving APP on http://HOST:PORT`.
public enum WebServe {
    /// Serves until SIGINT or SIGTERM (status 0); 71 when it cannot listen; 74 when the
    /// `--record` folder cannot be made.
    @MainActor
    public static func run(_ options: ServeOptions, in context: CommandContext) async -> AppStatus {
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
        let status = RunStatus()
        let serving = start(options, in: context) { status.finish($0) }
        let result = await status.value
        serving.end()
        return result
    }

    /// Starts the server and watches SIGINT and SIGTERM; `finished` gets the run's status: 71
    /// when the server cannot listen, 0 once a signal has stopped it. The caller keeps the main
    /// queue running until then, and ends the returned watch.
    @MainActor
    static func start(
        _ options: ServeOptions, in context: CommandContext, finished: @escaping @MainActor (AppStatus) -> Void
    ) -> SignalWatch {
        let configuration = context.configuration
        let console = context.console
        let server = WebServer(
            configuration: configuration, plugins: context.plugins, launch: options.launch,
            disabledFeatures: options.disabledFeatures, options: serverOptions(options),
            warn: { console.warning($0, program: configuration.name) })
        Task {
            do throws(WebServerError) {
                let url = try await server.start()
                console.writeOutput("Serving \(configuration.name) on \(url)\n")
            } catch {
                console.error(error.description, program: configuration.name)
                finished(.cannotServe)
            }
        }
        return SignalWatch(signals: [SIGINT, SIGTERM]) {
            await server.stop()
            finished(.ok)
        }
    }

    /// The web server's options for what the command line asked.
    static func serverOptions(_ options: ServeOptions) -> WebServerOptions {
        WebServerOptions(
            host: options.host, port: options.port, allowedHosts: options.allowedHosts, state: options.state,
            maxSessions: options.maxSessions, idleTimeout: options.sessionTimeout,
            recordDirectory: options.recordDirectory)
    }
}

/// SIGINT and SIGTERM delivered to a handler on the main queue instead of ending the process;
/// `end()` stops watching and gives the signals their default action back.
@MainActor
struct SignalWatch {
    /// What a watched signal runs (stop the server, finish with 0).
    let onSignal: @MainActor () async -> Void
    private let signals: [Int32]
    private let sources: [any DispatchSourceSignal]

    init(signals: [Int32], handler: @escaping @MainActor () async -> Void) {
        self.signals = signals
        onSignal = handler
        sources = signals.map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
            source.setEventHandler { Task { @MainActor in await handler() } }
            source.resume()
            return source
        }
    }

    func end() {
        sources.forEach { $0.cancel() }
        signals.forEach { signal($0, SIG_DFL) }
    }
}

/// The status a run ends with: the first one given to ``finish(_:)``.
@MainActor
final class RunStatus {
    private var result: AppStatus?
    private var waiting: CheckedContinuation<AppStatus, Never>?

    /// Ends the run with `status`, unless it has ended already.
    func finish(_ status: AppStatus) {
        guard result == nil else { return }
        result = status
        waiting?.resume(returning: status)
        waiting = nil
    }

    /// The status if the run has ended, without waiting.
    var current: AppStatus? { result }

    /// The status, once the run has ended (at once if it has).
    var value: AppStatus {
        get async {
            if let result { return result }
            return await withCheckedContinuation { waiting = $0 }
        }
    }
}
