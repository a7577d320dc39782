import Foundation
import NanoPersistence
import NanoRuntime

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
            text = try read(path)
        }
        do {
            return (try ScriptParser.parse(text), source)
        } catch {
            throw AppError(.usage, kind: "scriptSyntax", error.description, location: source, line: error.line)
        }
    }

    private static func read(_ path: String) throws(AppError) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw AppError(.usage, kind: "scriptUnreadable", "cannot read script '\(path)': no such file")
        }
        guard !isDirectory.boolValue else {
            throw AppError(.usage, kind: "scriptUnreadable", "cannot read script '\(path)': it is a directory")
        }
        // A file handle, not `Data(contentsOf:)`: Foundation refuses a FIFO there, and a script
        // may come from a pipe (`--script <(generate)`, `/dev/stdin`). At most one byte past
        // the limit is read, so a huge file is refused without being loaded.
        let data: Data
        do {
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            var read = Data()
            while read.count <= maxBytes, let chunk = try handle.read(upToCount: maxBytes + 1 - read.count),
                !chunk.isEmpty
            {
                read.append(chunk)
            }
            data = read
        } catch {
            throw AppError(
                .usage, kind: "scriptUnreadable",
                "cannot read script '\(path)': \(SystemErrorText.describe(error)); check the path and its permissions")
        }
        guard data.count <= maxBytes else { throw tooLarge(path) }
        guard let text = String(data: data, encoding: .utf8) else {
            throw AppError(
                .usage, kind: "scriptUnreadable", "cannot read script '\(path)': it is not UTF-8 text")
        }
        return text
    }

    private static func tooLarge(_ source: String) -> AppError {
        AppError(.usage, kind: "scriptUnreadable", "script '\(source)' is larger than \(maxBytes) bytes")
    }
}
