import FlyingFox
import FlyingSocks
import Foundation
import NanoRuntime

/// Serves an app to browsers: `nvc-web serve`, and every feature preview's `serve`.
///
/// Each browser session (an unguessable id in an HttpOnly, SameSite=Strict cookie) gets its
/// own `AppRuntime` — its own stacks, guards and state — so no session can see or drive
/// another's screens. A page load opens the URL's path as a deep link
/// (`/settings/notifications?x=1` is `nvc://settings/notifications?x=1`); the page then sends
/// the person's actions over a WebSocket and gets each new screen back, including the ones
/// delayed work (a request) produces on its own. Idle sessions are closed and their apps
/// released. Everything the apps do runs on the main actor.
@MainActor
public final class WebServer {
    /// How the server runs.
    public let options: WebServerOptions
    private let configuration: AppConfiguration
    private let store: SessionStore
    private var server: HTTPServer?
    private var serving: Task<Void, any Error>?
    private var expiring: Task<Void, Never>?
    private var heap = HeapRelease()

    /// A server for the app `configuration` describes, with the `plugins` loaded, each
    /// session's app made with `launch` and `disabledFeatures`; warnings go to `warn`.
    public init(
        configuration: AppConfiguration, plugins: [LoadedPlugin] = [], launch: LaunchOptions = LaunchOptions(),
        disabledFeatures: [String] = [], options: WebServerOptions = WebServerOptions(),
        warn: @escaping @MainActor (String) -> Void
    ) {
        self.options = options
        self.configuration = configuration
        store = SessionStore(options: options) { state throws(AppError) in
            try AppRuntime(
                configuration: configuration, state: state, disabledFeatures: disabledFeatures, launch: launch,
                plugins: plugins, warn: warn)
        }
    }

    /// The number of sessions alive.
    public var sessionCount: Int { store.sessions.count }

    /// Starts listening; returns the address to open (`http://127.0.0.1:PORT`).
    /// - Throws: ``WebServerError/cannotListen(host:port:reason:)``.
    public func start() async throws(WebServerError) -> String {
        let address: sockaddr_in
        do {
            address = try .inet(ip4: options.host, port: options.port)
        } catch {
            throw .cannotListen(host: options.host, port: options.port, reason: "not an IPv4 address")
        }
        let handler = RequestHandler(
            store: store, options: options, appName: configuration.name, scheme: configuration.scheme)
        let server = HTTPServer(address: address, logger: .disabled, handler: handler)
        self.server = server
        serving = Task { try await server.run() }
        do {
            try await server.waitUntilListening(timeout: 10)
        } catch {
            let reason = await failure(of: serving) ?? "\(error)"
            throw .cannotListen(host: options.host, port: options.port, reason: reason)
        }
        let port: UInt16
        switch await server.listeningAddress {
        case .ip4(_, let listening)?: port = listening
        default: port = options.port
        }
        startExpiring()
        return "http://\(options.host):\(port)"
    }

    /// Stops listening and closes every session (pages are told, apps released, state saved).
    public func stop() async {
        expiring?.cancel()
        await server?.stop(timeout: 1)
        serving?.cancel()
        store.closeAll()
    }

    /// Closes sessions idle for longer than the timeout now (the server also does it on its
    /// own, every tenth of the timeout); returns how many.
    @discardableResult
    public func expireIdleSessions() -> Int { store.expireIdle() }

    /// One sweep of the server's own: expires idle sessions, then gives the heap they freed back
    /// to the system (glibc's `malloc_trim`, now and once more a little later; ``HeapRelease``).
    private func sweep() {
        heap.afterSweep(closed: expireIdleSessions())
    }

    private func startExpiring() {
        let period = max(options.idleTimeout / 10, .milliseconds(100))
        expiring = Task { [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: period)
                self?.sweep()
            }
        }
    }

    private func failure(of task: Task<Void, any Error>?) async -> String? {
        guard let task else { return nil }
        do {
            try await task.value
            return nil
        } catch let SocketError.failed(type, _, message) {
            return "\(type.lowercased()) failed: \(message.lowercased())"  // "bind failed: address already in use"
        } catch {
            return "\(error)"
        }
    }
}
