import Foundation
import Glibc

/// A client over a plain TCP socket to 127.0.0.1, for what URLSession will not send (a `Host`
/// header of our choosing, a WebSocket frame that lies about its length) and for floods that
/// must not keep client-side state in the test process.
struct RawClient {
    let port: Int

    /// One request `head` (request line and header lines, no blank line) and its body bytes;
    /// returns everything the server sent until it closed, or went quiet for `timeout` seconds.
    func exchange(_ head: String, body: [UInt8] = [], timeout: Int = 5) async throws -> [UInt8] {
        try await Self.blocking { [port] in
            let socket = try Self.connect(port: port, timeout: timeout)
            defer { close(socket) }
            try Self.send(socket, Array((head + "\r\n\r\n").utf8) + body)
            return Self.receiveAll(socket)
        }
    }

    /// `GET path` with `Connection: close` and the given `Host` (nil: none); returns the status
    /// (0 when the server sent no status line) and the whole answer as text.
    func get(_ path: String, host: String?, headers: [String] = []) async throws -> (status: Int, text: String) {
        let lines = ["GET \(path) HTTP/1.1"] + (host.map { ["Host: \($0)"] } ?? []) + headers + ["Connection: close"]
        let text = String(decoding: try await exchange(lines.joined(separator: "\r\n")), as: UTF8.self)
        return (Self.status(of: text), text)
    }

    /// Opens the socket of `page` (a raw page answer: its cookie, if it set one, else `cookie`,
    /// and its session's `/_nano/socket?window=ID`) with `host` and `origin`; returns the
    /// handshake's status and the first message's text (nil when none came, or the first frame
    /// was not text), read after the handshake.
    func openSocket(host: String, origin: String, page: String, cookie: String? = nil) async throws -> (
        status: Int, firstText: String?
    ) {
        let head = Self.handshake(
            host: host, origin: origin, cookie: Self.sessionCookie(in: page) ?? cookie, path: Self.socketPath(in: page))
        return try await Self.blocking { [port] in
            let socket = try Self.connect(port: port, timeout: 10)
            defer { close(socket) }
            try Self.send(socket, Array(head.utf8))
            var buffer = Self.receive(socket, until: { Self.headEnd(in: $0) != nil })
            guard let end = Self.headEnd(in: buffer) else { return (0, nil) }
            let status = Self.status(of: String(decoding: buffer[..<end], as: UTF8.self))
            guard status == 101 else { return (status, nil) }
            buffer.removeSubrange(..<end)
            buffer = Self.receive(socket, into: buffer, until: { Self.frame(in: $0) != nil })
            guard let frame = Self.frame(in: buffer), frame.opcode == 1 else { return (status, nil) }
            return (status, String(decoding: frame.payload, as: UTF8.self))
        }
    }

    /// Runs blocking socket calls on a Dispatch worker, not on the concurrency pool: a few
    /// clients waiting in `recv` there would leave no thread for the server they wait for.
    static func blocking<Value: Sendable>(_ body: @escaping @Sendable () throws -> Value) async throws -> Value {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(with: Result { try body() }) }
        }
    }

    /// The request head of a WebSocket handshake (ends with its blank line).
    static func handshake(host: String, origin: String, cookie: String?, path: String = "/_nano/socket") -> String {
        var lines = [
            "GET \(path) HTTP/1.1", "Host: \(host)", "Upgrade: websocket", "Connection: Upgrade",
            "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==", "Sec-WebSocket-Version: 13", "Origin: \(origin)",
        ]
        if let cookie { lines.append("Cookie: nano_session=\(cookie)") }
        return lines.joined(separator: "\r\n") + "\r\n\r\n"
    }

    /// The status of an HTTP answer's first line, 0 when there is none.
    static func status(of text: String) -> Int {
        let parts = text.prefix(while: { $0 != "\r" }).split(separator: " ")
        return parts.count >= 2 && parts[0].hasPrefix("HTTP/") ? Int(parts[1]) ?? 0 : 0
    }

    /// Where a raw page answer's script connects (`data-socket`: `/_nano/socket?window=ID`).
    static func socketPath(in text: String) -> String {
        guard let range = text.range(of: "data-socket=\"") else { return "/_nano/socket" }
        return String(text[range.upperBound...].prefix { $0 != "\"" })
    }

    /// The session id a raw answer's `Set-Cookie` gives, if any.
    static func sessionCookie(in text: String) -> String? {
        guard let range = text.range(of: "nano_session=") else { return nil }
        return String(text[range.upperBound...].prefix { $0 != ";" && $0 != "\r" })
    }

    /// A connected socket with receive and send timeouts.
    static func connect(port: Int, timeout: Int) throws -> Int32 {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw POSIXError(.EIO) }
        var time = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(socket)
            throw POSIXError(.ECONNREFUSED)
        }
        return socket
    }

    /// Sends all of `bytes`; throws when the server stops taking them (closed, or full for the
    /// send timeout).
    static func send(_ socket: Int32, _ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes {
                Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard count > 0 else { throw POSIXError(.EPIPE) }
            sent += count
        }
    }

    /// Reads until the server closes or goes quiet.
    static func receiveAll(_ socket: Int32) -> [UInt8] { receive(socket, until: { _ in false }) }

    /// Reads onto `buffer` until `isDone` holds, the server closes, or it goes quiet.
    static func receive(_ socket: Int32, into buffer: [UInt8] = [], until isDone: ([UInt8]) -> Bool) -> [UInt8] {
        var answer = buffer
        var chunk = [UInt8](repeating: 0, count: 16_384)
        while !isDone(answer) {
            let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { break }
            answer += chunk[..<count]
        }
        return answer
    }

    /// Where an HTTP head ends (past its blank line) in `bytes`, if it has.
    static func headEnd(in bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in 3..<bytes.count
        where bytes[index - 3] == 13 && bytes[index - 2] == 10 && bytes[index - 1] == 13 && bytes[index] == 10 {
            return index + 1
        }
        return nil
    }

    /// The first whole unmasked frame (a server's) at the start of `bytes`, if it has arrived.
    static func frame(in bytes: [UInt8]) -> (opcode: UInt8, payload: [UInt8])? {
        guard bytes.count >= 2 else { return nil }
        var length = Int(bytes[1] & 0x7F)
        var start = 2
        if length == 126 {
            guard bytes.count >= 4 else { return nil }
            length = Int(bytes[2]) << 8 | Int(bytes[3])
            start = 4
        } else if length == 127 {
            guard bytes.count >= 10 else { return nil }
            length = bytes[2..<10].reduce(0) { $0 << 8 | Int($1) }
            start = 10
        }
        guard bytes.count >= start + length else { return nil }
        return (bytes[0] & 0x0F, Array(bytes[start..<start + length]))
    }
}

/// This process's resident memory in KiB (`VmRSS` in /proc/self/status); 0 where unreadable.
func residentKiB() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
    else { return 0 }
    return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
}
