import Foundation
import Testing

@testable import NanoCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A script file is read with open(2) and read(2) (not `FileHandle`, corelibs Foundation on
/// Linux): a pipe, a file of exactly the limit and one byte over it.
@MainActor
@Suite("Script files")
struct ScriptFileTests {
    @Test func aScriptFromANamedPipeRuns() throws {
        let directory = try temporaryDirectory()
        let fifo = directory.appendingPathComponent("script.fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let writer = Thread {
            let descriptor = open(fifo, O_WRONLY)
            let text = Array("type name Ada\ntap go\n".utf8)
            _ = text.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
        }
        writer.start()
        let run = demo("open", "login", "--ephemeral", "--script", fifo)
        #expect(run.status == .ok, "\(run.stderr)")
    }

    @Test func aScriptOfExactlyTheLimitIsReadAndOneByteMoreIsRefused() throws {
        let directory = try temporaryDirectory()
        // Comment lines of 64 bytes (the parser refuses very long lines; the limit is 1 MiB).
        let line = "# " + String(repeating: "x", count: 61) + "\n"
        let comment = String(repeating: line, count: ScriptSource.maxBytes / 64)
        let atLimit = directory.appendingPathComponent("at-limit.nvc")
        try Data(comment.utf8).write(to: atLimit)
        #expect(comment.utf8.count == ScriptSource.maxBytes)
        let atLimitRun = demo("open", "login", "--ephemeral", "--script", atLimit.path)
        #expect(atLimitRun.status == .ok, "\(atLimitRun.stderr)")
        let over = directory.appendingPathComponent("over.nvc")
        try Data((comment + "\n").utf8).write(to: over)
        let run = demo("open", "login", "--ephemeral", "--script", over.path)
        #expect(run.status == .usage)
        #expect(run.stderr.contains("is larger than \(ScriptSource.maxBytes) bytes"))
    }
}
