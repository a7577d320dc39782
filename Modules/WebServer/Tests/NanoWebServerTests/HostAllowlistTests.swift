import Testing

@testable import NanoWebServer

/// Which `Host` values a server answers: loopback names and its bound address with its port or
/// none, listed names likewise, a listed `name:port` with that port only; never a name that
/// only starts like one, a wrong port, or no `Host` at all.
struct HostAllowlistTests {
    private let list = HostAllowlist(boundAddress: "192.168.1.20", extra: ["Nano.Example", "proxy.example:8443"])

    @Test(arguments: [
        "127.0.0.1", "127.0.0.1:8080", "localhost", "LOCALHOST:8080", "[::1]", "[::1]:8080", "192.168.1.20:8080",
        "nano.example", "nano.example:8080", "proxy.example:8443",
    ])
    func servedHosts(_ host: String) {
        #expect(list.allows(host, port: 8080))
    }

    @Test(arguments: [
        "", "evil.example", "evil.example:8080", "127.0.0.1:8081", "localhost:80", "localhost.:8080",
        "127.0.0.1.evil.example", "[::1]:80", "::1", "nano.example:80", "proxy.example", "proxy.example:8080",
        "127.0.0.1:8080x", "127.0.0.1:", "[::1", "localhost:99999",
    ])
    func refusedHosts(_ host: String) {
        #expect(!list.allows(host, port: 8080))
    }

    @Test func noHostHeaderIsRefusedAndTheWildcardAddressIsNoName() {
        #expect(!list.allows(nil, port: 8080))
        #expect(!HostAllowlist(boundAddress: "0.0.0.0", extra: []).allows("0.0.0.0:8080", port: 8080))
    }

    @Test func aHostSplitsIntoNameAndPort() {
        #expect(HostAllowlist.split("[::1]:8080") == ("[::1]", 8080))
        #expect(HostAllowlist.split("a.example") == ("a.example", nil))
        #expect(HostAllowlist.split("a.example:x") == ("a.example:x", nil))
    }
}
