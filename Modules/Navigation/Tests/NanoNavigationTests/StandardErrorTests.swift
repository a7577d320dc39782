import Dispatch
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

    /// 300 KiB through a 64 KiB pipe while another thread drains it: every byte arrives, in
    /// order (the text above fits in the pipe, so the writer never waits for a reader).
    @Test func moreThanAPipeHoldsArrivesWhole() {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let reader = ends[0]
        let received = Received()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(reader, $0.baseAddress, $0.count) }
                if count <= 0 { break }
                received.bytes += buffer[0..<count]
            }
            done.signal()
        }
        let text = (0..<300 * 1024 / 8).map { String($0 % 10_000_000, radix: 10).padding(8) }.joined()
        StandardError.write(text, to: ends[1])
        close(ends[1])
        done.wait()
        close(reader)
        #expect(received.bytes.count == text.utf8.count)
        #expect(received.bytes == Array(text.utf8))
    }

    /// A partial write is continued from where it stopped, an interrupted one (`EINTR`) is
    /// tried again, and a write that returns 0 ends the loop instead of spinning on it.
    @Test func partialInterruptedAndZeroWrites() {
        let text = String(repeating: "abcdefghij", count: 1_000)
        var written: [UInt8] = []
        var calls = 0
        StandardError.write(text, to: 99) { descriptor, bytes, count in
            #expect(descriptor == 99)
            calls += 1
            if calls % 3 == 0 {
                errno = EINTR
                return -1
            }
            let chunk = min(count, 777)
            written += UnsafeRawBufferPointer(start: bytes, count: chunk)
            return chunk
        }
        #expect(written == Array(text.utf8))

        calls = 0
        StandardError.write(text, to: 99) { _, _, _ in
            calls += 1
            return calls == 1 ? 10 : 0
        }
        #expect(calls == 2, "a write of 0 bytes ends the loop")

        calls = 0
        StandardError.write(text, to: 99) { _, _, _ in
            calls += 1
            errno = EBADF
            return -1
        }
        #expect(calls == 1, "a failure other than EINTR ends the loop")
    }
}

/// What the reader thread received (read after it signals).
private final class Received: @unchecked Sendable {
    var bytes: [UInt8] = []
}

extension String {
    /// The text with spaces in front, `width` characters in all (ASCII digits only).
    fileprivate func padding(_ width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}
