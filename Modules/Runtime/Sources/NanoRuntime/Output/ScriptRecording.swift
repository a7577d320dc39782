import NanoComposition
import NanoNavigation
import NanoPersistence
import NanoUI

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A session kept as a script of the `nvc` script language (docs/cli.md, "Scripts and
/// interactive mode"), which `open LINK --script FILE` replays as a test: `open LINK` first,
/// then every step that succeeded, then `expect` lines pinning the screen the session ended on.
///
/// Every host records the same way: the command line's `--interactive --record FILE`, and the
/// web host's `serve --record DIR` (one file per browser session). For every control of the
/// last screen (bar buttons first) the script expects `visible true|false` and, for a visible
/// control, each property of its state in the order it lists them. A value a script line
/// cannot spell (a carriage return or another control character) is left out with a comment.
@MainActor
public final class ScriptRecording {
    /// One thing the person did that a replay performs.
    public enum Step: Equatable, Sendable {
        /// `type ID TEXT`.
        case type(id: String, text: String)
        /// `tap ID`.
        case tap(id: String)
        /// `toggle ID`.
        case toggle(id: String)
        /// `select ID ROW`.
        case select(id: String, row: Int)
        /// `refresh ID`.
        case refresh(id: String)
        /// `select tab ID`.
        case selectTab(id: String)
        /// `back`.
        case back
        /// `dismiss`.
        case dismiss
        /// `tap alert ACTION`: an action of the alert showing.
        case alert(action: String)
        /// `open LINK`.
        case open(link: String)
        /// `expect ID PROPERTY VALUE`, one the person wrote.
        case expect(id: String, property: String, value: String)
    }

    private var lines: [String]
    /// The step of the last line, to fold a run of `type`s into one field.
    private var lastStep: Step?
    /// The comment that heads the script, naming who recorded it.
    private let origin: String

    /// A recording that starts with `open start`; `origin` says what recorded it (`--record`).
    public init(start: String, origin: String) {
        self.origin = origin
        lines = ["open " + Self.word(start)]
    }

    /// Adds `step`, which has just succeeded. A `type` into the field the step before typed
    /// into replaces that line (a browser sends one per keystroke; the last text is what the
    /// field holds either way).
    public func record(_ step: Step) {
        if case .type(let id, _) = step, let last = lastStep, case .type(id, _) = last {
            lines.removeLast()
        }
        lastStep = step
        switch step {
        case let .type(id, text): lines.append("type \(id) \(Self.text(text))")
        case .tap(let id): lines.append("tap \(id)")
        case .toggle(let id): lines.append("toggle \(id)")
        case let .select(id, row): lines.append("select \(id) \(row)")
        case .refresh(let id): lines.append("refresh \(id)")
        case .selectTab(let id): lines.append("select tab \(id)")
        case .back: lines.append("back")
        case .dismiss: lines.append("dismiss")
        case .alert(let action): lines.append("tap alert " + Self.word(action))
        case .open(let link): lines.append("open " + Self.word(link))
        case let .expect(id, property, value): lines.append("expect \(id) \(property) \(Self.text(value))")
        }
    }

    /// The whole script: the steps, then the expectations about `app`'s visible screen.
    public func script(ending app: NanoApp) -> String {
        var script = ["# Recorded by \(origin); replay: open LINK --script FILE (the same state: --ephemeral)"]
        script += lines
        let stack = app.navigationStack.stackChain.flatMap(\.scenes).map { $0.title ?? $0.sceneName }
        script.append("# the screen: " + stack.joined(separator: " > "))
        if let screen = app.navigationStack.visibleScene {
            script += Self.expectations(for: screen)
        }
        return script.joined(separator: "\n") + "\n"
    }

    /// Writes the script ending on `app`'s screen to `path` atomically (a temporary file
    /// renamed over it): a reader sees the old file or the whole new one.
    /// - Throws: 74 (`recordNotSaved`) naming the file and the reason.
    public func write(to path: String, ending app: NanoApp) throws(AppError) {
        do {
            try Data(script(ending: app).utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            let reason = SystemErrorText.describe(error)
            throw AppError(.stateNotSaved, kind: "recordNotSaved", "cannot write the recording \(path): \(reason)")
        }
    }

    /// `expect` lines for every control of `screen`.
    public static func expectations(for screen: any SceneHosting) -> [String] {
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
    public static func text(_ value: String) -> String {
        let first = value.first
        let plain =
            !value.isEmpty && first != "\"" && first != "'" && first != " " && value.last != " "
            && !value.contains(where: { $0 == "\n" || $0 == "\t" || $0 == "\r" })
        return plain ? value : quoted(value)
    }

    /// One word (a link), quoted when it has a space, a quote or a `#`.
    public static func word(_ value: String) -> String {
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
