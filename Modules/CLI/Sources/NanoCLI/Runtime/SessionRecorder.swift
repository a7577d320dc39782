import Foundation
import NanoNavigation
import NanoRuntime
import NanoUI

/// `--record FILE`: keeps what the person did in an interactive session (and the `--script`
/// before it) as a script, and writes it at the end followed by `expect` lines pinning the
/// screen they ended on, so `open LINK --script FILE` replays the session as a test.
///
/// The script starts with `open LINK` (the link the run opened, or the top of the stack
/// `resume` restored), then every command that succeeded, in order — `type`, `tap`, `toggle`,
/// `select`, `refresh`, `back`, `dismiss`, `open` and the person's own `expect`s; a refused
/// command changed nothing and is left out. Then, for every control of the screen showing
/// (bar buttons first), `expect ID visible true|false` and, for a visible control, one
/// `expect ID PROPERTY VALUE` per property of its state, in the order it lists them. A value
/// a script line cannot spell (a carriage return or another control character) is left out
/// with a comment saying so.
@MainActor
final class SessionRecorder {
    /// The file the script goes to.
    let path: String
    private var lines: [String]

    /// A recording that starts with `open start`, written to `path`.
    init(path: String, start: String) {
        self.path = path
        lines = ["open " + Self.word(start)]
    }

    /// Adds `command`, which has just succeeded, when it is one a replay performs.
    func record(_ command: ScriptCommand) {
        switch command {
        case let .type(id, text): lines.append("type \(id) \(Self.text(text))")
        case .tap(let id): lines.append("tap \(id)")
        case .toggle(let id): lines.append("toggle \(id)")
        case let .select(id, row): lines.append("select \(id) \(row)")
        case .refresh(let id): lines.append("refresh \(id)")
        case .back: lines.append("back")
        case .dismiss: lines.append("dismiss")
        case .open(let link): lines.append("open " + Self.word(link))
        case let .expect(id, property, value): lines.append("expect \(id) \(property) \(Self.text(value))")
        case .stack, .show, .help, .quit: break
        }
    }

    /// The whole script: the commands, then the expectations about `app`'s visible screen.
    func script(ending app: NanoApp) -> String {
        var script = ["# Recorded by --record; replay: open LINK --script FILE (the same state: --ephemeral)"]
        script += lines
        let stack = app.navigationStack.stackChain.flatMap(\.scenes).map { $0.title ?? $0.sceneName }
        script.append("# the screen: " + stack.joined(separator: " > "))
        if let screen = app.navigationStack.visibleScene {
            script += Self.expectations(for: screen)
        }
        return script.joined(separator: "\n") + "\n"
    }

    /// Writes the script ending on `app`'s screen to ``path`` atomically (a temporary file
    /// renamed over it): a reader sees the old file or the whole new one.
    /// - Throws: 74 (`recordNotSaved`) naming the file and the reason.
    func write(ending app: NanoApp) throws(AppError) {
        let url = URL(fileURLWithPath: path)
        do {
            try Data(script(ending: app).utf8).write(to: url, options: .atomic)
        } catch {
            let reason = (error as NSError).localizedFailureReason ?? error.localizedDescription
            throw AppError(.stateNotSaved, kind: "recordNotSaved", "cannot write the recording \(path): \(reason)")
        }
    }

    /// `expect` lines for every control of `screen`.
    static func expectations(for screen: any SceneHosting) -> [String] {
        var lines: [String] = []
        for control in screen.allControls {
            lines.append("expect \(control.id) visible \(!control.isHidden)")
            guard !control.isHidden else { continue }
            for property in control.state.properties {
                let value = property.value.description
                if value.unicodeScalars.contains(where: isUnspellable) {
                    lines.append("# \(control.id).\(property.name) holds a control character a script cannot spell")
                } else {
                    lines.append("expect \(control.id) \(property.name) \(text(value))")
                }
            }
        }
        return lines
    }

    /// A control character other than a newline or a tab: no script escape spells it.
    private static func isUnspellable(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control && scalar != "\n" && scalar != "\t"
    }

    /// A TEXT argument as the parser reads it back: as written when it is, quoted otherwise
    /// (empty, quoted, with leading or trailing spaces, tabs or newlines).
    static func text(_ value: String) -> String {
        let first = value.first
        let plain =
            !value.isEmpty && first != "\"" && first != "'" && first != " " && value.last != " "
            && !value.contains(where: { $0 == "\n" || $0 == "\t" || $0 == "\r" })
        return plain ? value : quoted(value)
    }

    /// One word (a link), quoted when it has a space, a quote or a `#`.
    static func word(_ value: String) -> String {
        value.isEmpty || value.contains(where: { " \t\"'#".contains($0) }) ? quoted(value) : value
    }

    private static func quoted(_ value: String) -> String {
        var out = "\""
        for character in value {
            switch character {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default: out.append(character)
            }
        }
        return out + "\""
    }
}
