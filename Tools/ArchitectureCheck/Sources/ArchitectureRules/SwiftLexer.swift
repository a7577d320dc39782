/// One lexical token of Swift source, as much of Swift as the architecture check needs.
///
/// Comments are dropped; string literals (single-line, multi-line and raw) become one
/// ``Kind/string(_:)`` token each, so text inside a string or comment can never be mistaken
/// for an `import` or a manifest entry. Tokens inside string interpolations are kept.
public struct Token: Sendable, Equatable {
    /// What the token is.
    public enum Kind: Sendable, Equatable {
        /// An identifier, keyword or number. Backtick-escaped identifiers keep their backticks.
        case identifier(String)
        /// A string literal's content (escapes kept verbatim, interpolations left out).
        case string(String)
        /// Any other single character: `.`, `(`, `)`, `[`, `]`, `,`, `:`, `@`, `#` and the rest.
        case punctuation(Character)
    }

    /// What the token is.
    public var kind: Kind
    /// The 1-based line the token starts on.
    public var line: Int

    /// Creates a token.
    public init(_ kind: Kind, line: Int) {
        self.kind = kind
        self.line = line
    }

    /// The identifier's text, or `nil` for other tokens.
    public var identifier: String? {
        if case .identifier(let text) = kind { return text }
        return nil
    }

    /// The string literal's content, or `nil` for other tokens.
    public var stringValue: String? {
        if case .string(let text) = kind { return text }
        return nil
    }

    /// Whether the token is the given punctuation character.
    public func isPunctuation(_ character: Character) -> Bool {
        if case .punctuation(let found) = kind { return found == character }
        return false
    }
}

/// A small, forgiving Swift lexer. It never fails: unterminated comments or strings simply
/// run to the end of the input.
public enum SwiftLexer {
    /// Splits `source` into tokens, dropping whitespace and comments.
    public static func tokenize(_ source: String) -> [Token] {
        var state = LexerState(bytes: Array(source.utf8))
        state.lexCode(stopAtUnbalancedParenthesis: false)
        return state.tokens
    }
}

private enum ASCII {
    static let newline = UInt8(ascii: "\n")
    static let slash = UInt8(ascii: "/")
    static let star = UInt8(ascii: "*")
    static let hash = UInt8(ascii: "#")
    static let quote = UInt8(ascii: "\"")
    static let backslash = UInt8(ascii: "\\")
    static let openParen = UInt8(ascii: "(")
    static let closeParen = UInt8(ascii: ")")
    static let backtick = UInt8(ascii: "`")
    static let underscore = UInt8(ascii: "_")
    static let dollar = UInt8(ascii: "$")

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
            || byte == 0x0B || byte == 0x0C
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte == underscore || byte == dollar || byte >= 0x80
    }
}

private struct LexerState {
    let bytes: [UInt8]
    var index = 0
    var line = 1
    var tokens: [Token] = []

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    func byte(at offset: Int) -> UInt8? {
        let position = index + offset
        return position < bytes.count ? bytes[position] : nil
    }

