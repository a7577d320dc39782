/// Splits one script line into words: whitespace separates them, `"..."` (escapes `\"`,
/// `\\`, `\n`, `\t`) and `'...'` (literal) quote them, and `#` at the start of a word begins
/// a comment that runs to the end of the line. A command whose last argument is TEXT (the rest
/// of the line) takes its leading words with ``split(_:leading:)`` and its TEXT, unsplit, with
/// ``text(_:)``.
enum ScriptTokenizer {
    /// The longest line accepted, in characters.
    static let maxLineLength = 8192

    /// The words of `line`; an empty array for a blank or comment line.
    static func words(of line: String) throws(ScriptTokenizerError) -> [String] {
        try split(line, leading: nil).words
    }

    /// The first `leading` words of `line` (all of them when `nil`, or fewer when the line
    /// has fewer) and the rest of the line exactly as written after the spaces and tabs that
    /// follow the last of them (empty when nothing follows).
    static func split(_ line: String, leading: Int?) throws(ScriptTokenizerError) -> (words: [String], rest: String) {
        guard line.count <= maxLineLength else { throw .lineTooLong(limit: maxLineLength) }
        if let control = line.unicodeScalars.first(where: isForbiddenControl) {
            throw .controlCharacter(codePoint(control.value))
        }
        var words: [String] = []
        var current = ""
        var inWord = false
        var iterator = Array(line).makeIterator()
        while let character = iterator.next() {
            switch character {
            case " ", "\t":
                if inWord {
                    words.append(current)
                    if words.count == leading { return (words, remainder(of: &iterator)) }
                }
                current = ""
                inWord = false
            case "#" where !inWord:
                return (words, "")
            case "\"":
                inWord = true
                current += try doubleQuoted(&iterator)
            case "'":
                inWord = true
                current += try singleQuoted(&iterator)
            default:
                inWord = true
                current.append(character)
            }
        }
        if inWord { words.append(current) }
        return (words, "")
    }

    /// The TEXT argument, from the rest of a line (see ``split(_:leading:)``): `nil` when
    /// empty; the word itself when the rest is one quoted word (`"a\tb"`, `''`), optionally
    /// followed by spaces and a comment; otherwise every character of the rest, as written —
    /// runs of spaces and tabs, quotes and `#` included.
    /// - Throws: for a rest that starts with a quote that is not closed, or a bad escape.
    static func text(_ rest: String) throws(ScriptTokenizerError) -> String? {
        guard let first = rest.first else { return nil }
        guard first == "\"" || first == "'" else { return rest }
        let words = try words(of: rest)
        return words.count == 1 ? words[0] : rest
    }

    /// What the iterator has not read yet, after any spaces and tabs.
    private static func remainder(of iterator: inout IndexingIterator<[Character]>) -> String {
        var rest = ""
        while let character = iterator.next() {
            if rest.isEmpty && (character == " " || character == "\t") { continue }
            rest.append(character)
        }
        return rest
    }

    private static func doubleQuoted(_ iterator: inout IndexingIterator<[Character]>) throws(ScriptTokenizerError)
        -> String
    {
        var text = ""
        while let character = iterator.next() {
            switch character {
            case "\"":
                return text
            case "\\":
                guard let escaped = iterator.next() else { throw .unterminatedQuote("\"") }
                switch escaped {
                case "\"": text.append("\"")
                case "\\": text.append("\\")
                case "n": text.append("\n")
                case "t": text.append("\t")
                default: throw .unknownEscape(escaped)
                }
            default:
                text.append(character)
            }
        }
        throw .unterminatedQuote("\"")
    }

    private static func singleQuoted(_ iterator: inout IndexingIterator<[Character]>) throws(ScriptTokenizerError)
        -> String
    {
        var text = ""
        while let character = iterator.next() {
            if character == "'" { return text }
            text.append(character)
        }
        throw .unterminatedQuote("'")
    }

    /// Control characters other than tab (a stray carriage return is dropped by the reader).
    private static func isForbiddenControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
    }

    /// `U+0007`.
    private static func codePoint(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}

/// Why a line could not be split into words.
enum ScriptTokenizerError: Error, Equatable, CustomStringConvertible {
    case lineTooLong(limit: Int)
    case controlCharacter(String)
    case unterminatedQuote(Character)
    case unknownEscape(Character)

    var description: String {
        switch self {
        case .lineTooLong(let limit): "the line is longer than \(limit) characters"
        case .controlCharacter(let code): "the line contains the control character \(code)"
        case .unterminatedQuote(let quote): "unterminated \(quote) quote"
        case .unknownEscape(let character): "unknown escape '\\\(character)' (use \\\" \\\\ \\n \\t)"
        }
    }
}
