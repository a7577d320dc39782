/// How a run of text is coloured when colour is on.
enum TextStyle: Sendable, Equatable {
    /// No attributes.
    case plain
    /// Bold (the title).
    case bold
    /// Faint (disabled controls, placeholders, idle indicators).
    case dim
    /// Red (error toasts).
    case red
    /// Green (success toasts).
    case green
    /// Cyan (info toasts).
    case cyan

    /// The ANSI SGR sequence that starts the style.
    var ansi: String {
        switch self {
        case .plain: ""
        case .bold: "\u{1B}[1m"
        case .dim: "\u{1B}[2m"
        case .red: "\u{1B}[31m"
        case .green: "\u{1B}[32m"
        case .cyan: "\u{1B}[36m"
        }
    }

    /// The sequence that resets every attribute.
    static let reset = "\u{1B}[0m"
}

/// One line of a rendering: styled runs of already-sanitized text, measured in terminal
/// columns. Widths are computed before any escape sequence is added, so colour never
/// affects layout.
struct StyledLine: Sendable, Equatable {
    /// A run of text in one style.
    struct Run: Sendable, Equatable {
        var text: String
        var style: TextStyle
    }

    private(set) var runs: [Run] = []
    private(set) var width = 0

    init() {}

    init(_ text: String, _ style: TextStyle = .plain) {
        append(text, style)
    }

    /// Appends `text` in `style`.
    mutating func append(_ text: String, _ style: TextStyle = .plain) {
        guard !text.isEmpty else { return }
        if let last = runs.indices.last, runs[last].style == style {
            runs[last].text += text
        } else {
            runs.append(Run(text: text, style: style))
        }
        width += TerminalText.width(of: text)
    }

    /// Appends another line's runs.
    mutating func append(_ line: StyledLine) {
        for run in line.runs { append(run.text, run.style) }
    }

    /// Appends `count` spaces.
    mutating func appendSpaces(_ count: Int) {
        if count > 0 { append(String(repeating: " ", count: count)) }
    }

    /// The same runs, all restyled with `style` (used to dim a disabled control).
    func restyled(_ style: TextStyle) -> StyledLine {
        var line = StyledLine()
        for run in runs { line.append(run.text, style) }
        return line
    }

    /// The line cut to at most `maxWidth` columns, ending in `ellipsis` when something was cut.
    func truncated(to maxWidth: Int, ellipsis: String) -> StyledLine {
        guard width > maxWidth else { return self }
        let ellipsisWidth = TerminalText.width(of: ellipsis)
        let keep = maxWidth >= ellipsisWidth ? maxWidth - ellipsisWidth : maxWidth
        var line = StyledLine()
        var lastStyle = TextStyle.plain
        outer: for run in runs {
            var kept = ""
            var keptWidth = 0
            for character in run.text {
                let characterWidth = TerminalText.width(of: character)
                if line.width + keptWidth + characterWidth > keep {
                    line.append(kept, run.style)
                    lastStyle = run.style
                    break outer
                }
                kept.append(character)
                keptWidth += characterWidth
            }
            line.append(kept, run.style)
            lastStyle = run.style
        }
        if maxWidth >= ellipsisWidth { line.append(ellipsis, lastStyle) }
        return line
    }

    /// The line cut to `width` columns and padded with spaces to exactly `width`.
    func fitted(to width: Int, ellipsis: String) -> StyledLine {
        var line = truncated(to: width, ellipsis: ellipsis)
        line.appendSpaces(width - line.width)
        return line
    }

    /// The text, with ANSI styles when `color` is on.
    func rendered(color: Bool) -> String {
        runs.map { run in
            color && run.style != .plain ? run.style.ansi + run.text + TextStyle.reset : run.text
        }
        .joined()
    }
}
