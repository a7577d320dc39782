import Foundation
import NanoRuntime

/// How `serve` runs: where it listens, where each session keeps its state, and the limits
/// that protect the server from one hostile browser (docs/cli.md, "Limits").
public struct WebServerOptions: Sendable, Equatable {
    /// The address to bind: `127.0.0.1` unless told otherwise (`--host`).
    public var host: String
    /// The port; 0 picks a free one, printed in the first line.
    public var port: UInt16
    /// Each session's state lives in `<directory>/sessions/<session id>/`; ephemeral keeps
    /// every session in memory only.
    public var state: StateLocation
    /// The most sessions alive at once; a new browser beyond it gets 503 (existing ones go on).
    public var maxSessions: Int
    /// A session with no page connected for this long is closed and its app released.
    public var idleTimeout: Duration
    /// The largest WebSocket message accepted; a larger one closes that socket with 1009.
    public var maxMessageBytes: Int
    /// The longest request target (path and query) accepted; longer ones get 414.
    public var maxTargetBytes: Int

    /// The defaults: 127.0.0.1:8080, in memory, 1,000 sessions, 30 minutes idle, 64 KiB
    /// messages, 8 KiB targets.
    public init(
        host: String = "127.0.0.1", port: UInt16 = 8080, state: StateLocation = .ephemeral,
        maxSessions: Int = 1_000, idleTimeout: Duration = .seconds(30 * 60), maxMessageBytes: Int = 64 * 1024,
        maxTargetBytes: Int = 8 * 1024
    ) {
        self.host = host
        self.port = port
        self.state = state
        self.maxSessions = maxSessions
        self.idleTimeout = idleTimeout
        self.maxMessageBytes = maxMessageBytes
        self.maxTargetBytes = maxTargetBytes
    }
}
