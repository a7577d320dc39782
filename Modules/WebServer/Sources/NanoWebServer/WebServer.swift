import FlyingFox
import FlyingSocks
import Foundation
import NanoRuntime
import NanoStrings

/// Serves an app to browsers: `nvc-web serve`, and every feature preview's `serve`.
///
/// Each browser session (an unguessable id in an HttpOnly, SameSite=Strict cookie) gets its
/// own `AppRuntime` — its own stacks, guards, state and language (the one its first page's
/// `Accept-Language` asks for most among the app's, else the app's first; `<html lang>` says
/// which) — so no session can see or drive another's screens. A page load opens the URL's path as a deep link
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
    /// Whether `serving` has returned or thrown: a server that has not started listening by then never will.
    private var servingEnded = false
    private var expiring: Task<Void, Never>?
    private var heap = HeapRelease()
    /// The port requests' `Host` may name (``HostAllowlist``), set once the server listens.
    private let listeningPort: ListeningPort
    /// Wakes the expiry loop while it waits with no session alive: a session was made (or the
    /// follow-up trim is due).
    private let wakeUps = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))

    /// A server for the app `configuration` describes, with the `plugins` loaded, each
    /// session's app made with `launch` and `disabledFeatures`; warnings go to `warn`.
    public init(
        configuration: AppConfiguration, plugins: [LoadedPlugin] = [], launch: LaunchOptions = LaunchOptions(),
        disabledFeatures: [String] = [], options: WebServerOptions = WebServerOptions(),
        warn: @escaping @MainActor (String) -> Void
    ) {
        self.options = options
        self.configuration = configuration
        listeningPort = ListeningPort(options.port)
        let made = wakeUps.continuation
        store = SessionStore(
            options: options,
            makeRuntime: { state, acceptLanguage throws(AppError) in
                try AppRuntime(
                    configuration: configuration, state: state, disabledFeatures: disabledFeatures, launch: launch,
                    plugins: plugins,
                    language: Language.negotiated(acceptLanguage: acceptLanguage, supported: configuration.languages),
                    warn: warn)
            },
            onMake: { made.yield() })
    }

    /// The number of apps alive: the sessions whose page has connected, and the page loads
    /// waiting for their socket (at most ``WebServerOptions/maxPendingPages`` of those).
    public var sessionCount: Int { store.count }

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
            store: store, options: options, appName: configuration.name, scheme: configuration.scheme,
            hosts: HostAllowlist(boundAddress: options.host, extra: options.allowedHosts), port: listeningPort)
        let server = HTTPServer(address: address, logger: .disabled, handler: handler)
        self.server = server
        servingEnded = false
        serving = Task {
            defer { self.servingEnded = true }
            try await server.run()
        }
        // Waits in short slices so that a server that could not bind (a port in use) is
        // reported at once rather than after the whole wait: `run` ends, listening never starts.
        let deadline = ContinuousClock.now + .seconds(10)
        while true {
            do {
                try await server.waitUntilListening(timeout: 0.05)
                break
            } catch {
                if servingEnded {
                    let reason = await failure(of: serving) ?? "\(error)"
                    throw .cannotListen(host: options.host, port: options.port, reason: reason)
                }
                guard ContinuousClock.now >= deadline || Task.isCancelled else { continue }
                serving?.cancel()
                await server.stop(timeout: 0)
                throw .cannotListen(host: options.host, port: options.port, reason: "not listening after 10 s")
            }
        }
        let port: UInt16
        switch await server.listeningAddress {
        case .ip4(_, let listening)?: port = listening
        default: port = options.port
        }
        listeningPort.value = port
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
        sweeps += 1
        heap.afterSweep(closed: expireIdleSessions())
    }

    /// How many sweeps the expiry loop has made (a server left alone makes none).
    private(set) var sweeps = 0

    /// The expiry loop: a sweep every tenth of the timeout while any session is alive. With none
    /// alive it waits for one to be made, with no timer but the heap's follow-up trim when one
    /// is due: a server left alone wakes no thread (``NextSweep``, ``HeapRelease``).
    private func startExpiring() {
        let period = max(options.idleTimeout / 10, .milliseconds(100))
        let (wakes, wake) = wakeUps
        expiring = Task { [weak self] in
            var woken = wakes.makeAsyncIterator()
            while !Task.isCancelled {
                guard let next = self?.nextSweep(period: period) else { return }
                switch next {
                case .after(let pause):
                    try? await Task.sleep(for: pause)
                case .whenASessionIsMade(let followUp):
                    let alarm = followUp.map { pause in
                        Task {
                            guard (try? await Task.sleep(for: pause)) != nil else { return }  // cancelled
                            wake.yield()
                        }
                    }
                    let woke: Void? = await woken.next()
                    alarm?.cancel()
                    guard woke != nil else { return }  // cancelled: the server stopped
                }
                self?.sweep()
            }
        }
    }

    private func nextSweep(period: Duration) -> NextSweep {
        .next(sessionsAlive: store.count > 0, period: period, followUpIn: heap.untilFollowUp(now: .now))
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
