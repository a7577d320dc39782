/// One command of the script language `--script` and `--interactive` read, one per line
/// (visible to the fuzzer through `@_spi(Fuzzing)`, as ``ScriptParser`` is).
@_spi(Fuzzing) public enum ScriptCommand: Sendable, Equatable {
    /// `type ID TEXT`: replaces the text of field `ID` (TEXT is the rest of the line).
    case type(id: String, text: String)
    /// `tap ID`: taps a button or bar button.
    case tap(id: String)
    /// `toggle ID`: flips a toggle.
    case toggle(id: String)
    /// `select ID ROW`: selects row `ROW` (from 0, across sections) of list `ID`.
    case select(id: String, row: Int)
    /// `refresh ID`: pulls list `ID` down to refresh it.
    case refresh(id: String)
    /// `select tab ID`: taps tab `ID` of the tab bar.
    case selectTab(id: String)
    /// `tap alert ACTION`: chooses an action (its id or title) of the alert showing.
    case alert(action: String)
    /// `back`: goes back on the visible stack.
    case back
    /// `dismiss`: dismisses the visible modal stack.
    case dismiss
    /// `open LINK`: opens a deep link.
    case open(link: String)
    /// `expect ID PROPERTY VALUE`: checks a property of a control (VALUE is the rest of the
    /// line; `visible` is a pseudo-property of every control).
    case expect(id: String, property: String, value: String)
    /// `stack`: prints the navigation stack.
    case stack
    /// `show`: prints the stack and the screen.
    case show
    /// `help`: lists the commands.
    case help
    /// `quit`: ends the script or interactive session with the current status.
    case quit

    /// Every command's syntax and meaning, for `help` and docs.
    static let reference: [(syntax: String, meaning: String)] = [
        ("type ID TEXT", "set field ID's text (rest of the line or \"quoted\")"),
        ("tap ID", "tap button ID (or left-bar-button/right-bar-button)"),
        ("tap alert ACTION", "choose ACTION (id or title) of the alert showing"),
        ("toggle ID", "flip toggle ID"),
        ("select ID ROW", "select row ROW (from 0, all sections) of list ID"),
        ("refresh ID", "pull list ID down to refresh it"),
        ("select tab ID", "tap tab ID of the tab bar"),
        ("back", "go back on the visible stack"),
        ("dismiss", "dismiss the visible modal screen"),
        ("open LINK", "open a deep link (nvc://... or a path)"),
        ("expect ID PROPERTY VALUE", "fail (exit 1) unless ID's PROPERTY reads VALUE"),
        ("stack", "print the navigation stack"),
        ("show", "print the stack and the screen"),
        ("help", "list the commands"),
        ("quit", "stop here with the current status"),
    ]

    /// The command reference as aligned text.
    static var helpText: String {
        let width = (reference.map(\.syntax.count).max() ?? 0) + 2
        let lines = reference.map {
            "  " + $0.syntax.padded(toLength: width) + $0.meaning
        }
        return
            (lines + [
                "  # starts a comment. Quote words with \"...\" (escapes \\\" \\\\ \\n \\t) or '...'."
            ]).joined(separator: "\n")
    }

    /// The command's name (`tap`).
    var name: String {
        switch self {
        case .type: "type"
        case .tap, .alert: "tap"
        case .toggle: "toggle"
        case .select, .selectTab: "select"
        case .refresh: "refresh"
        case .back: "back"
        case .dismiss: "dismiss"
        case .open: "open"
        case .expect: "expect"
        case .stack: "stack"
        case .show: "show"
        case .help: "help"
        case .quit: "quit"
        }
    }
}

/// A parsed script command and where it came from (``ScriptParser/parse(_:)``'s result).
@_spi(Fuzzing) public struct ScriptLine: Sendable, Equatable {
    /// The 1-based line number.
    public let number: Int
    /// What the line asks for, parsed and checked (`tap submit`, `expect ...`).
    public let command: ScriptCommand

    /// Creates a script line.
    init(number: Int, command: ScriptCommand) {
        self.number = number
        self.command = command
    }
}

/// A script line that does not parse (exit status 64; ``ScriptParser/parse(_:)``'s error).
@_spi(Fuzzing) public struct ScriptSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The 1-based line number.
    public let line: Int
    /// What is wrong with the line, a lowercase fragment (`unknown command 'tpa'; type 'help'
    /// for the list`); the host adds the script and line number in front.
    public let description: String

    /// A syntax error on line `line` that says `description`.
    init(line: Int, description: String) {
        self.line = line
        self.description = description
    }
}
