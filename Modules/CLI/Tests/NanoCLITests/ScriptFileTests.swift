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
    /// More than a pipe holds (64 KiB), so the reader must loop until the writer closes: the
    /// last command, after 128 KiB of comments, must have run.
    @Test func aScriptFromANamedPipeIsReadToItsEnd() async throws {
        let directory = try temporaryDirectory()
        let fifo = directory.appendingPathComponent("script.fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let comments = String(repeating: "# " + String(repeating: "x", count: 61) + "\n", count: 2_048)
        let writer = Thread {
            let descriptor = open(fifo, O_WRONLY)
            let text = Array((comments + "type name Grace\n").utf8)
            var offset = 0
            while descriptor >= 0, offset < text.count {
                let written = text.withUnsafeBytes { bytes in
                    write(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
                }
                guard written > 0 else { break }
                offset += written
            }
            close(descriptor)
        }
        writer.start()
        let run = await demo("open", "login", "--ephemeral", "--script", fifo)
        #expect(run.status == .ok, "\(run.stderr)")
        #expect(run.stdout.contains("Grace"), "the command after 128 KiB of comments did not run: \(run.stdout)")
    }

    @Test func aScriptOfExactlyTheLimitIsReadAndOneByteMoreIsRefused() async throws {
        let directory = try temporaryDirectory()
        // Comment lines of 64 bytes (the parser refuses very long lines; the limit is 1 MiB).
        let line = "# " + String(repeating: "x", count: 61) + "\n"
        let comment = String(repeating: line, count: ScriptSource.maxBytes / 64)
        let atLimit = directory.appendingPathComponent("at-limit.nvc")
        try Data(comment.utf8).write(to: atLimit)
        #expect(comment.utf8.count == ScriptSource.maxBytes)
        let atLimitRun = await demo("open", "login", "--ephemeral", "--script", atLimit.path)
        #expect(atLimitRun.status == .ok, "\(atLimitRun.stderr)")
        let over = directory.appendingPathComponent("over.nvc")
        try Data((comment + "\n").utf8).write(to: over)
        let run = await demo("open", "login", "--ephemeral", "--script", over.path)
        #expect(run.status == .usage)
        #expect(run.stderr.contains("is larger than \(ScriptSource.maxBytes) bytes"))
    }
}
