/// The few HTML-writing primitives the renderer needs: escaping app text, and elements whose
/// attributes are escaped on the way out. Every string that came from the app (titles, texts,
/// ids, placeholders) goes through ``Markup/escape(_:)``; only the renderer's own literals
/// (tag and attribute names, class names) are written as they are.
enum Markup {
    /// `text` made inert in HTML text and in double- or single-quoted attribute values:
    /// `& < > " '` become entities; line breaks and tabs become spaces; and every character
    /// that could hide or reorder text — C0 and C1 controls, DEL, the bidirectional controls
    /// (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) and the line and paragraph
    /// separators — is shown as a visible Swift-style escape (`\u{202E}`), as the command line
    /// shows them, so a right-to-left override cannot reorder the page.
    static func escape(_ text: String) -> String {
        if isPlain(text) { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\n", "\r", "\t": result += " "
            case _ where isHidden(scalar):
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `text` made inert in a quoted attribute value but kept exactly: `& < > " '` become entities,
    /// and every
    /// character ``escape(_:)`` would show as an escape become numeric entities (`&#x202E;`),
    /// which the browser turns back into the same characters. For a text field's `value`: what
    /// the person typed comes back as typed, so editing it sends the real text.
    static func escapeExactly(_ text: String) -> String {
        if isPlain(text) { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&", "<", ">", "\"", "'": result += escape(String(scalar))
            case _ where isHidden(scalar):
                result += "&#x" + String(scalar.value, radix: 16, uppercase: true) + ";"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether `text` is printable ASCII with none of `& < > " '`: what both escapes leave as
    /// it is, found without building a new string (most of a page's text).
    private static func isPlain(_ text: String) -> Bool {
        text.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"): false
            default: (0x20...0x7E).contains(byte)
            }
        }
    }

    /// Whether `scalar` is shown as an escape instead of as itself (see ``escape(_:)``).
    static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        case 0x2028, 0x2029: true
        default: false
        }
    }

    /// `<name attributes>content</name>`; `content` must already be markup.
    static func element(_ name: String, _ attributes: [Attribute?] = [], _ content: String = "") -> String {
        start(name, attributes) + content + "</" + name + ">"
    }

    /// Appends `<name attributes>` to `html`: ``start(_:_:)`` without a string of its own, for
    /// a long list's rows.
    static func start(_ name: String, _ attributes: [Attribute?], into html: inout String) {
        html += "<"
        html += name
        for case let attribute? in attributes { attribute.write(to: &html) }
        html += ">"
    }

    /// `<name attributes>` without a closing tag: a void element (`input`) or the start of one
    /// closed later.
    static func start(_ name: String, _ attributes: [Attribute?]) -> String {
        var tag = ""
        start(name, attributes, into: &tag)
        return tag
    }
}

/// One attribute of an element: `name="value"` (the value escaped) or a bare boolean `name`.
struct Attribute {
    /// The attribute's name, one of the renderer's literals.
    let name: String
    /// The unescaped value; `nil` for a boolean attribute written bare (`disabled`).
    let value: String?
    /// Whether the value is kept exactly (``Markup/escapeExactly(_:)``) rather than with hidden
    /// characters shown.
    let isExact: Bool

    /// `name="value"`, `value` escaped when written; `exactly` keeps every character (a field's
    /// value) instead of showing hidden ones as escapes.
    init(_ name: String, _ value: String, exactly: Bool = false) {
        self.name = name
        self.value = value
        self.isExact = exactly
    }

    private init(flag name: String) {
        self.name = name
        self.value = nil
        self.isExact = false
    }

    /// The bare boolean attribute `name` when `isOn`, else nothing.
    static func flag(_ name: String, _ isOn: Bool) -> Attribute? {
        isOn ? Attribute(flag: name) : nil
    }

    /// Appends ` name="escaped value"` or ` name`, with its leading space, to `tag`.
    func write(to tag: inout String) {
        tag += " "
        tag += name
        guard let value else { return }
        tag += "=\""
        tag += isExact ? Markup.escapeExactly(value) : Markup.escape(value)
        tag += "\""
    }
}