    /// Lexes code. Inside an interpolation, returns after the `)` that closes it.
    mutating func lexCode(stopAtUnbalancedParenthesis: Bool) {
        var depth = 0
        while index < bytes.count {
            let current = bytes[index]
            if current == ASCII.newline {
                line += 1
                index += 1
            } else if ASCII.isWhitespace(current) {
                index += 1
            } else if current == ASCII.slash, byte(at: 1) == ASCII.slash {
                while index < bytes.count, bytes[index] != ASCII.newline { index += 1 }
            } else if current == ASCII.slash, byte(at: 1) == ASCII.star {
                skipBlockComment()
            } else if current == ASCII.hash {
                var hashes = 0
                while byte(at: hashes) == ASCII.hash { hashes += 1 }
                if byte(at: hashes) == ASCII.quote {
                    index += hashes
                    lexString(hashes: hashes)
                } else {
                    tokens.append(Token(.punctuation("#"), line: line))
                    index += 1
                }
            } else if current == ASCII.quote {
                lexString(hashes: 0)
            } else if current == ASCII.openParen {
                depth += 1
                tokens.append(Token(.punctuation("("), line: line))
                index += 1
            } else if current == ASCII.closeParen {
                index += 1
                if stopAtUnbalancedParenthesis, depth == 0 { return }
                depth -= 1
                tokens.append(Token(.punctuation(")"), line: line))
            } else if current == ASCII.backtick {
                lexEscapedIdentifier()
            } else if ASCII.isIdentifierByte(current) {
                let start = index
                while index < bytes.count, ASCII.isIdentifierByte(bytes[index]) { index += 1 }
                tokens.append(Token(.identifier(text(from: start, to: index)), line: line))
            } else {
                tokens.append(Token(.punctuation(Character(Unicode.Scalar(current))), line: line))
                index += 1
            }
        }
    }

    mutating func skipBlockComment() {
        var depth = 0
        while index < bytes.count {
            if bytes[index] == ASCII.slash, byte(at: 1) == ASCII.star {
                depth += 1
                index += 2
            } else if bytes[index] == ASCII.star, byte(at: 1) == ASCII.slash {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                if bytes[index] == ASCII.newline { line += 1 }
                index += 1
            }
        }
    }

    mutating func lexEscapedIdentifier() {
        let start = index
        index += 1
        while index < bytes.count, bytes[index] != ASCII.backtick, bytes[index] != ASCII.newline {
            index += 1
        }
        if index < bytes.count, bytes[index] == ASCII.backtick { index += 1 }
        tokens.append(Token(.identifier(text(from: start, to: index)), line: line))
    }

    /// Lexes a string literal starting at its opening quote (the `#`s are already consumed).
    mutating func lexString(hashes: Int) {
        let startLine = line
        let multiline =
            byte(at: 0) == ASCII.quote && byte(at: 1) == ASCII.quote
            && byte(at: 2) == ASCII.quote
        index += multiline ? 3 : 1
        var content: [UInt8] = []
        let firstTokenIndex = tokens.count
        while index < bytes.count {
            let current = bytes[index]
            if current == ASCII.backslash, hashesFollow(count: hashes, from: index + 1) {
                let afterEscape = index + 1 + hashes
                if afterEscape < bytes.count, bytes[afterEscape] == ASCII.openParen {
                    // An interpolation: its tokens go to the stream, its text is left out.
                    index = afterEscape + 1
                    lexCode(stopAtUnbalancedParenthesis: true)
                    continue
                }
                content.append(contentsOf: bytes[index..<min(afterEscape + 1, bytes.count)])
                if afterEscape < bytes.count, bytes[afterEscape] == ASCII.newline { line += 1 }
                index = afterEscape + 1
                continue
            }
            if multiline, current == ASCII.quote, byte(at: 1) == ASCII.quote, byte(at: 2) == ASCII.quote,
                hashesFollow(count: hashes, from: index + 3)
            {
                index += 3 + hashes
                break
            }
            if !multiline, current == ASCII.quote, hashesFollow(count: hashes, from: index + 1) {
                index += 1 + hashes
                break
            }
            if !multiline, current == ASCII.newline { break }
            if current == ASCII.newline { line += 1 }
            content.append(current)
            index += 1
        }
        // The literal goes before any tokens its interpolations produced.
        tokens.insert(
            Token(.string(String(decoding: content, as: UTF8.self)), line: startLine),
            at: firstTokenIndex)
    }

    func hashesFollow(count: Int, from position: Int) -> Bool {
        guard count > 0 else { return true }
        guard position + count <= bytes.count else { return false }
        return bytes[position..<(position + count)].allSatisfy { $0 == ASCII.hash }
    }

    func text(from start: Int, to end: Int) -> String {
        String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
