import Foundation
import Glibc
import NanoWebServer
import Testing

/// Issue 38 item 9, measured: the limits on what one connection may make the server read must
/// hold while it reads. They do not yet: FlyingFox 0.27.1 reads a WebSocket frame's announced
/// length whole (`WSFrameEncoder.decodePayload`, `nextBuffer(count:)`) before the server sees
/// the message and checks its 64 KiB, and has no hook to stop it (docs/cli.md, "Limits").
/// The expectation is held as a known issue: the day a limit holds while reading, it passes,
/// Swift Testing reports the known issue as gone, and this wrapper is to be removed.
@MainActor
@Suite(.serialized) struct FrameLimitTests {
    @Test func aFrameAnnouncingHalfAGigabyteIsNotReadPastTheMessageLimit() async throws {
        let (server, url) = try await startSampleServer()
        defer { Task { await server.stop() } }
        let port = try #require(URL(string: url)?.port)
        let client = RawClient(port: port)
        let host = "127.0.0.1:\(port)"
        let page = try await client.get("/extra", host: host)
        let cookie = try #require(RawClient.sessionCookie(in: page.text))
        let sent = 8 << 20
        let before = residentKiB()
        let (accepted, during) = try await RawClient.blocking { () -> (Int, Int) in
            let socket = try RawClient.connect(port: port, timeout: 5)
            defer { close(socket) }
            try RawClient.send(
                socket,
                Array(
                    RawClient.handshake(
                        host: host, origin: "http://" + host, cookie: cookie, path: RawClient.socketPath(in: page.text)
                    ).utf8))
            _ = RawClient.receive(socket, until: { RawClient.headEnd(in: $0) != nil })
            // A masked text frame announcing 512 MiB, then 8 MiB of it.
            var header: [UInt8] = [0x81, 0x80 | 127]
            header += (0..<8).reversed().map { UInt8(truncatingIfNeeded: (512 << 20) >> ($0 * 8)) }
            header += [1, 2, 3, 4]
            var accepted = 0
            do {
                try RawClient.send(socket, header)
                let chunk = [UInt8](repeating: 0x61, count: 64 << 10)
                while accepted < sent {
                    try RawClient.send(socket, chunk)
                    accepted += chunk.count
                }
            } catch {}  // the server closed the connection: what it took is what counts
            usleep(300_000)
            return (accepted, residentKiB())
        }
        let grew = during - before
        print(
            "issue 38 item 9: RSS \(before) KiB, \(during) KiB while a frame announcing 512 MiB had \(accepted >> 20) MiB sent"
        )
        withKnownIssue("issue 38 item 9: FlyingFox reads a frame's announced length before any limit") {
            #expect(grew < 4 << 10, "the server grew \(grew) KiB reading \(accepted) bytes of one frame")
        }
    }
}
