import NanoPersistence
import NanoRuntime

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Reads and parses a `--script` before anything runs, so a script that cannot be read or
/// has a bad line fails with exit status 64 without touching the app or its state.
enum ScriptSource {
    /// The largest script accepted.
    static let maxBytes = 1 << 20

    /// The parsed lines of `path` (`-` reads standard input) and the name errors use
    /// (`setup.nvc`, `<stdin>`).
    static func load(_ path: String, console: Console) throws(AppError) -> (lines: [ScriptLine], source: String) {
        let source = path == "-" ? "<stdin>" : path
        let text: String
        if path == "-" {
            var lines: [String] = []
            var size = 0
            while let line = console.readLine() {
                size += line.utf8.count + 1
                guard size <= maxBytes else { throw tooLarge(source) }
                lines.append(line)
            }
            text = lines.joined(separator: "\n")
        } else {
            text = try readScript(path)
        }
        do {
            return (try ScriptParser.parse(text), source)
        } catch {
            throw AppError(.usage, kind: "scriptSyntax", error.description, location: source, line: error.line)
        }
    }

    private static func readScript(_ path: String) throws(AppError) -> String {
        guard let isDirectory = PathText.isDirectory(path) else {
            throw AppError(.usage, kind: "scriptUnreadable", "cannot read script '\(path)': no such file")
        }
        guard !isDirectory else {
            throw AppError(.usage, kind: "scriptUnreadable", "cannot read script '\(path)': it is a directory")
        }
        // open(2) and read(2), not `Data(contentsOf:)`: Foundation refuses a FIFO there, and a
        // script may come from a pipe (`--script <(generate)`, `/dev/stdin`). At most one byte
        // past the limit is read, so a huge file is refused without being loaded.
        let data: [UInt8]
        do throws(SystemError) {
            data = try readUpTo(maxBytes + 1, from: path)
        } catch {
            throw AppError(
                .usage, kind: "scriptUnreadable",
                "cannot read script '\(path)': \(SystemErrorText.describe(errno: error.code)); "
                    + "check the path and its permissions")
        }
        guard data.count <= maxBytes else { throw tooLarge(path) }
        // Decoding replaces each invalid sequence with U+FFFD, so invalid input reads back different.
        let text = String(decoding: data, as: UTF8.self)
        guard text.utf8.elementsEqual(data) else {
            throw AppError(
                .usage, kind: "scriptUnreadable", "cannot read script '\(path)': it is not UTF-8 text")
        }
        return text
    }

    /// An `errno` from reading a script.
    private struct SystemError: Error {
        let code: Int32
    }

    /// The first `limit` bytes of the file at `path` (fewer at its end), read as they come, so
    /// that a pipe works too.
    private static func readUpTo(_ limit: Int, from path: String) throws(SystemError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw SystemError(code: errno) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while bytes.count < limit {
            let wanted = min(chunk.count, limit - bytes.count)
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
            if count < 0 {
                if errno == EINTR { continue }
                throw SystemError(code: errno)
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }

    private static func tooLarge(_ source: String) -> AppError {
        AppError(.usage, kind: "scriptUnreadable", "script '\(source)' is larger than \(maxBytes) bytes")
    }
}
