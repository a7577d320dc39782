import Testing

@testable import NanoNavigation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `StandardError` writes the whole text as UTF-8 with write(2) (what
/// `FileHandle.standardError.write(Data(text.utf8))` wrote).
@Suite("StandardError")
struct StandardErrorTests {
    @Test func theWholeTextArrivesAsUTF8() {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let text =
            "nvc: warning: NVC_SIGNUP_LATENCY_MS=\"é\" is not a whole number; using 0\n"
            + String(repeating: "x", count: 20_000)
        StandardError.write(text, to: ends[1])
        close(ends[1])
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(ends[0], $0.baseAddress, $0.count) }
            if count <= 0 { break }
            received += buffer[0..<count]
        }
        #expect(received == Array(text.utf8))
    }
}
