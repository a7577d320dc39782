import Foundation

/// The `Host` header values the server answers: its loopback names, the address it binds, and
/// the names `serve --allow-host` adds. Anything else gets 421 before the request is looked at.
///
/// A page served under another name is how DNS rebinding reaches a loopback server: a site the
/// person visits makes its own name resolve to 127.0.0.1, and its script then talks to this
/// server as a same-origin page (`Origin` and `Host` both the attacker's name, so the socket's
/// Origin check alone passes it). Checking the name the browser asked for stops it.
struct HostAllowlist: Sendable, Equatable {
    /// The names every server answers: IPv4 and IPv6 loopback and `localhost`.
    static let loopbackNames: Set<String> = ["127.0.0.1", "localhost", "[::1]"]

    /// Names allowed with the listening port or none (lowercase).
    private let names: Set<String>
    /// `name:port` pairs allowed with exactly that port (lowercase), from an entry with a port.
    private let namesWithPort: Set<String>

    /// The loopback names, `boundAddress` unless it is the wildcard `0.0.0.0` (an IP literal
    /// cannot be rebound), and each of `extra` (a name, or `name:port` for that port only).
    init(boundAddress: String, extra: [String]) {
        var names = Self.loopbackNames
        if boundAddress != "0.0.0.0" { names.insert(boundAddress.lowercased()) }
        var namesWithPort: Set<String> = []
        for entry in extra {
            let (name, port) = Self.split(entry.lowercased())
            if let port { namesWithPort.insert("\(name):\(port)") } else { names.insert(name) }
        }
        self.names = names
        self.namesWithPort = namesWithPort
    }

    /// Whether a request whose `Host` header is `host` is served by a server listening on
    /// `port`: its name is allowed with no port or `port`, or it is an allowed `name:port`.
    /// A request without a `Host` header is not.
    func allows(_ host: String?, port: UInt16) -> Bool {
        guard let host = host?.lowercased(), !host.isEmpty else { return false }
        let (name, given) = Self.split(host)
        switch given {
        case nil: return names.contains(name)
        case let given?: return (given == port && names.contains(name)) || namesWithPort.contains("\(name):\(given)")
        }
    }

    /// `name[:port]` split; `[v6]` keeps its brackets. A port that is not a number up to 65,535
    /// leaves the whole text as the name (which then matches nothing an allowlist holds).
    static func split(_ host: String) -> (name: String, port: UInt16?) {
        let colon: String.Index?
        if host.hasPrefix("[") {
            guard let close = host.firstIndex(of: "]") else { return (host, nil) }
            colon = host[close...].firstIndex(of: ":")
        } else {
            colon = host.lastIndex(of: ":")
        }
        guard let colon else { return (host, nil) }
        let digits = host[host.index(after: colon)...]
        guard !digits.isEmpty, digits.utf8.allSatisfy({ (48...57).contains($0) }), let port = UInt16(digits) else {
            return (host, nil)
        }
        return (String(host[..<colon]), port)
    }
}

/// The port the server listens on, known once it listens (`--port 0` picks one): read by
/// every request off the main actor, so behind a lock.
final class ListeningPort: @unchecked Sendable {
    private let lock = NSLock()
    private var port: UInt16

    /// The port asked for (0 until the server listens, when it is 0).
    init(_ port: UInt16) { self.port = port }

    /// The port now.
    var value: UInt16 {
        get { lock.withLock { port } }
        set { lock.withLock { port = newValue } }
    }
}
