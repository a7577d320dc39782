import NanoNavigation
import NanoRuntime

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where `nvc` reads and writes: the process's standard streams, or buffers in tests.
public struct Console: Sendable {
    /// Writes text to standard output.
    public var writeOutput: @Sendable (String) -> Void
    /// Writes text to standard error.
    public var writeError: @Sendable (String) -> Void
    /// Reads one line of standard input (without its line break); `nil` at end of input.
    public var readLine: @Sendable () -> String?
    /// Whether standard input and output are both a terminal (interactive redraws need both).
    public var isTerminal: Bool
    /// Whether standard output is a terminal (colour and box drawing need it).
    public var outputIsTerminal: Bool
    /// The environment (`NO_COLOR`, `XDG_STATE_HOME`, `HOME`, `COLUMNS`, `TERM`).
    public var environment: [String: String]
    /// Measures the terminal standard output is, in columns, now (it changes when the window
    /// is resized); `nil` when standard output is not a terminal.
    public var terminalWidth: @Sendable () -> Int?
    /// Whether an interactive session on this console takes over SIGINT (Ctrl-C gives up the
    /// request in progress instead of ending the process): true for ``standard``, false for a
    /// console of buffers, so a test's process keeps its own signal handling.
    public var handlesInterrupts: Bool

    /// Creates a console from its parts.
    public init(
        writeOutput: @escaping @Sendable (String) -> Void,
        writeError: @escaping @Sendable (String) -> Void,
        readLine: @escaping @Sendable () -> String?,
        isTerminal: Bool,
        outputIsTerminal: Bool,
        environment: [String: String],
        terminalWidth: @escaping @Sendable () -> Int? = { nil },
        handlesInterrupts: Bool = false
    ) {
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.readLine = readLine
        self.isTerminal = isTerminal
        self.outputIsTerminal = outputIsTerminal
        self.environment = environment
        self.terminalWidth = terminalWidth
        self.handlesInterrupts = handlesInterrupts
    }

    /// The process's standard streams and environment.
    public static var standard: Console {
        let outputIsTerminal = isatty(STDOUT_FILENO) == 1
        return Console(
            writeOutput: { StandardError.write($0, to: STDOUT_FILENO) },
            writeError: { StandardError.write($0, to: STDERR_FILENO) },
            readLine: { Swift.readLine(strippingNewline: true) },
            isTerminal: outputIsTerminal && isatty(STDIN_FILENO) == 1,
            outputIsTerminal: outputIsTerminal,
            environment: processEnvironment(),
            terminalWidth: { Self.standardOutputWidth() },
            handlesInterrupts: true
        )
    }

    /// The process's environment, as `ProcessInfo.processInfo.environment` reads it: each
    /// `NAME=VALUE` entry split at its first `=` (entries without one left out, a later entry
    /// for a name replacing an earlier one). `ProcessInfo` looks for the `=` one `Character`
    /// at a time, which costs about 5,000 instructions per variable; here an ASCII entry (the
    /// usual case) is searched byte by byte, and only other entries as `ProcessInfo` does.
    static func processEnvironment() -> [String: String] {
        #if canImport(Glibc) || canImport(Musl)
            var result: [String: String] = [:]
            var entry = environ  // never null at start: execve always passes an array, maybe empty
            while let pointer = entry.pointee {
                let text = String(cString: pointer)
                let ascii = text.utf8.allSatisfy { $0 < 0x80 }
                if let delimiter = ascii ? text.utf8.firstIndex(of: UInt8(ascii: "=")) : text.firstIndex(of: "=") {
                    result[String(text[..<delimiter])] = String(text[text.index(after: delimiter)...])
                }
                entry += 1
            }
            return result
        #else
            return ProcessInfo.processInfo.environment
        #endif
    }

    /// The width of the terminal on standard output (`TIOCGWINSZ`), if it is one.
    static func standardOutputWidth() -> Int? {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
            var size = winsize()
            guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
            return Int(size.ws_col)
        #else
            return nil
        #endif
    }

    /// Prints `text` and a line break on standard output.
    func print(_ text: String) { writeOutput(text + "\n") }

    /// Prints `program: error: message` on standard error, on one line, hidden characters
    /// escaped.
    public func error(_ message: String, program: String) {
        writeError("\(program): error: \(message.escapedForTerminal)\n")
    }

    /// Prints `program: warning: message` on standard error, on one line, hidden characters
    /// escaped.
    public func warning(_ message: String, program: String) {
        writeError("\(program): warning: \(message.escapedForTerminal)\n")
    }

    /// The terminal width: the terminal's own (``terminalWidth``), else `COLUMNS` when set and
    /// sensible (20 to 500), else 80.
    var columns: Int {
        if let measured = terminalWidth() { return measured }
        guard let value = environment["COLUMNS"].flatMap(Int.init), (20...500).contains(value) else { return 80 }
        return value
    }
}
