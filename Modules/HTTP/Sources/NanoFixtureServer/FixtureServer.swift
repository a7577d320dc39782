import NIOConcurrencyHelpers
import NIOCore
import NIOHTTP1
import NIOPosix

/// A real HTTP/1.1 server on 127.0.0.1 that serves a ``FixtureAPI`` and plays a ``FaultPlan``,
/// in the process that starts it: for apps that need an API on a machine with no network, and
/// for tests of a client against real sockets.
///
/// ```swift
/// let server = try await FixtureServer.start(api, faults: plan)   // port 0: any free port
/// let people = server.url("people/")                                  // http://127.0.0.1:PORT/api/people/
/// // ...
/// await server.stop()
/// ```
///
/// Every answer closes its connection (`Connection: close`). ``requests`` records each request
/// and what became of it, so a test can see a retry arrive or a cancelled client hang up.
public final class FixtureServer: Sendable {
    /// The port it listens on.
    public let port: Int
    /// The host it listens on.
    public let host: String
    private let channel: any Channel
    private let core: ServerCore

    private init(channel: any Channel, host: String, port: Int, core: ServerCore) {
        self.channel = channel
        self.host = host
        self.port = port
        self.core = core
    }

    /// Starts serving `api` on `host:port` (port 0 picks a free one) with `faults` played.
    public static func start(
        _ api: FixtureAPI, faults: FaultPlan = .none, host: String = "127.0.0.1", port: Int = 0,
        group: any EventLoopGroup = MultiThreadedEventLoopGroup.singleton
    ) async throws(FixtureServerError) -> FixtureServer {
        let core = ServerCore(api: api, faults: FaultState(faults))
        let bootstrap = ServerBootstrap(group: group)
            .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                core.track(channel)
                return channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.configureHTTPServerPipeline(withErrorHandling: true)
                    try channel.pipeline.syncOperations.addHandler(FixtureHandler(core: core))
                }
            }
        do {
            let channel = try await bootstrap.bind(host: host, port: port).get()
            guard let bound = channel.localAddress?.port else {
                try? await channel.close()
                throw FixtureServerError.cannotListen(host: host, port: port, reason: "no port was bound")
            }
            return FixtureServer(channel: channel, host: host, port: bound, core: core)
        } catch let error as FixtureServerError {
            throw error
        } catch {
            throw .cannotListen(host: host, port: port, reason: "\(error)")
        }
    }

    /// `http://HOST:PORT`, the origin every link the server writes starts with.
    public var origin: String { "http://\(host):\(port)" }

    /// `path` under the API's root on this server: `url("people/1/")` is
    /// `http://127.0.0.1:PORT/api/people/1/`.
    public func url(_ path: String = "") -> String {
        origin + core.api.root + (path.hasPrefix("/") ? String(path.dropFirst()) : path)
    }

    /// Every request received so far, in order.
    public var requests: [ServedRequest] { core.log.requests }

    /// Returns once `predicate` holds for ``requests`` (at once if it already does): a test
    /// waits for a request to arrive or for its client to hang up, without sleeping.
    public func waitFor(_ predicate: @escaping @Sendable ([ServedRequest]) -> Bool) async {
        await core.log.wait(until: predicate)
    }

    /// Stops listening and closes every open connection (a held request ends as dropped).
    public func stop() async {
        try? await channel.close()
        await core.closeAll()
    }
}

/// Why the server could not start.
public enum FixtureServerError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Binding `host:port` failed.
    case cannotListen(host: String, port: Int, reason: String)
    /// Fixture data is not a JSON array of objects with integer ids.
    case invalidFixture(reason: String)

    /// A diagnostic line.
    public var description: String {
        switch self {
        case let .cannotListen(host, port, reason): "cannot listen on \(host):\(port): \(reason)"
        case let .invalidFixture(reason): "fixture data is not readable: \(reason)"
        }
    }
}

/// What every connection's handler shares: the API, the faults' state, the log, the connections.
final class ServerCore: Sendable {
    let api: FixtureAPI
    let faults: FaultState
    let log = RequestLog()
    private let open = NIOLockedValueBox<[ObjectIdentifier: any Channel]>([:])
    private let stopping = NIOLockedValueBox(false)

    /// Whether ``closeAll()`` began: a connection closing now was closed by the server.
    var isStopping: Bool { stopping.withLockedValue { $0 } }

    init(api: FixtureAPI, faults: FaultState) {
        self.api = api
        self.faults = faults
    }

    func track(_ channel: any Channel) {
        let id = ObjectIdentifier(channel)
        open.withLockedValue { $0[id] = channel }
        channel.closeFuture.whenComplete { [self] _ in _ = open.withLockedValue { $0.removeValue(forKey: id) } }
    }

    func closeAll() async {
        stopping.withLockedValue { $0 = true }
        let channels = open.withLockedValue { Array($0.values) }
        for channel in channels { try? await channel.close() }
    }
}
