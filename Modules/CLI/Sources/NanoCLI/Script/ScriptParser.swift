/// Parses the script language into typed commands with their line numbers.
///
/// ```text
/// # sign up, then check the welcome
/// type name Ada Lovelace
/// type email ada@example.com
/// tap submit
/// expect welcome text "Welcome, Ada Lovelace"
/// ```
///
/// Internal to NanoCLI but for the fuzzer (Tools/Fuzz's ScriptFuzz), which reaches ``parse(_:)``
/// with `@_spi(Fuzzing) import NanoCLI`: not public API.
@_spi(Fuzzing) public enum ScriptParser {
    /// Parses a whole script. Blank and comment lines are skipped; the first line that does
    /// not parse is reported and nothing is returned, so a bad script never runs halfway.
    @_spi(Fuzzing) public static func parse(_ script: String) throws(ScriptSyntaxError) -> [ScriptLine] {
        var lines: [ScriptLine] = []
        for (index, text) in splitLines(script).enumerated() {
            if let command = try parseLine(text, number: index + 1) {
                lines.append(ScriptLine(number: index + 1, command: command))
            }
        }
        return lines
    }

    /// The commands whose last argument is TEXT (the rest of the line), with the number of
    /// words before it (the command name included).
    private static let textCommands = ["type": 2, "expect": 3]

    /// Parses one line; `nil` for a blank or comment line.
    static func parseLine(_ text: String, number: Int = 1) throws(ScriptSyntaxError) -> ScriptCommand? {
        let words: [String]
        let rest: String?
        do {
            guard let name = try ScriptTokenizer.split(text, leading: 1).words.first else { return nil }
            if let leading = textCommands[name] {
                let split = try ScriptTokenizer.split(text, leading: leading)
                words = split.words
                rest = try ScriptTokenizer.text(split.rest)
            } else {
                words = try ScriptTokenizer.words(of: text)
                rest = nil
            }
        } catch {
            throw ScriptSyntaxError(line: number, description: error.description)
        }
        do {
            return try command(named: words[0], Array(words.dropFirst()), text: rest)
        } catch {
            throw ScriptSyntaxError(line: number, description: error.description)
        }
    }

    /// Lines split at `\n`, `\r\n` or `\r`; a final line break ends the last line.
    static func splitLines(_ script: String) -> [String] {
        // "\r\n" is one Character (and a newline), so this splits CRLF, LF and CR alike.
        var lines = script.split(
            omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        )
        .map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    private struct Problem: Error, CustomStringConvertible { let description: String }

    /// The command `name` with its word `arguments` and, for `type` and `expect`, its TEXT.
    private static func command(named name: String, _ arguments: [String], text: String?) throws(Problem)
        -> ScriptCommand
    {
        let count = arguments.count + (text == nil ? 0 : 1)
        switch name {
        case "type":
            guard arguments.count == 1, let text else { throw usage("type ID TEXT", got: count) }
            return .type(id: try identifier(arguments[0]), text: text)
        case "tap":
            if arguments.count == 2, arguments[0] == "alert" {
                guard !arguments[1].isEmpty else { throw Problem(description: "tap alert: the action is empty") }
                return .alert(action: arguments[1])
            }
            return .tap(id: try identifier(try single(arguments, "tap ID")))
        case "toggle":
            return .toggle(id: try identifier(try single(arguments, "toggle ID")))
        case "select":
            guard arguments.count == 2 else { throw usage("select ID ROW", got: arguments.count) }
            // `select tab ID` taps a tab; a list whose id is `tab` is still selected by row number.
            if arguments[0] == "tab", Int(arguments[1]) == nil {
                return .selectTab(id: try identifier(arguments[1]))
            }
            return .select(id: try identifier(arguments[0]), row: try row(arguments[1]))
        case "refresh":
            return .refresh(id: try identifier(try single(arguments, "refresh ID")))
        case "open":
            let link = try single(arguments, "open LINK")
            guard !link.isEmpty else { throw Problem(description: "open: the link is empty") }
            return .open(link: link)
        case "expect":
            guard arguments.count == 2, let text else { throw usage("expect ID PROPERTY VALUE", got: count) }
            return .expect(id: try identifier(arguments[0]), property: try identifier(arguments[1]), value: text)
        case "back":
            try none(arguments, "back")
            return .back
        case "dismiss":
            try none(arguments, "dismiss")
            return .dismiss
        case "stack":
            try none(arguments, "stack")
            return .stack
        case "show":
            try none(arguments, "show")
            return .show
        case "help", "?":
            try none(arguments, "help")
            return .help
        case "quit", "exit":
            try none(arguments, "quit")
            return .quit
        default:
            let known = ScriptCommand.reference.map { String($0.syntax.split(separator: " ")[0]) }
            let hint = known.first {
                $0.lowercased() == name.lowercased() || $0.hasPrefix(name.lowercased()) && name.count >= 2
            }
            throw Problem(
                description: "unknown command '\(name)'"
                    + (hint.map { " (did you mean '\($0)'?)" } ?? "; type 'help' for the list"))
        }
    }

    private static func usage(_ syntax: String, got count: Int) -> Problem {
        let wanted = syntax.split(separator: " ").count - 1
        let name = syntax.split(separator: " ")[0]
        return Problem(
            description: "\(name): expected \(syntax.hasSuffix("TEXT") || syntax.hasSuffix("VALUE") ? "at least " : "")"
                + "\(wanted) argument\(wanted == 1 ? "" : "s") (\(syntax)), got \(count)")
    }

    private static func single(_ arguments: [String], _ syntax: String) throws(Problem) -> String {
        guard arguments.count == 1 else { throw usage(syntax, got: arguments.count) }
        return arguments[0]
    }

    private static func none(_ arguments: [String], _ name: String) throws(Problem) {
        guard arguments.isEmpty else {
            throw Problem(description: "\(name) takes no arguments, got \(arguments.count)")
        }
    }

    /// Control ids and property names: non-empty, no spaces.
    private static func identifier(_ word: String) throws(Problem) -> String {
        guard !word.isEmpty else { throw Problem(description: "an empty control id or property name") }
        guard !word.contains(where: { $0.isWhitespace }) else {
            throw Problem(description: "'\(word)' is not a control id or property name (it contains whitespace)")
        }
        return word
    }

    /// A row index: decimal digits, 0 up to 1,000,000.
    private static func row(_ word: String) throws(Problem) -> Int {
        guard !word.isEmpty, word.count <= 7, word.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(word),
            value <= 1_000_000
        else {
            throw Problem(description: "select: ROW must be a row number from 0, got '\(word)'")
        }
        return value
    }
}
