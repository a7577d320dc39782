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
            text = try readScript(path)
        }
        do {
            return (try ScriptParser.parse(text), source)
        } catch {
            throw AppError(.usage, kind: "scriptSyntax", error.description, location: source, line: error.line)
        }
    }

    private static func readScript(_ path: String) throws(AppError) -> String {
        try TextFile.load(path, maxBytes: maxBytes, noun: "script", kind: "scriptUnreadable")
    }

    private static func tooLarge(_ source: String) -> AppError {
        AppError(.usage, kind: "scriptUnreadable", "script '\(source)' is larger than \(maxBytes) bytes")
    }
}
