import Dispatch
import Foundation
import Testing

@testable import NanoDI

/// The hand-written replacements for corelibs Foundation APIs in NanoDI, checked against
/// Foundation itself (which a test may link).
@Suite("Foundation-free primitives")
struct FoundationFreeTests {
    /// `KeyValueStoreError.format` formats as `String(format: "%.2f")` did, then drops the
    /// trailing zeros: the same rounding of ties and of values just below one.
    @Test func secondsFormatLikeStringFormat() {
        let values: [Double] = [
            0, 10, 0.5, 0.15, 0.125, 0.135, 1.005, 2.675, 0.001, 0.004999, 0.005, 59.999, 1e6, 123_456.789, -0.25,
            .infinity, .nan,
        ]
        for value in values {
            var expected = String(format: "%.2f", value)
            while expected.hasSuffix("0") { expected.removeLast() }
            if expected.hasSuffix(".") { expected.removeLast() }
            #expect(KeyValueStoreError.format(value) == expected, "\(value)")
        }
        #expect(KeyValueStoreError.format(0.15) == "0.15")
        #expect(KeyValueStoreError.format(10) == "10")
    }

    /// `Locked` excludes: concurrent increments from many threads all count.
    @Test func lockedSerializesConcurrentChanges() {
        let counter = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<10_000 { counter.withLock { $0 += 1 } }
        }
        #expect(counter.withLock { $0 } == 80_000)
    }

    /// `Locked.withLock` passes the body's typed error through and leaves the lock free.
    @Test func lockedRethrowsTheTypedError() {
        struct Refused: Error, Equatable {}
        let value = Locked(1)
        #expect(throws: Refused()) { try value.withLock { (_: inout Int) throws(Refused) in throw Refused() } }
        #expect(value.withLock { $0 } == 1)
    }

    /// A `DispatchQueue.main.async` block and a `Task { @MainActor }` job run while
    /// `LiveClock` waits in a main-actor task of a process parked in `dispatchMain()` (as `nvc`
    /// is). It runs in a process of its own (NanoClockProbe, built with the tests): the test
    /// runner's main queue is its own.
    @Test func mainQueueWorkRunsDuringTheClocksWait() throws {
        let probe = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("NanoClockProbe")
        let process = Process()
        process.executableURL = probe
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        process.waitUntilExit()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0)
        #expect(text == "main queue block ran\nmain actor job ran\nidle\n")
    }
}
